---- MODULE EqualityKindInitial ----
\* Equality of an integer with a string in an invariant on an initial state: TLC's RuntimeException
\* (IntValue.equals) is its EC.TLC_INITIAL_STATE: "While working on the initial state:" and the state.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == x # "a"
====
