---- MODULE FingerprintSubsetNat ----
\* Nat's EvalException raised through a set literal's \subseteq in Next: TLC's replay turns it
\* into a FingerprintException, so TLC exits 75, not the 255 of the EvalException alone
\* (MemberWrongKindNext).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x /\ ({"a"} \subseteq Nat)
====
