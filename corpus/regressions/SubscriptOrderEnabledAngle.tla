---- MODULE SubscriptOrderEnabledAngle ----
\* ENABLED <<A>>_v: the current value (the Init literal {}) asked first: TLC's FingerprintException
VARIABLE x
Init == x = {}
Grow == x' = [val |-> 1]
Inv == ENABLED <<Grow>>_x
Next == Grow \/ UNCHANGED x
====
