------------------------------ MODULE ViewSelfLoopOrder ------------------------------
(* VIEW and temporal properties: of several successors with the current state's     *)
(* view, the first generated labels the self-loop (TLC's SetOfStates keeps them in   *)
(* insertion order under one fingerprint; the edge is added once per fingerprint).  *)
(* Tick comes first in Next: the self-loop at x = 0 never takes Flip, Flip is always *)
(* enabled, so WF_y(Flip) forbids staying at x = 0 and <>(x = 1) holds. With Flip    *)
(* first (NextFlipFirst, ViewSelfLoopOrderFlipFirst.cfg) the self-loop takes Flip and *)
(* <>(x = 1) is violated by stuttering at x = 0. docs/semantics.md, "VIEW and        *)
(* temporal properties". Expected (TLC), per model: corpus/regressions/expected.json  *)
EXTENDS Naturals
VARIABLES x, y, z
vars == <<x, y, z>>
Init == x = 0 /\ y = 0 /\ z = 0
Tick == z' = 1 - z /\ UNCHANGED <<x, y>>
Flip == y' = 1 - y /\ UNCHANGED <<x, z>>
Up == x = 0 /\ x' = 1 /\ UNCHANGED <<y, z>>
Next == Tick \/ Flip \/ Up
NextFlipFirst == Flip \/ Tick \/ Up
Spec == Init /\ [][Next]_vars /\ WF_y(Flip)
SpecFlipFirst == Init /\ [][NextFlipFirst]_vars /\ WF_y(Flip)
Prop == <>(x = 1)
View == x
=======================================================================================
