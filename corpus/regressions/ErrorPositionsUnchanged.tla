------------------------ MODULE ErrorPositionsUnchanged -----------------------
(* UNCHANGED through a parameter: TLC's getVar follows a parameter given a    *)
(* variable, so U(y) leaves only the parameter's name on the stack; given a   *)
(* tuple, the parameter, the tuple and its element stay. Inside an \E the     *)
(* body's parts follow the same rule: once all is assigned, i > 0 is          *)
(* evaluated and gone from the stack when the Assert fails.                   *)
(* Expected (TLC): ErrorPositionsUnchanged.out; exit 14.                      *)
EXTENDS Naturals, TLC
VARIABLES x, y, z
U(v) == UNCHANGED v
Init == x = 0 /\ y = 0 /\ z = 0
Next == /\ x' = x + 1
        /\ U(y)
        /\ \E i \in {1, 2} : /\ U(<<z>>)
                             /\ i > 0
                             /\ Assert(i > 1, "boom")
==============================================================================
