---- MODULE HeldCupStateReceiver ----
\* x (a state value: normalised, no source) cups {"a"}: a binary search asking "a".compareTo(2); nested positions, no fingerprint.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x \cup {"a"}
        /\ y' = 1
====
