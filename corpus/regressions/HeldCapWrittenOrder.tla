---- MODULE HeldCapWrittenOrder ----
\* The literal {"b", "a"} receives cap and walks its elements as written: x.member("b") first.
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = {"b", "a"} \cap x
        /\ y' = 1
====
