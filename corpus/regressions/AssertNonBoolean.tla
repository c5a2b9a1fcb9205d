---- MODULE AssertNonBoolean ----
\* Assert of a non-boolean fails as FALSE does: the override returns its argument only when it is TRUE.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME Assert(1, "not a boolean")
Init == x = 0
Next == x' = x
====
