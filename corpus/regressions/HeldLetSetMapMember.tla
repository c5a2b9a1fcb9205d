---- MODULE HeldLetSetMapMember ----
\* A LET definition's set map is held unnormalised: membership walks it with equals.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = LET S == {2*i : i \in x} IN IF "a" \in S THEN 1 ELSE 2
====
