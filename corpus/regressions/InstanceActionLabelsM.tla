---- MODULE InstanceActionLabelsM ----
\* Instantiated by InstanceActionLabels with K substituted.
EXTENDS Naturals
CONSTANT K
VARIABLE x
Inc == x < K /\ x' = x + 1
Next == Inc
====
