---- MODULE LabelErrorRecursion ----
\* A recursion that never ends in a []<> predicate, labelled during the search: TLC's doNextCheckLiveness
\* catches only EvalException/TLCRuntimeException, so its StackOverflowError reaches doNextFailed as is:
\* TLC's stack-overflow text, no positions, no outdegree line, exit 255.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
RECURSIVE R(_)
R(n) == IF n = 0 THEN 0 ELSE R(n + 1)
Prop == []<>(R(x) = 0)
====
