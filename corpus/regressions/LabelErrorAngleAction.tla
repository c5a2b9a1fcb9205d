---- MODULE LabelErrorAngleAction ----
\* A property's <<A>>_v failing while TLC labels the first state's steps during the search: TLC's LNAction
\* evaluates A (after v: the step changes x), so the positions start at A, not at <<A>>_v; a RuntimeException (CHOOSE without
\* witness) printed in doNextFailed's frame after them.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Pick == CHOOSE v \in {} : v = x'
Prop == []<><<x' = Pick>>_x
====
