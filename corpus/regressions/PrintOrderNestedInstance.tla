---- MODULE PrintOrderNestedInstance ----
\* The order TLC prints a state's variables in (docs/semantics.md, sweep5): SANY's root symbol
\* table holds M!C!D1 ... M!C!D250 for the instance C inside the instance M, so it has more than
\* 287 symbols and 767 buckets: TLC prints msgs, maxVBal, maxBal, maxVal (383 buckets would give
\* maxVal, maxVBal, msgs, maxBal). TLC: Inv violated, 2 distinct, 2 generated, depth 2 (exit 12).
EXTENDS Naturals
VARIABLES maxBal, maxVBal, maxVal, msgs
M == INSTANCE PrintOrderNestedMid
Init == maxBal = 0 /\ maxVBal = 1 /\ maxVal = 2 /\ msgs = M!Two
Next == maxBal' = maxBal + 1 /\ UNCHANGED <<maxVBal, maxVal, msgs>>
Inv == maxBal < 1
====
