---- MODULE ErrorPositionsLazyRecursive ----
\* A recursive definition given a failing argument that only the deepest call uses: TLC passes
\* its LazyValue down (Tool.getOpContext), so the positions list every level's body and call,
\* the parameter's uses, then the argument; exit 75.
EXTENDS Naturals
VARIABLE x
RECURSIVE F(_, _)
F(n, m) == IF n = 0 THEN m ELSE F(n - 1, m)
Init == x = 0
Next == x' = F(2, CHOOSE y \in {} : TRUE)
====
