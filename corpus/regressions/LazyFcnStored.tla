---------------------------- MODULE LazyFcnStored ----------------------------
(* A lazy function (q, first used as q[1]) stored in a state must be built:  *)
(* TLC fingerprints the state, which evaluates q[0] = 12 \div 0 and fails    *)
(* with "TLC was unable to fingerprint".                                     *)
(* Expected (TLC): the error, 1 distinct state, 1 generated, depth 1.       *)
EXTENDS Naturals
VARIABLE x
Init == x = <<>>
Next == LET q == [k \in 0..3 |-> 12 \div k]
        IN  q[1] = 12 /\ x' = q
==============================================================================
