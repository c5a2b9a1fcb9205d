---- MODULE HeldCupMember ----
\* A cup result is held unnormalised: membership walks 1, 2, 3 with equals.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = IF "a" \in (x \cup {3}) THEN 1 ELSE 2
====
