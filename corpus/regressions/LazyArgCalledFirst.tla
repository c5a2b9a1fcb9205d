---- MODULE LazyArgCalledFirst ----
\* Q's body calls R (which forces its own parameter first) with 3 before reading s: R(3) raises
\* (no element of DOMAIN two satisfies the predicate), so TLC reports that CHOOSE, never
\* evaluating Q's argument (a LazyValue), not the argument's division.
EXTENDS Naturals
VARIABLE x
two == <<1, 2>>
R(s) == CHOOSE i \in DOMAIN two : two[i] = s
Q(s) == R(3) + R(s)
Init == x = 0
Next == x' = Q(x \div 0)
====
