---- MODULE FcnRcdFcnSetElement ----
(* The elements of [S -> T] are TLC's FcnRcdValues (SetOfFcnsValue): on an    *)
(* interval S applied to a string, FcnRcdValue.select's "integer domain"     *)
(* words, not a tuple's "non integral index". Expected (TLC): the .out.       *)
EXTENDS Naturals, TLC
VARIABLES f, n
Init == f \in [1..2 -> {0}] /\ n = 0
Next == /\ n < 3
        /\ n' = n + 1
        /\ f' = f
        /\ n = 2 => f["a"] = 0
====
