---- MODULE MemberWrongKindProduct ----
\* A record checked against a Cartesian product is SetOfTuplesValue's error, not FALSE
\* (a function on integers other than 1..n would be FALSE); the product prints as TLC's
\* SetOfTuplesValue.toString, "(Nat \X {2})". TLC: invariant evaluation fails in state 2,
\* 2 distinct / 2 generated, depth 2, exit 76 (docs/semantics.md, sweep4).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x
Inv == /\ [i \in 2..3 |-> x] \notin Nat \X {2}
       /\ (x = 0 \/ [a |-> x] \in Nat \X {2})
====
