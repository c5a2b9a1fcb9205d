---- MODULE MemberLiteralNext ----
\* Membership in set literals in Next: {1, "a"} is no error (TLC walks it unsorted, 1 first);
\* [a |-> x] \in {x, 2} fails on TLC's first element asked, IntValue.equals' words; the literal
\* has a source, so it is a FingerprintException ending with the literal's position (exit 75).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ 1 \in {1, "a"}
        /\ x \in {x, "b"}
        /\ x = 1 => [a |-> x] \in {x, 2}
====
