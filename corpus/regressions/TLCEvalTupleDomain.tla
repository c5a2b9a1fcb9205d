---- MODULE TLCEvalTupleDomain ----
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = TLCEval(<<0, x>>)[x + 3]
====
