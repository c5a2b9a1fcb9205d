---- MODULE FcnCtorBodyInit ----
EXTENDS Naturals
CONSTANT Keys
VARIABLE x
NoVal == CHOOSE v : v \notin Keys
Init == x = [k \in Keys |-> NoVal]
Next == UNCHANGED x
====
