-------------------------- MODULE CompositionCounts --------------------------
(* TLC (-Dtlc2.tool.impl.Tool.cdot=true) counts the intermediate states of    *)
(* A \cdot B as generated: A's successors are collected, their number is      *)
(* added to "states generated", then B runs from each (Tool.getNextStates,    *)
(* OPCODE_cdot, incrementStatesGenerated). Only a composition that hands its  *)
(* successors to the checker counts: the intermediate states of a composition *)
(* nested inside another are not. An intermediate state whose B is disabled  *)
(* still counts, and still keeps its state from being a deadlock.             *)
(* Found on FiniteMonotonic-MCReplicatedLog (11,617 generated, TLC 17,425).   *)
(* Expected (TLC): no error, 20 distinct states, 171 generated, depth 5.      *)
EXTENDS Naturals

VARIABLES x, y

Init == x = 0 /\ y = 0

A == x < 4 /\ x' \in {x + 1, x + 2} /\ y' = y
B == y' \in {y, y + 1} /\ x' = x
Stay == x' = x /\ y' = y
Stuck == x > 100 /\ Stay

Next == \/ (A \cdot B) \cdot Stay
        \/ A \cdot (B \cdot Stay)
        \/ (A \cdot B) /\ (Stay \cdot Stay)
        \/ A \cdot Stuck
        \/ x >= 4 /\ (Stay \cdot Stuck)
==============================================================================
