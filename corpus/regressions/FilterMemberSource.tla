---- MODULE FilterMemberSource ----
\* A filter over a normalised set is normalised: a binary search; the filter value is a fingerprint frame.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x
        /\ y' = IF "a" \in {i \in x : i > 0} THEN 1 ELSE 2
====
