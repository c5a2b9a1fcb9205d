---- MODULE EqualityKindNext ----
\* Equality of an integer with a string: TLC's IntValue.equals fails with a RuntimeException (nothing
\* appended), "unexpected" while computing successors; on an initial state (EqualityKindInitial) it is
\* "While working on the initial state:".
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ x' # "a"
====
