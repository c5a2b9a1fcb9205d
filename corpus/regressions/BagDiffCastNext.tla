---- MODULE BagDiffCastNext ----
\* [a |-> 1] (-) [a |-> "x"] in Next: the wrapped ClassCastException is a RuntimeException (exit 75), unlike a NullPointerException (BagInNonFunctionNext)
EXTENDS Naturals, Bags, TLC
VARIABLE x
Init == x = 0
Next == /\ x < 2
        /\ x' = x + 1
        /\ x = 1 => ([a |-> 1] (-) [a |-> "x"]) # 1
====
