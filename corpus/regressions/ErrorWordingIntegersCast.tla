---- MODULE ErrorWordingIntegersCast ----
\* With Integers loaded, Naturals' operators are tlc2.module.Integers' methods: `..` of a set
\* names Integers.DotDot returning IntervalValue and the SetEnumValue it could not cast; the
\* first argument that is not an integer is named (casts in order).
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => 1 .. {x} = {}
====
