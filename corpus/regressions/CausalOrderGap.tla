---- MODULE CausalOrderGap ----
\* TLC's CausalOrder takes a line's parent on host H at INDEX clock[H] - 1 of H's sorted lines:
\* a clock past H's last line is Java's IndexOutOfBoundsException inside the override.
EXTENDS Naturals, Sequences, VectorClocks
VARIABLE x
Log == << [node |-> "a", vc |-> [a |-> 1]], [node |-> "b", vc |-> [b |-> 1, a |-> 3]] >>
Init == x = 0
Next == x' = x + 1
Inv == x = 0 \/ Len(CausalOrder(Log, LAMBDA l : l.vc, LAMBDA l : l.node, LAMBDA vc : DOMAIN vc)) = 2
====
