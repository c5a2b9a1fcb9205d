---------------------------- MODULE TraceOperator ----------------------------
(* TLCExt!Trace as TLC computes it (TLCExt.getTrace): the states from an      *)
(* initial state to the state a formula is evaluated in, as records of the    *)
(* variables. In an action and an ACTION_CONSTRAINT that state is the one     *)
(* being expanded; in an invariant it is the successor checked (the path to   *)
(* the state expanded, then it); for an initial state, that state alone.     *)
(* Expected (TLC): Inv violated at depth 5 (trace of 5 states, x = 0, 1, 2,   *)
(* 3, 4), 23 states generated, 18 distinct, 6 left on queue.                 *)
EXTENDS Naturals, Sequences, TLCExt

VARIABLES x, h

Init == x \in {0, 1} /\ h = 0

Next == /\ x < 6
        /\ \E d \in {1, 2} : x' = x + d
        /\ h' = Len(Trace) + 10 * Trace[1].x

ActionConstraint == Len(Trace) # 2 \/ x' # 3
Inv == Len(Trace) < 5 \/ Trace[Len(Trace)].x # x \/ Trace[1].x = 1
==============================================================================
