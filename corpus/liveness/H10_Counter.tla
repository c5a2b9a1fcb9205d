------------------------------- MODULE H10_Counter -------------------------------
(* Instantiated by H10_NamedInstance (no model of its own): properties of a
   counter y. *)
VARIABLE y
Reaches(n) == <>(y = n)
ZeroOften == []<>(y = 0)
=============================================================================
