---- MODULE HeldCupCompareError ----
\* (x \ {e}) \cup {"a"}: {2}.cup({"a"}) asks {2}.member("a"), "a".compareTo(2); x \ {e} (the receiver) is a fingerprint frame.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == \/ y < 2 /\ y' = y + 1 /\ x' = x
        \/ y = 2 /\ \E e \in x : /\ y' = y
                                 /\ x' = (x \ {e}) \cup {"a"}
====
