---- MODULE InitialStateErrorProgress ----
\* An invariant failing to evaluate on the 9th initial state: TLC prints "Computed n initial
\* states..." (before the 3rd, 5th and 9th state) while computing them, and again in its replay
\* of Init (doInit with a CallStackTool counts from 0 again), before the positions.
EXTENDS Naturals, Sequences
VARIABLE x
Init == x \in 1..12
Next == x' = x
Inv == x < 9 \/ Head(<<>>) = 1
====
