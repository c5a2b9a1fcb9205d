---- MODULE HeldDiffLiteralOperand ----
\* x.diff({"a"}) asks the literal member(1): a linear equals walk, "check equality of string".
EXTENDS Naturals
VARIABLES x, y
Init == x = {1, 2} /\ y = 0
Next == /\ y = 0
        /\ x' = x \ {"a"}
        /\ y' = 1
====
