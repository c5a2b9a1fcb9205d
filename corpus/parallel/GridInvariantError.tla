---- MODULE GridInvariantError ----
\* An invariant that cannot be evaluated on a state that several parents reach in the
\* same level: the error, the counts and the trace are those of its first parent in
\* breadth-first order, whichever worker put the state in the fingerprint table first.
EXTENDS Naturals
VARIABLES x, y, z
Init == x \in 0..1 /\ y = 0 /\ z = 0
Next == \/ x < 6 /\ x' = x + 1 /\ UNCHANGED <<y, z>>
        \/ y < 6 /\ y' = y + 1 /\ UNCHANGED <<x, z>>
        \/ z < 3 /\ z' = z + 1 /\ UNCHANGED <<x, y>>
Inv == (x = 4 /\ y = 3) => 10 \div (z - 2) # 100
====
