---- MODULE ActionPropertyEvalError ----
\* an action property failing with an EvalException: positions from [A]_v down, exit 255
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ x < 3
P == [][x' > x /\ x \div 0 = 1]_x
====
