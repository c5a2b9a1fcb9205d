-------------------------- MODULE TraceInConstraint --------------------------
(* TLCExt!Trace in a CONSTRAINT on a successor: the path to the state being   *)
(* expanded, then the successor (TLC's TLCExt.getTrace for a state not yet   *)
(* written to its trace file). (When an action of the same state also        *)
(* evaluates Trace, TLC's IdThread current state is left at another state of *)
(* the replayed path and TLC's value differs: not modelled.)                 *)
(* Expected (TLC): no error, 5 distinct states, 12 generated, depth 3.        *)
EXTENDS Naturals, Sequences, TLCExt

VARIABLES x

Init == x \in {0, 1}

Next == x < 8 /\ \E d \in {1, 2} : x' = x + d

Constraint == Len(Trace) <= 4 /\ Trace[1].x + Len(Trace) # 4
==============================================================================
