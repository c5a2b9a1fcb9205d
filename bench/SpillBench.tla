---- MODULE SpillBench ----
\* The bounded-memory benchmark (bench/spill.ts): four counters, each incremented by its
\* own action up to N, so (N + 1)^4 distinct states (N = 73: 29,986,576), 4 N (N + 1)^3 + 1
\* generated, depth 4 N + 1. The widest BFS level holds about (N + 1)^3 * 2/3 states.
EXTENDS Naturals
CONSTANT N
VARIABLES a, b, c, d
vars == <<a, b, c, d>>

Init == a = 0 /\ b = 0 /\ c = 0 /\ d = 0

IncA == a < N /\ a' = a + 1 /\ UNCHANGED <<b, c, d>>
IncB == b < N /\ b' = b + 1 /\ UNCHANGED <<a, c, d>>
IncC == c < N /\ c' = c + 1 /\ UNCHANGED <<a, b, d>>
IncD == d < N /\ d' = d + 1 /\ UNCHANGED <<a, b, c>>

Next == IncA \/ IncB \/ IncC \/ IncD

TypeOK == a \in 0..N /\ b \in 0..N /\ c \in 0..N /\ d \in 0..N
====
