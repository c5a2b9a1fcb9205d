---- MODULE InvariantConjunctSkip ----
\* An invariant's conjuncts are skipped one by one: TypeOK's conjuncts (through the
\* definitions XOk and YOk, which are conjunctions too) read pc, x or y, and on a step
\* that changes pc and x (pc changes on every step, as in a PlusCal model) only the
\* conjuncts reading them are evaluated. The step that first sets y to 3 changes y and
\* pc and must violate YOk's second conjunct, however often it was skipped before
\* (test/runtime/check/invariantSkip.test.ts counts the evaluations).
\* Expected (TLC): Invariant TypeOK is violated, 10 distinct states, 13 generated, depth 4.
EXTENDS Naturals
VARIABLES pc, x, y
Init == pc = "a" /\ x = 0 /\ y = 0
Next == \/ x < 3 /\ x' = x + 1 /\ pc' = (IF pc = "a" THEN "b" ELSE "a") /\ UNCHANGED y
        \/ y < 5 /\ y' = y + 1 /\ pc' = (IF pc = "a" THEN "b" ELSE "a") /\ UNCHANGED x
XOk == /\ x \in 0..3
       /\ x + 0 <= 3
YOk == /\ y \in 0..5
       /\ y # 3
TypeOK == /\ pc \in {"a", "b"}
          /\ XOk
          /\ YOk
====
