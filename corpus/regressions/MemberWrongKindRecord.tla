---- MODULE MemberWrongKindRecord ----
\* A non-empty tuple checked against a set of records is SetOfRcdsValue's error, not
\* FALSE (toRcd of a tuple is a record only when the tuple is empty); the set prints as
\* TLC's SetOfRcdsValue.toString, "[a: Nat, b: {1}]". TLC: invariant evaluation fails in
\* state 2, 2 distinct / 2 generated, depth 2, exit 76 (docs/semantics.md, sweep4).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Inv == x = 0 \/ <<x, 1>> \in [a : Nat, b : {1}]
====
