---- MODULE BagToSetNonFunctionAssume ----
\* BagToSet(1): the override's toFcnRcd() is null, EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE
EXTENDS Naturals, Bags, TLC
VARIABLE x
ASSUME BagToSet(1) # {}
Init == x = 0
Next == x' = x
====
