---------------------- MODULE PostconditionStuttering ----------------------
(***************************************************************************)
(* A behaviour that ends stuttering: CounterExample's last step goes from *)
(* the last state to itself with the action that reached it               *)
(* (PostconditionStuttering.out is TLC's output; exit 13).                *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt
VARIABLE x
Init == x = 0
Next == x < 1 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Prop == <>(x = 5)
Post == PrintT(CounterExample)
=============================================================================
