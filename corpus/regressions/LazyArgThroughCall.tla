---- MODULE LazyArgThroughCall ----
\* Operator arguments are lazy (TLC's Tool.getOpContext): tla2ts evaluates one before the call
\* only where the body (or a definition it calls first) forces it first. G forces b first (IF's
\* condition), so F forces d first through G, but not c; H passes its d as G's a. `none` is a
\* zero-arity definition that raises, `two` one that cannot; R forces s for the first element of
\* DOMAIN two. Len and Assert (TLC's Java overrides) evaluate their arguments first: L forces s,
\* V forces a, not t or b. Every application below completes in TLC: none is never evaluated.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
none == CHOOSE y \in {} : TRUE
two == <<"a", "b">>
G(a, b) == IF b THEN a ELSE 0
F(c, d) == G(c, d)
H(c, d) == G(d, c)
R(s) == CHOOSE i \in DOMAIN two : two[i] = s
P(s, t) == IF R(s) = 1 THEN 0 ELSE t
L(s, t) == IF Len(s) = 1 THEN 0 ELSE t
V(a, b) == Assert(a, "unreachable") \/ b
Init == x = 0
Next == /\ x < 3
        /\ F(none, x > 5) = 0
        /\ H(x > 5, none) = 0
        /\ G(none, FALSE) = 0
        /\ P("a", none) = 0
        /\ L(<<x>>, none) = 0
        /\ V(x < 5, none) = TRUE
        /\ x' = x + 1
====
