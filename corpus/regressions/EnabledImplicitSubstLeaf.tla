---- MODULE EnabledImplicitSubstLeaf ----
EXTENDS Naturals
VARIABLE w
A == w' = 1 - w
====
