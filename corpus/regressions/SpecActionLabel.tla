---- MODULE SpecActionLabel ----
\* A SPECIFICATION's [][A]_v whose A is no definition's name: TLC labels its steps <Action ...>,
\* not by the definition that holds the [][A]_v (Spec); a part that applies a definition (N) by that name.
EXTENDS Naturals
VARIABLE x
Init == x = 0
N == x' = x + 2
Spec == Init /\ [][x' = x + 1 \/ N]_x
Inv == x < 3
====
