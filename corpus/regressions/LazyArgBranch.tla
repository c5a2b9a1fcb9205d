---- MODULE LazyArgBranch ----
\* Arguments used on a branch not taken are never evaluated (LazyValue): 1 \div 0
\* and a CHOOSE without witness pass unnoticed, as in TLC.
EXTENDS Naturals
VARIABLE x
F(a, b) == IF b THEN a ELSE 0
H(a, b) == IF b > 5 THEN a ELSE b
Init == x = 0
Next == x < 3 /\ x' = x + 1 + F(1 \div 0, FALSE) + H(CHOOSE y \in {} : TRUE, x)
====
