---- MODULE EqualitySetOverriddenAssume ----
\* {} # Seq(Nat) in an ASSUME: SetEnumValue.equals refuses the UserValue
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
ASSUME {} # Seq(Nat)
Init == x = 0
Next == x' = x
====
