---- MODULE FcnCtorBodyNext ----
EXTENDS Naturals
VARIABLE x, y
Init == x = 0 /\ y = 0
Next == /\ x < 3
        /\ x' = x + 1
        /\ y' = [i \in 1..2, j \in {"a", "b"} |-> IF x = 2 /\ j = "b" THEN i \div 0 ELSE i]
====
