---- MODULE HeldOperatorSetMapMember ----
\* An operator's set map is built afresh at each call, held unnormalised: membership walks it with equals.
EXTENDS Naturals
VARIABLES x, y
Doubles(n) == {2*i : i \in 1..n}
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = IF "a" \in Doubles(40) THEN 1 ELSE 2
====
