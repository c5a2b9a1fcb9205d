---- MODULE InstanceActionLabelsN ----
\* Instantiated by InstanceActionLabels (x substituted by the root's x).
VARIABLE x
Jump == x = 2 /\ x' = 10
====
