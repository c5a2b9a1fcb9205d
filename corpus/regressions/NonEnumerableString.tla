---- MODULE NonEnumerableString ----
\* \A over STRING in an invariant: TLC's generic non-enumerable bound wording ("a", the set and
\* a '.', then the bound's location); Int in an \E under the same invariant is never reached.
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => \A y \in STRING : y # "a"
====
