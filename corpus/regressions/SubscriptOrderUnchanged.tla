---- MODULE SubscriptOrderUnchanged ----
\* TLC's processUnchanged asks the current value: v0.equals(v1) (the set is the receiver)
VARIABLE x
Init == x = {}
Grow == x' = [val |-> 1]

Next == Grow /\ UNCHANGED x
====
