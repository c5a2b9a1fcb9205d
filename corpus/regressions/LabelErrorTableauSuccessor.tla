---- MODULE LabelErrorTableauSuccessor ----
\* A tableau predicate (P of P ~> Q) failing on x = 2: TLC's TableauLiveChecker.addNextState evaluates a tableau
\* node's state predicates on the SUCCESSORS of the state expanded, so the error comes while x = 1 is expanded: the
\* behaviour ends at x = 1, 3 states generated (a []<> predicate fails on x = 2's own expansion: LabelErrorStateDiv).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Half(a) == 6 \div (2 - a)
Prop == (Half(x) > 0) ~> (x = 7)
====
