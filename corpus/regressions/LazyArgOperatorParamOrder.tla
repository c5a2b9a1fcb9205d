---- MODULE LazyArgOperatorParamOrder ----
\* Two failing arguments given to an operator passed as an argument: its body uses b
\* before a, so TLC (LazyValue) reports b's error, not the first argument's.
EXTENDS Naturals
VARIABLE x
G(a, b) == b + a
Apply(Op(_, _), a, b) == Op(a, b)
Init == x = 0
Next == x < 3 /\ x' = Apply(G, CHOOSE y \in {} : TRUE, x \div 0)
====
