---- MODULE InitialBehaviourAlias ----
\* An error in Next on an initial state: TLC prints the one-state behaviour without
\* ALIAS (its printTrace of an initial state without a successor).
EXTENDS Naturals
VARIABLE x
Init == x \in {0, 3}
Next == x' = x + 1 /\ x' = (1 \div (x % 3)) + x
Al == [doubled |-> 2 * x]
====
