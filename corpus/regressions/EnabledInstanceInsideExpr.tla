---- MODULE EnabledInstanceInsideExpr ----
\* Like EnabledInstanceInside, but the WITH replaces the VARIABLE by an expression, not a definition
\* (a refinement mapping's `cache <- [i \in NODE |-> cache[i].state]`, GermanData's Abstract): the
\* INSTANCE is entered inside the fairness formula WF_I!vars(I!Inc), so TLC's ENABLED evaluates
\* x' = x + 1 as (y + 0)' = .. in an empty next state and fails on y (exit 255 at the first state
\* labelled). tla2ts read that ENABLED off the spec's successors and reported the deadlock instead.
EXTENDS Naturals
VARIABLE y
I == INSTANCE EnabledInstanceInsideExprM WITH x <- y + 0
Init == y = 0
Next == y < 2 /\ y' = y + 1
Spec == Init /\ [][Next]_y /\ WF_y(Next)
Prop == I!Spec /\ WF_I!vars(I!Inc)
====
