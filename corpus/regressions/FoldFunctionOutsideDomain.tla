---- MODULE FoldFunctionOutsideDomain ----
\* FoldFunctionOnSet over an index outside the function's domain: the failing f[i] happens inside
\* TLC's Java override, which wraps it ("Attempted to apply the operator overridden by ...").
EXTENDS Naturals, Functions
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == x = 0 \/ FoldFunctionOnSet(+, 0, <<1>>, {1, 2}) = 0
====
