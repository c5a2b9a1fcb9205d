---- MODULE NonBooleanAssume ----
\* an ASSUME that is an integer: EC.TLC_EXPECTED_VALUE after 'Evaluating assumption ... failed.'
EXTENDS Naturals
VARIABLE x
ASSUME 1 + 1
Init == x = 0
Next == x' = x
====
