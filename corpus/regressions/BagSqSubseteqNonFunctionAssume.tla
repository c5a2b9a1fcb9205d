---- MODULE BagSqSubseteqNonFunctionAssume ----
\* [a |-> 1] \sqsubseteq 1: EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME [a |-> 1] \sqsubseteq 1
Init == x = 0
Next == x' = x
====
