---- MODULE PrintReplayDeadlock ----
EXTENDS Naturals, TLC
VARIABLE x, y
Init == PrintT("init") /\ x \in {0, 1} /\ y = 0
A == PrintT(<<"A", x, y>>) /\ y < 3 /\ y' = y + 1 /\ UNCHANGED x
B == Print(<<"B", x>>, y > 1) /\ x' = x + 2 /\ UNCHANGED y
Next == A \/ B
Inv == TLCGet("level") < 100
====
