---- MODULE EnabledImplicitSubstMid ----
VARIABLE w
\* No WITH: the leaf's w is this module's w (an implicit w <- w).
Super == INSTANCE EnabledImplicitSubstLeaf
Nx == Super!A
Spec == w = 0 /\ [][Nx]_w /\ WF_w(Nx)
====
