------------------------------ MODULE Integers ------------------------------
(***************************************************************************)
(* The integers: Nat together with the negation of every positive number. *)
(* Arithmetic on negative numbers is what the checker implements natively; *)
(* here Int and unary minus are characterised by how they relate to Nat.   *)
(***************************************************************************)
EXTENDS Naturals

LOCAL Negation == CHOOSE neg : /\ DOMAIN neg = Nat
                               /\ neg[0] = 0
                               /\ \A m, n \in Nat : (neg[m] = neg[n]) => (m = n)
                               /\ \A n \in Nat \ {0} : neg[n] \notin Nat

Int == Nat \cup {Negation[n] : n \in Nat}

-. a == IF a \in Nat THEN Negation[a] ELSE CHOOSE n \in Nat : Negation[n] = a
=============================================================================
