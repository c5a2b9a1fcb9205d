---- MODULE NonBooleanEquivNext ----
\* P <=> Q with P a string in Next: TLC's one wording for either side
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF x = 1 THEN ("a" <=> TRUE) ELSE x + 1
Inv == x \in Nat
====
