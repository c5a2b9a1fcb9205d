---- MODULE MemberWrongKindNext ----
\* A string checked against Nat while computing successors: TLC's Nat.member raises an
\* EvalException (TLC_MODULE_CHECK_MEMBER_OF), "is an element of Nat.", exit 255.
\* TLC: error after 2 distinct / 2 generated states, depth 2 (docs/semantics.md, sweep4).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x /\ (x = 0 \/ "g" \in Nat)
====
