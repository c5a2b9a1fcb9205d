------------------------------- MODULE Reals --------------------------------
(***************************************************************************)
(* The real numbers: a set containing Int, with division and an infinite  *)
(* value.  TLC (and tla2ts) do not evaluate reals; the module exists so   *)
(* that specifications extending it load.                                  *)
(***************************************************************************)
EXTENDS Integers

Real == CHOOSE R : Int \subseteq R

a / b == CHOOSE c \in Real : a = b * c

Infinity == CHOOSE i : i \notin Real
=============================================================================
