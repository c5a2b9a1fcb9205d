---- MODULE CausalOrderHashMap ----
\* TLC's CausalOrder override (tlc2.overrides.VectorClocks): lines the clocks leave concurrent
\* come in the order of a Java HashMap of the nodes (filled by computeIfAbsent: colliding nodes
\* last added first), at most one line per node and pass. Its order depends on TLC's -fp (here 0).
EXTENDS Naturals, Sequences, TLC, VectorClocks
L(n, vc) == [node |-> n, vc |-> vc]
Ord(log) == CausalOrder(log, LAMBDA l : l.vc, LAMBDA l : l.node, LAMBDA vc : DOMAIN vc)
\* five nodes, all lines concurrent: the order is the walk over the nodes
Conc == << L(0, 0 :> 1), L(1, 1 :> 1), L(2, 2 :> 1), L(3, 3 :> 1), L(4, 4 :> 1),
           L(0, 0 :> 2), L(1, 1 :> 2), L(4, 4 :> 2) >>
\* string nodes, clocks as records
SConc == << L("b", [b |-> 1]), L("a", [a |-> 1]), L("c", [c |-> 1]), L("a", [a |-> 2, c |-> 1]),
            L("zz", [zz |-> 1]), L("q", [q |-> 1]), L("b", [b |-> 2, a |-> 2]) >>
\* a message chain: c sends to a sends to b
Chain == << L("b", [b |-> 1, a |-> 1]), L("a", [a |-> 1, c |-> 1]), L("c", [c |-> 1]) >>
\* lines of one node out of order
Own == << L(1, 1 :> 3), L(1, 1 :> 1), L(2, 2 :> 1 @@ 1 :> 2), L(1, 1 :> 2) >>
ASSUME PrintT(Ord(Conc))
ASSUME PrintT(Ord(SConc))
ASSUME PrintT(Ord(Chain))
ASSUME PrintT(Ord(Own))
ASSUME PrintT(Ord(<< L(7, 7 :> 1) >>))
====
