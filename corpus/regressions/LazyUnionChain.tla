--------------------------- MODULE LazyUnionChain ---------------------------
(* x' = x \cup {...} on a lazy x (SUBSET {1, 2} is not an enumerated set)   *)
(* is a lazy union whose left operand is the previous state's union: a     *)
(* chain one step longer per state. Its elements come from the operands'   *)
(* cached expansions, not by walking the chain at every state.             *)
(* Expected (TLC): no error, 2001 distinct states, 2001 generated,         *)
(* depth 2001.                                                             *)
EXTENDS Naturals, FiniteSets
VARIABLES x, i
Init == /\ x = SUBSET {1, 2}
        /\ i = 0
Next == /\ i < 2000
        /\ i' = i + 1
        /\ x' = x \cup {{i + 10}}
Inv == Cardinality(x) = i + 4
=============================================================================
