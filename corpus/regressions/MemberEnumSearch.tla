---- MODULE MemberEnumSearch ----
\* A string looked up in a state's set of integers: TLC's normalised SetEnumValue.member is
\* ValueVec.search, a binary search asking "a".compareTo(elem[mid]) (end exclusive), so the
\* string words the error and meets 2 first; a RuntimeException, unexpected in Next, exit 75.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = {1, 2, 3}
Next == /\ x' = x
        /\ "a" \in x
====
