-------------------------- MODULE ErrorPositionsInit --------------------------
(* An error in Init: TLC prints the message with the failing expression's      *)
(* location (a.name, not the whole of P's body) and the nested positions from   *)
(* Init's body down through \E and P.                                          *)
(* Expected (TLC): ErrorPositionsInit.out; 0 distinct states, 0 generated,     *)
(* depth 0.                                                                    *)
EXTENDS Naturals
VARIABLES x, y
P(a) == a.name = "z"
Init == /\ x \in {[name |-> "a"], [nom |-> "b"]}
        /\ \E v \in {1, 2} : y = v /\ P(x)
Next == UNCHANGED <<x, y>>
==============================================================================
