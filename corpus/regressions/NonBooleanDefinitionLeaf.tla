---- MODULE NonBooleanDefinitionLeaf ----
\* definitions whose bodies are values, walked as actions: TLC names the body, not the application
EXTENDS Naturals
VARIABLE x
G == x + 1
H(a) == {a}
Init == x = 0
Next == /\ x < 3
        /\ IF x = 2 THEN H(x) ELSE G = x + 1
        /\ x' = x + 1
====
