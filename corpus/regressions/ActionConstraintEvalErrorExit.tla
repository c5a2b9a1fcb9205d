---- MODULE ActionConstraintEvalErrorExit ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
ACons == 1 \div (x' - 2) # 7
====
