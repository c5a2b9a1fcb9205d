---- MODULE RandomElementEmpty ----
\* RandomElement of an empty set (a record set with an empty field set): Java's array index failure inside the override, wrapped.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME RandomElement([a : {1}, b : {}]) = 1
Init == x = 0
Next == x' = x
====
