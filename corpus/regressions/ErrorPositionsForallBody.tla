---- MODULE ErrorPositionsForallBody ----
\* A bounded \A walked in an action before every variable is assigned: TLC's getNextStates
\* (BoundedForall) walks each instance of the body as conjuncts, whose positions stay on the
\* call stack while the later parts run (here x' = y' reading y' unassigned): the body and its
\* conjuncts once per element; the same body twice in a row prints once (CallStack.toString).
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
A == /\ \A k \in {1, 2} : (k > 0)
     /\ \A k \in {1, 2, 3} : k > 0 /\ k < 5
     /\ \A k \in {} : k > 0
     /\ x' = y'
     /\ y' = 1
Next == A
====
