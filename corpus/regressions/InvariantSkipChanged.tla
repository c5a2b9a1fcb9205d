---- MODULE InvariantSkipChanged ----
\* An invariant is skipped on a successor only when every variable it reads is its
\* parent's: Small reads x through Count, and the step that changes x to 3 (leaving y
\* as it was) is checked and violates it; YBound is skipped whenever only x changes
\* (test/runtime/check/invariantSkip.test.ts counts the evaluations).
\* Expected (TLC): Invariant Small is violated, 6 distinct states, 7 generated, depth 4.
EXTENDS Naturals
VARIABLES x, y
Count == x
Init == x = 0 /\ y = 0
Next == \/ x' = x + 1 /\ UNCHANGED y
        \/ y < 1 /\ y' = y + 1 /\ UNCHANGED x
Small == Count < 3
YBound == y <= 1
====
