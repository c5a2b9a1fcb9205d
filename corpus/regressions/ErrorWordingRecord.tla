-------------------------- MODULE ErrorWordingRecord --------------------------
(* A record applied to a non-string, in an invariant: TLC's RecordValue.apply *)
(* raises "Attempted to access record by a non-string argument: 1" (a        *)
(* RuntimeException, nothing appended).                                       *)
(* Expected (TLC): ErrorWordingRecord.out; exit 76.                           *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Inv == x = 0 \/ [a |-> 1, b |-> 2][x] = 1
==============================================================================
