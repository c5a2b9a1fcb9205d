------------------------------- MODULE BigSets -------------------------------
(* Sets of up to TLC's 1,000,000 elements (its setBound) are built without  *)
(* a JS call per element on the stack (no spread of the elements into one  *)
(* call) and sorted natively when they are integers or tuples of integers. *)
(* Expected (TLC): no error, 1 distinct state, 2 generated, depth 1.        *)
EXTENDS Naturals, FiniteSets
ASSUME Cardinality({<<a, b>> : a \in 1..1000, b \in 1..1000}) = 1000000
ASSUME Cardinality({x \in 1..1000000 : x % 2 = 0}) = 500000
ASSUME Cardinality({x \div 3 : x \in 1..999999}) = 333334
VARIABLE x
Init == x = 0
Next == UNCHANGED x
==============================================================================
