---- MODULE HeldSetMapMember ----
\* Membership in a set map TLC holds as built: a linear equals walk, "check equality of integer 2" (not a compare with 42).
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = IF "a" \in {2*i : i \in 1..40} THEN 1 ELSE 2
====
