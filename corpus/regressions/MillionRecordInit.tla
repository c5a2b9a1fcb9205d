-------------------------- MODULE MillionRecordInit --------------------------
(* Issue 9: x \in {c \in [a : 0..1000, b : 0..1000] : P(c)} in Init, about   *)
(* a million records filtered: the filter over a record set is TLC's lazy   *)
(* SetPredValue, enumerated once in the record set's order.                 *)
(* Expected (TLC): no error, 876250 distinct states, 1752500 generated,     *)
(* depth 1.                                                                 *)
EXTENDS Naturals
VARIABLE x
Init == x \in {c \in [a : 0..1000, b : 0..1000] : c.a + c.b < 1500}
Next == UNCHANGED x
Inv == x.a + x.b < 1500
==============================================================================
