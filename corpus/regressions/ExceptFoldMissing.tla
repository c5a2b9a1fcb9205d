-------------------------- MODULE ExceptFoldMissing --------------------------
(* The EXCEPT's path is not in the record: TLC warns that the EXCEPT was       *)
(* applied to a non-existing field, leaves the record as it is, and the read   *)
(* of the field then fails. The folded read must do the same.                  *)
(* Expected (TLC): the warning, then error "Attempted to select nonexistent     *)
(* field "state" from the record [other |-> 1]"; 2 distinct states, 2          *)
(* generated, depth 2.                                                         *)
EXTENDS Naturals

VARIABLE x

State(t) == t.status.state

Init == x = 0
Next == \E t \in {[status |-> [state |-> "a"]], [status |-> [other |-> 1]]} :
          LET t2 == [t EXCEPT !.status.state = "b"]
          IN /\ State(t2) = "b"
             /\ x' = x + 1
==============================================================================
