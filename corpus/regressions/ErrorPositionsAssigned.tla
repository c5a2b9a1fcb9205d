------------------------ MODULE ErrorPositionsAssigned ------------------------
(* TLC's call stack while computing successors (Tool.getNextStates is         *)
(* continuation-style): a conjunct walked before every variable is assigned   *)
(* stays on the stack while the later conjuncts are walked, guard (x' > 0)    *)
(* and assignment alike; UNCHANGED pushes the name, the definition's body, the*)
(* tuple's elements and each stays. Once every variable is assigned, the rest *)
(* is evaluated as values (getNextStatesAllAssigned): a guard that holds      *)
(* (x' >= 1) is off the stack again when the Assert fails.                    *)
(* Expected (TLC): ErrorPositionsAssigned.out; exit 14.                       *)
EXTENDS Naturals, TLC
VARIABLES x, y, z
vyz == <<y, z>>
Init == x = 0 /\ y = 0 /\ z = 0
Next == /\ x' = x + 1
        /\ x' > 0
        /\ UNCHANGED vyz
        /\ x' >= 1
        /\ Assert(x > 0, "boom")
==============================================================================
