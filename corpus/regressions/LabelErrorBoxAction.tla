---- MODULE LabelErrorBoxAction ----
\* <>[][B]_x failing on the step 1 -> 2 while TLC labels state x = 1: its LNAction evaluates [B]_x, so the
\* positions start there, not at the [][B]_x that names the atom.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
B == IF x' = 2 THEN 1 \div 0 = 0 ELSE TRUE
Prop == <>[][B]_x
====
