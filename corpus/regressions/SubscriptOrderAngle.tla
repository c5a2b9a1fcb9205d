---- MODULE SubscriptOrderAngle ----
\* <<A>>_v in Next: the current value compared with the next; no position of the subscript
VARIABLE x
Init == x = {}
Grow == x' = [val |-> 1]

Next == <<Grow>>_x
====
