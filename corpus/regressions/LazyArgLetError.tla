---- MODULE LazyArgLetError ----
\* A LET operator's argument that raises is evaluated where the body uses it (a LazyValue):
\* the body's and the parameter's positions come before the argument's; with two failing
\* arguments, the one the body uses first reports.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = LET G(a, b) == b + a IN G(CHOOSE y \in {} : TRUE, x \div 0)
====
