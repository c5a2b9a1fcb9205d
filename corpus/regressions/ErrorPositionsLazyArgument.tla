---------------------- MODULE ErrorPositionsLazyArgument ---------------------
(* TLC binds an operator's argument to a lazy value (Tool.getOpContext),      *)
(* evaluated where the body first uses it: an error in the argument lists the *)
(* body (`var' = val`) and the parameter's use (`val`) before the argument.   *)
(* Gt(x + 1), walked before all is assigned, stays with its body; the         *)
(* assignment Assign(x, 1) too (difftest seed 200225).                        *)
(* Expected (TLC): ErrorPositionsLazyArgument.out; exit 75.                   *)
EXTENDS Naturals, TLC
VARIABLES x, y
Assign(var, val) == var' = val
Gt(val) == val > 0
Init == x = 0 /\ y = 0
Next == /\ Gt(x + 1)
        /\ Assign(x, 1)
        /\ Assign(y, CHOOSE i \in {1, 2} : i > 3)
==============================================================================
