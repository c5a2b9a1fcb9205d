------------------------ MODULE NestedModuleVariables ------------------------
(* A submodule sees the constants, variables and definitions its enclosing    *)
(* module declared before it; they are not its parameters, so INSTANCE Step  *)
(* substitutes nothing for them. (SwarmKit's User, Orchestrator, ... modules.) *)
(* Expected (TLC): no error, 4 distinct states, 5 generated, depth 4.          *)
EXTENDS Naturals

CONSTANT Limit
VARIABLE x

Below == x < Limit

------------------------------ MODULE Step -----------------------------------
Inc == Below /\ x' = x + 1
Reset == x = Limit /\ x' = 0
==============================================================================

INSTANCE Step

Init == x = 0
Next == Inc \/ Reset
TypeOK == x \in 0..Limit
==============================================================================
