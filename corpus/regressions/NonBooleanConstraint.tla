---- MODULE NonBooleanConstraint ----
\* a CONSTRAINT that is an integer: EC.TLC_EXPECTED_VALUE, TLC's call stack empty
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1
Con == IF x < 2 THEN TRUE ELSE x
====
