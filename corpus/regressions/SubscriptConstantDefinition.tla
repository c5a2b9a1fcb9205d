---- MODULE SubscriptConstantDefinition ----
\* [][Next]_<<K, x>> with K a constant definition: TLC's SubscriptCollector finds K's value, computed at
\* start-up, and ignores it (no "could not determine" warning); a literal in its place would warn.
EXTENDS Naturals
VARIABLE x
K == 1
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_<<K, x>>
====
