---- MODULE EnumerateCapAssume ----
\* \E over Nat \cap Int in an ASSUME: SetCapValue's enumeration error naming both sets
EXTENDS Naturals, Integers, FiniteSets, TLC
VARIABLE x
ASSUME \E y \in Nat \cap Int : y = 0
Init == x = 0
Next == x' = x
====
