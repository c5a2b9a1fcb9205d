---------------------------- MODULE S5_6_Symmetry ----------------------------
(* LIVENESS.md §5.6 (after TLC's test-model/symmetry/SymmetryLiveness3.tla),
   TLC's verdicts with S = {a, b}: Stable violated by a lasso in which x keeps
   switching between a and b (4 states: x in S, y in 0..1). With SYMMETRY Perms:
   the "symmetry during liveness checking is dangerous" warning, then "No error
   has been found" (2 distinct states: the cycle is hidden). *)
EXTENDS Naturals, TLC
CONSTANT S
Other(n) == CHOOSE v \in S \ {n} : TRUE
VARIABLES x, y
vars == <<x, y>>
Next == \/ y = 0 /\ y' = 1 /\ x' = x
        \/ y = 1 /\ y' = 0 /\ x' \in {x, Other(x)}
Spec == x \in S /\ y = 0 /\ [][Next]_vars /\ WF_vars(Next)
Stable == <>[][x' = x]_vars
Perms == Permutations(S)
=============================================================================
