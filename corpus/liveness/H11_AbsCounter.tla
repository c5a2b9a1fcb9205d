------------------------------ MODULE H11_AbsCounter ------------------------------
(* The abstract spec H11_Refinement refines (no model of its own): a counter a
   that counts to 2, weakly fair. *)
EXTENDS Naturals
VARIABLE a
Init == a = 0
Next == a < 2 /\ a' = a + 1
Spec == Init /\ [][Next]_a /\ WF_a(Next)
=============================================================================
