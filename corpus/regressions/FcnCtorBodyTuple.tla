---- MODULE FcnCtorBodyTuple ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == /\ x < 3
        /\ x' = x + 1
        /\ y' = [<<a, b>> \in {<<1, 2>>, <<2, 3>>}, c \in {x} |-> IF x = 2 THEN a + "s" ELSE b]
====
