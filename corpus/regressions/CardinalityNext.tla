---- MODULE CardinalityNext ----
\* Cardinality of Nat in Next: FiniteSets' EvalException (EC.TLC_MODULE_COMPUTING_CARDINALITY),
\* so the error exits with 255, not a RuntimeException's 75.
EXTENDS Naturals, FiniteSets
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => Cardinality(Nat) = 1
====
