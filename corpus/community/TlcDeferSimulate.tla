---- MODULE TlcDeferSimulate ----
\* TLCDefer in simulation: the deferred expression is evaluated on the successor picked,
\* once per step, with the primed variables of that successor; breadth-first search never
\* evaluates it. One successor per state, so TLC's random walk is tla2ts's whatever the seed.
EXTENDS Naturals, TLC, TLCExt
VARIABLE x, y
Init == x = 0 /\ y = 0
Inc == /\ x < 3
       /\ TLCDefer(PrintT(<<"inc", x, x', y'>>))
       /\ x' = x + 1
       /\ y' = y + 10
Jump == /\ x = 3
        /\ \/ x = 4 /\ TLCDefer(PrintT(<<"not taken">>)) /\ x' = 0 /\ y' = 0
           \/ x' = 10 /\ TLCDefer(PrintT(<<"jump", x, x'>>)) /\ UNCHANGED y
Stay == x = 10 /\ TLCDefer(PrintT(<<"stay", x'>>)) /\ UNCHANGED <<x, y>>
Next == Inc \/ Jump \/ Stay
====
