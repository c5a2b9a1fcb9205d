---- MODULE ErrorPositionsLazyValueCall ----
\* A definition called as a value with a failing argument: TLC's argument is a LazyValue, so the
\* positions list the application, the body, the nested call and its body, the parameter's use,
\* then the argument (the CHOOSE), exit 75.
EXTENDS Naturals
VARIABLE x
Twice(a) == a + a
G(a) == Twice(a) + 1
Init == x = 0
Next == x' = G(CHOOSE y \in {} : TRUE)
====
