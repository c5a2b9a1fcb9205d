------------------------- MODULE SvgModelValueTokens -------------------------
(***************************************************************************)
(* Layered layouts (SVG!NodesOfDirectedMultiGraph) of graphs whose        *)
(* vertices are model values TLCModelValue makes from string literals.    *)
(* The jar orders the vertices by Java hash codes built from the names'   *)
(* intern tokens, which tla2ts replays (compiler/analyse/tlcInterns.ts):  *)
(* a literal's contents come after every name SANY interned; x, n, Nat    *)
(* and Init keep the tokens their first use in a module gave them; c is   *)
(* the cfg's. Printed sets of these values show TLC's token order too.    *)
(* SvgModelValueTokens.out is what TLC printed.                           *)
(***************************************************************************)
EXTENDS Naturals, TLC, TLCExt, SVG
CONSTANT C
MV(s) == TLCModelValue(s)
G1 == <<{MV("ant"), MV("bee"), MV("cat"), MV("dog"), MV("eel")},
        {<<MV("ant"), MV("bee")>>, <<MV("ant"), MV("cat")>>, <<MV("bee"), MV("dog")>>, <<MV("cat"), MV("dog")>>, <<MV("ant"), MV("eel")>>}>>
G2 == <<{MV("x"), MV("n"), MV("Nat"), MV("Init"), MV("p1"), MV("zz")},
        {<<MV("x"), MV("n")>>, <<MV("x"), MV("Nat")>>, <<MV("n"), MV("Init")>>, <<MV("Nat"), MV("p1")>>, <<MV("Init"), MV("zz")>>, <<MV("p1"), MV("zz")>>}>>
G3 == <<{MV("ant"), C, MV("m1"), MV("m2")}, {<<C, MV("ant")>>, <<C, MV("m1")>>, <<MV("m1"), MV("m2")>>, <<MV("ant"), MV("m2")>>}>>
Lay(g, layering) ==
  NodesOfDirectedMultiGraph(g[1], g[2], [algo |-> "Sugiyama", layering |-> layering, view_width |-> 600, view_height |-> 400, node_width |-> 20, node_height |-> 10])
ASSUME PrintT(<<"G1 LONGEST_PATH", Lay(G1, "LONGEST_PATH")>>)
ASSUME PrintT(<<"G1 NETWORK_SIMPLEX", Lay(G1, "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G2 TOP_DOWN", Lay(G2, "TOP_DOWN")>>)
ASSUME PrintT(<<"G2 LONGEST_PATH", Lay(G2, "LONGEST_PATH")>>)
ASSUME PrintT(<<"G2 COFFMAN_GRAHAM", Lay(G2, "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G3 LONGEST_PATH", Lay(G3, "LONGEST_PATH")>>)
ASSUME PrintT(<<"G3 NETWORK_SIMPLEX", Lay(G3, "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"vertex order", G1[1], G2[1], G3[1]>>)
=============================================================================
