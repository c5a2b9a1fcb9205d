------------------------ MODULE EmptyDomainMembership ------------------------
(* DOMAIN <<>> is the empty interval 1..0, and TLC answers FALSE when asked    *)
(* whether a non-integer is in an empty interval (a non-empty one is an        *)
(* error). SwarmKit's WorkerImpl asks it of task ids in its first step.        *)
(* Expected (TLC): no error, 4 distinct states, 5 generated, depth 3.          *)
EXTENDS TLC

VARIABLE f

Keys == {<<"a", 1>>, <<"b", 2>>}

Init == f = <<>>
Next == \E k \in Keys : /\ k \notin DOMAIN f
                        /\ f' = k :> 1 @@ f
==============================================================================
