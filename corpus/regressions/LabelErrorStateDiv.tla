---- MODULE LabelErrorStateDiv ----
\* A property's state predicate failing while TLC labels the behaviour graph during the search (x = 2:
\* 6 \div 0): the positions first (from the predicate under []<>), then the EvalException's own words,
\* the behaviour up to the state whose node was labelled, the counts and the outdegree line; exit 255.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Half(a) == 6 \div (2 - a)
Prop == []<>(Half(x) > 0)
====
