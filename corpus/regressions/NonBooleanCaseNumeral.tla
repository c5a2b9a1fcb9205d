---- MODULE NonBooleanCaseNumeral ----
\* a CASE guard written 1: SANY's NumeralNode prints its image, not its location
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => CASE x = 2 -> TRUE [] 1 -> FALSE [] OTHER -> TRUE
====
