---- MODULE NonBooleanParenBullets ----
\* a bullet list opened inside parentheses in Next: TLC evaluates it as P /\ Q ('when Q was'), as we do
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = IF x = 1 THEN IF (/\ TRUE
                                   /\ 7) THEN 5 ELSE 6 ELSE x + 1
Inv == x \in Nat
====
