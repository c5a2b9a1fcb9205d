---- MODULE MemberLiteralLinear ----
\* Membership in a set literal written in place: TLC's fresh SetEnumValue is not normalised, so
\* member() asks each element in written order `ei.equals(v)` (ValueVec.search): {1, "a"} is no
\* error and holds 1; {x, 2} (not constant) walks x first; an element of another kind than v
\* words the error ("Attempted to check equality of record: ... with non-record"), exit 76.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == /\ 1 \in {1, "a"}
       /\ "a" \in {"a", 1}
       /\ x \in {x, "b"}
       /\ 3 \notin {x, 4}
       /\ x = 1 => 1 \in {[a |-> 1]}
====
