---------------------------- MODULE ForallAction ----------------------------
(* TLC walks \A x \in S : A in an action (and in Init) as the conjunction of  *)
(* A for each element of S, in \E's order (Tool.getNextStates, BoundedForall):*)
(* an \E or \/ inside multiplies the successors as it would in a conjunction, *)
(* an assignment inside assigns, an empty S is TRUE. Found by the             *)
(* differential tests (test/support/difftest), seed 750.                      *)
(* Expected (TLC): Init 8 states generated, 2 distinct; no error, 3 distinct  *)
(* states, 14 generated, depth 2.                                             *)
EXTENDS Naturals

VARIABLES x, y

Init == /\ x \in {0, 1}
        /\ \A i \in {1, 2} : \E j \in {i, i + 1} : j > 0
        /\ y = 0

Next == /\ \A i \in {1, 2} : i = 1 \/ i < 3
        /\ \A i \in {} : FALSE
        /\ \A i \in {1} : x' = (x + i) % 3
        /\ y' = y
==============================================================================
