---- MODULE MonolithConfig ----
\* A model file named MonolithConfig.tla is read as TLC's ModelConfig reads it
\* (util.MonolithSpecExtractor.config): the CONFIG section below whose name is the
\* model file's path as given without ".tla". TLC's test model Github1191. With TLC
\* 2026.04: `-config MonolithConfig.tla MonolithConfig.tla` in this folder gives 8
\* distinct states, 12 generated, depth 5, no error (exit 0); given as
\* `regressions/MonolithConfig.tla` from the parent folder no section matches, the
\* model is empty: "The configuration file did not specify the initial state
\* predicate." (exit 151).
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == \/ x < 3 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 1 /\ y' = y + 1 /\ UNCHANGED x
        \/ x = 3 /\ y = 1 /\ UNCHANGED <<x, y>>
Spec == Init /\ [][Next]_<<x, y>> /\ WF_<<x, y>>(Next)
Done == <>(x = 3)
Small == x + y < 5
====
---- CONFIG Other ----
INIT Init
NEXT Next
INVARIANT FALSE
====
----- CONFIG MonolithConfig -----
SPECIFICATION Spec
INVARIANT Small
PROPERTY Done
=======
