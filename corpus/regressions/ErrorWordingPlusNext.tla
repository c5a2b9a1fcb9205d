---- MODULE ErrorWordingPlusNext ----
\* A string added in Next (Naturals only): TLC's Java override Naturals.Plus(IntValue, IntValue)
\* cannot cast the StringValue: the override's failure, a RuntimeException (exit 75, not 255).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => x + "a" = 2
====
