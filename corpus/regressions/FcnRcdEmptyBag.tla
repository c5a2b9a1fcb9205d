---- MODULE FcnRcdEmptyBag ----
(* The empty bag of messages [m \in {} |-> 0] (tlaplus/Examples' raft idiom)  *)
(* is TLC's FcnRcdValue with an empty domain array: net[m] is "not in the     *)
(* domain", not a tuple's "non integral index". Expected (TLC): the .out.    *)
EXTENDS Naturals, TLC
VARIABLES f, n
Init == f = [m \in {} |-> 0] /\ n = 0
Next == /\ n < 3
        /\ n' = n + 1
        /\ f' = f
        /\ n = 2 => f[[to |-> "a", tag |-> "ack"]] > 0
====
