---------------------------- MODULE CoverageNeverEnabled ----------------------------
\* Coverage counts (TLC's -coverage, distinct:generated): Init 2:2; Inc 2:3 (1 was
\* found first by Init); Reset 0:3 (0 too); Jump 0:0, its guard being unreachable,
\* so coverage flags it as never enabled.
EXTENDS Naturals

VARIABLE x

Init == x \in {0, 1}

Inc == x < 3 /\ x' = x + 1

Reset == x > 0 /\ x' = 0

Jump == x > 5 /\ x' = 10

Next == Inc \/ Reset \/ Jump
=====================================================================================
