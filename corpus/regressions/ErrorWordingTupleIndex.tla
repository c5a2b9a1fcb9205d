---- MODULE ErrorWordingTupleIndex ----
\* a tuple literal applied to a string in Next: TupleValue.apply's 'non integral index', a FingerprintException ending at the tuple
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => <<1,2>>["a"] = x
====
