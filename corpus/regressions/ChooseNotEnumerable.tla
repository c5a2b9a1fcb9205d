---- MODULE ChooseNotEnumerable ----
\* CHOOSE over Nat in Next: Tool's OPCODE_bc "S was not enumerable" with the CHOOSE's location.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => (CHOOSE y \in Nat : y > 2) = 3
====
