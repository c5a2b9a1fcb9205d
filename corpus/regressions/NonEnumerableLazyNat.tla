---- MODULE NonEnumerableLazyNat ----
\* A function over Nat whose domain is enumerated (a set map over DOMAIN f) in an invariant:
\* TLC's non-Enumerable quantifier bound, Nat's own explanation, the bound's location in the
\* middle of the message (not a trailing '.').
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => {y : y \in DOMAIN [i \in Nat |-> i]} = {}
====
