---- MODULE NonBooleanIf ----
\* IF 1 THEN ..: the value's kind in TLC's words and the IF's location
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => IF 1 THEN TRUE ELSE FALSE
====
