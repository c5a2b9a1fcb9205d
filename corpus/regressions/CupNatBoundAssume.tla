---- MODULE CupNatBoundAssume ----
\* \E over Nat \cup {1}: SetCupValue({1}, Nat) (the Reducible operand first) names both operands
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME \E y \in Nat \cup {1} : y = 1
Init == x = 0
Next == x' = x
====
