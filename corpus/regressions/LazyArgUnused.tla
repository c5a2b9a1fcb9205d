---- MODULE LazyArgUnused ----
\* TLC binds an operator's arguments as LazyValues (Tool.getOpContext): an argument
\* the body never uses is never evaluated, so its error does not exist.
EXTENDS Naturals
VARIABLE x
K(a, b) == b
Init == x = 0
Next == x < 3 /\ x' = K(CHOOSE y \in {} : TRUE, x + 1)
====
