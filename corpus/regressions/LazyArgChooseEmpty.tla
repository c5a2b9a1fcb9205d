---- MODULE LazyArgChooseEmpty ----
\* CHOOSE over the DOMAIN of an empty tuple raises before its predicate reads the parameter:
\* TLC reports the CHOOSE (s, a LazyValue, is never evaluated), not the argument's division.
EXTENDS Naturals
VARIABLE x
empty == <<>>
Rank(s) == CHOOSE i \in DOMAIN empty : empty[i] = s
Init == x = 0
Next == x' = Rank(x \div 0)
====
