---- MODULE SubscriptOrderEnabledUnchanged ----
\* ENABLED's UNCHANGED asks the value the action gave (a record literal): FingerprintException
VARIABLE x
Init == x = {}
Grow == x' = [val |-> 1]
Inv == ENABLED (Grow /\ UNCHANGED x)
Next == Grow \/ UNCHANGED x
====
