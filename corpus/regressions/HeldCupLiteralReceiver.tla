---- MODULE HeldCupLiteralReceiver ----
\* TLC holds the literal {"a"} unnormalised: its cup walks x asking {"a"}.member(1), a linear equals: "check equality of string".
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = {"a"} \cup x
        /\ y' = 1
====
