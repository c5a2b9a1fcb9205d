-------------------------- MODULE CompositionSteps ---------------------------
(* How TLC (-Dtlc2.tool.impl.Tool.cdot=true) runs A \cdot B inside a larger   *)
(* action (Tool.getNextStates, OPCODE_cdot): A starts from an intermediate    *)
(* state in which the variables assigned before the composition hold their   *)
(* current values (TLCState.copyWith), so `x' = x + 1` in A is a test there;  *)
(* B starts from the partial state as it was before the composition. What     *)
(* follows the composition in the action runs twice: after A, reading        *)
(* (s, t), and after B, reading (t, u), where t is the intermediate state.    *)
(* Expected (TLC): no error, 10 distinct states, 25 generated, depth 4.       *)
EXTENDS Naturals

VARIABLES x, y

Init == x = 0 /\ y = 0

Grow == x' \in {x + 1, x + 2} /\ y' = y
Copy == y' = x /\ x' = x

Next == \/ x < 4 /\ (Grow \cdot Copy) /\ y' = x
        \/ x < 4 /\ x' = x + 10 /\ ((x' = x /\ y' = y + 1) \cdot (y' = y /\ x' = x + 10))
        \/ x < 4 /\ x' = x + 10 /\ ((x' = x + 1 /\ y' = y) \cdot (y' = y /\ x' = x + 9))
==============================================================================
