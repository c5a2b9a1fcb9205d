---- MODULE FcnRcdIntervalNonInteger ----
(* [i \in 1..n |-> e] is TLC's FcnRcdValue on an interval (intv), not a tuple:  *)
(* applied to a string it fails in FcnRcdValue.select's words (a tuple's:    *)
(* "non integral index"); EXCEPT keeps the class. Expected (TLC): the .out.  *)
EXTENDS Naturals, TLC
VARIABLES f, n
Init == f = [i \in 1..2 |-> i] /\ n = 0
Next == /\ n < 3
        /\ n' = n + 1
        /\ f' = f
        /\ n = 2 => [f EXCEPT ![1] = 3]["a"] = 1
====
