------------------------- MODULE OverridesInActions -------------------------
(***************************************************************************)
(* Overridden community operators used as conjuncts of actions: TLC does  *)
(* not descend into a Java override when it enumerates successors, so     *)
(* AreConnectedIn (defined as \E p \in Path(G), a quantifier over          *)
(* Seq(G.node)) is one boolean.  TLC: 4 distinct states, 8 generated,     *)
(* depth 4.                                                                *)
(***************************************************************************)
EXTENDS Naturals, Graphs, SequencesExt, FiniteSetsExt

G == [node |-> 1..4, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 4>>}]

VARIABLE x

Init == x = 1

Next == \/ /\ AreConnectedIn(x, x + 1, G)
           /\ x' = x + 1
        \/ /\ Contains(<<2, 4>>, x)
           /\ Quantify({1, 2, 3}, LAMBDA y : y < x) > 0
           /\ x' = 1
        \/ /\ x \in {1, 2}
           /\ SetToSeq({x, 3}) = <<x, 3>>
           /\ x' = x
=============================================================================
