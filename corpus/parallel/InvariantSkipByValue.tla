---- MODULE InvariantSkipByValue ----
\* An invariant that is a conjunction whose conjuncts read one variable each: each
\* action changes some variables, to values the conjuncts have held on before, so the
\* checker skips most conjunct evaluations (runtime/check/invariantSkip.ts), in the
\* parallel engine as with one worker (test/runtime/check/parallel.test.ts counts them).
\* Expected (TLC): no error, 24 distinct states, 49 generated, depth 10 (see expected.json).
EXTENDS Naturals
VARIABLES x, y, pc
Init == x = 0 /\ y = 0 /\ pc = "a"
Next == \/ pc = "a" /\ pc' = "b" /\ x' = (x + 1) % 3 /\ UNCHANGED y
        \/ pc = "b" /\ pc' = "a" /\ y' = (y + 1) % 4 /\ UNCHANGED x
        \/ x' = (x + 2) % 3 /\ y' = (y + 3) % 4 /\ UNCHANGED pc
Inv == /\ pc \in {"a", "b"}
       /\ x \in 0..2
       /\ y \in 0..3
       /\ x + y < 10
====
