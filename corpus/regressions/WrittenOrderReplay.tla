---- MODULE WrittenOrderReplay ----
(* The replay that finds an error's nested positions matches the trace's      *)
(* states by their values: a record the replay builds in written order (a, z) *)
(* is the state the checker stored normalised (z, a). Difftest seeds 200930,  *)
(* 200955, 201015 lost their positions when the key printed written order.   *)
EXTENDS Naturals
VARIABLES r, t
Sum(x) == x.z + x.a
Init == r = [a |-> 1, z |-> 2] /\ t = 0
Next == /\ t < 2
        /\ IF t = 1 THEN r' = t' ELSE r' = r
        /\ t' = t + 1
====
