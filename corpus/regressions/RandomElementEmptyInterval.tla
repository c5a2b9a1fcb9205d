---- MODULE RandomElementEmptyInterval ----
\* RandomElement of an empty interval: IntervalValue.randomElement's failure inside the override, wrapped.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME RandomElement(1..0) = 1
Init == x = 0
Next == x' = x
====
