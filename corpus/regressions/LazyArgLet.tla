---- MODULE LazyArgLet ----
\* TLC binds the arguments of a LET operator with parameters lazily too (Tool.getOpContext):
\* `none` is never evaluated. M forces its a first (IF's condition); its b stays lazy.
EXTENDS Naturals
VARIABLE x
none == CHOOSE y \in {} : TRUE
Init == x = 0
Next == /\ x < 3
        /\ LET L(c, d) == d IN L(none, x) = x
        /\ LET M(a, b) == IF a THEN b ELSE x IN M(x > 5, none) = x
        /\ LET K(a) == a + 1 IN K(x) = x + 1
        /\ x' = x + 1
====
