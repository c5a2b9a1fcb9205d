---- MODULE NonBooleanDisjListNext ----
\* a bullet-list disjunct that is a set in Next: 'a formula in a disjunction', its location
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Cond == \/ x = 0
        \/ {x}
Next == x < 3 /\ x' = IF Cond THEN x + 1 ELSE 7
Inv == x \in Nat
====
