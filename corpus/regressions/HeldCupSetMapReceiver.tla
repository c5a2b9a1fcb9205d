---- MODULE HeldCupSetMapReceiver ----
\* A set map is held as built: its cup asks member("a") by equals, "check equality of integer 2".
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = {2*i : i \in x} \cup {"a"}
        /\ y' = 1
====
