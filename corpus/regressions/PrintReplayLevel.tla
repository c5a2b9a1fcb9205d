---- MODULE PrintReplayLevel ----
EXTENDS Naturals, TLC
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == x < 4 /\ x' = x + 1 /\ y' = TLCGet("level") * 10 + x /\ PrintT(<<"lvl", TLCGet("level"), x>>)
Inv == x < 3
====
