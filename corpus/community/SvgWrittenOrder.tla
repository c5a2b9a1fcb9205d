--------------------------- MODULE SvgWrittenOrder ---------------------------
(***************************************************************************)
(* Layered layouts (SVG!NodesOfDirectedMultiGraph, Sugiyama) of graphs     *)
(* whose vertex and edge sets are literals (and a set map) built inside an *)
(* operator with arguments, in an order that is not TLC's sorted one. TLC *)
(* keeps a SetEnumValue in the order it was built until something         *)
(* normalises it, and its override reads SetEnumValue.elems as they are,  *)
(* so the jgrapht edge ids, hence the layouts, follow the written order   *)
(* (docs/community-overrides.md, "The order the override reads").        *)
(* GN0 and MapN0 are zero-arity definitions: TLC normalises them at       *)
(* start-up, so they lay out as the sorted sets do. The random graphs are *)
(* made by a seeded script (random.seed(7)); SvgWrittenOrder.out is what   *)
(* TLC printed under -fp 0.                                                *)
(***************************************************************************)
EXTENDS Naturals, Sequences, TLC, TLCExt, SVG
Lay(V, E, layering) == NodesOfDirectedMultiGraph(V, E, [algo |-> "Sugiyama", layering |-> layering, view_width |-> 600, view_height |-> 400, node_width |-> 20, node_height |-> 10])
MV(s) == TLCModelValue(s)
N(a, b) == MV(a \o b)
(* The graph of SvgEdgeOrder.tla, its edges written out of order, laid out with GM("p"). *)
GM(p) == <<{N(p,"d"), N("q","a"), N("q","b"), N("r","a"), N("r","b"), N("r","c"), N("r","d"), N("r","e")},
           {<<N("r","a"),N("r","b")>>, <<N("r","a"),N("r","c")>>, <<N("r","b"),N("r","d")>>, <<N("r","c"),N("r","e")>>,
            <<N("q","a"),N("r","b")>>, <<N("q","b"),N("r","c")>>, <<N(p,"d"),N("r","e")>>}>>
G0(x) == <<{x + 3, x + 5, x + 2, x + 0, x + 4, x + 1}, {<<x + 0, x + 4>>, <<x + 2, x + 4>>, <<x + 3, x + 5>>, <<x + 0, x + 1>>, <<x + 0, x + 3>>, <<x + 1, x + 4>>}>>
G1(x) == <<{x + 3, x + 0, x + 2, x + 4, x + 1}, {<<x + 1, x + 3>>, <<x + 0, x + 4>>, <<x + 0, x + 1>>, <<x + 0, x + 2>>, <<x + 1, x + 4>>, <<x + 3, x + 4>>}>>
G2(x) == <<{x + 4, x + 1, x + 3, x + 2, x + 0}, {<<x + 2, x + 3>>, <<x + 1, x + 3>>, <<x + 2, x + 4>>, <<x + 0, x + 3>>, <<x + 0, x + 4>>}>>
G3(x) == <<{x + 4, x + 5, x + 3, x + 1, x + 0, x + 6, x + 2}, {<<x + 2, x + 5>>, <<x + 1, x + 6>>, <<x + 0, x + 4>>, <<x + 1, x + 3>>, <<x + 1, x + 5>>, <<x + 3, x + 4>>, <<x + 0, x + 1>>, <<x + 3, x + 6>>, <<x + 2, x + 3>>}>>
G4(x) == <<{x + 0, x + 8, x + 3, x + 5, x + 2, x + 6, x + 1, x + 7}, {<<x + 0, x + 1>>, <<x + 0, x + 6>>, <<x + 0, x + 7>>, <<x + 1, x + 2>>, <<x + 2, x + 5>>, <<x + 1, x + 3>>, <<x + 6, x + 8>>, <<x + 1, x + 6>>}>>
G5(x) == <<{x + 3, x + 4, x + 0, x + 7, x + 5, x + 1, x + 6}, {<<x + 3, x + 4>>, <<x + 4, x + 5>>, <<x + 0, x + 1>>, <<x + 1, x + 5>>, <<x + 1, x + 6>>, <<x + 0, x + 4>>, <<x + 3, x + 7>>, <<x + 0, x + 6>>}>>
G6(x) == <<{x + 4, x + 2, x + 5, x + 0, x + 3, x + 1}, {<<x + 3, x + 4>>, <<x + 1, x + 4>>, <<x + 0, x + 1>>, <<x + 0, x + 5>>, <<x + 2, x + 3>>}>>
G7(x) == <<{x + 3, x + 0, x + 4, x + 1}, {<<x + 1, x + 3>>, <<x + 0, x + 3>>, <<x + 1, x + 4>>, <<x + 3, x + 4>>}>>
G8(x) == <<{x + 2, x + 3, x + 4, x + 1, x + 5}, {<<x + 3, x + 4>>, <<x + 4, x + 5>>, <<x + 1, x + 4>>, <<x + 1, x + 3>>, <<x + 1, x + 2>>, <<x + 2, x + 5>>}>>
G9(x) == <<{x + 0, x + 1, x + 4, x + 3, x + 2, x + 5}, {<<x + 3, x + 4>>, <<x + 0, x + 2>>, <<x + 0, x + 5>>, <<x + 1, x + 5>>, <<x + 4, x + 5>>, <<x + 0, x + 4>>}>>
G10(x) == <<{x + 8, x + 7, x + 2, x + 4, x + 5, x + 3, x + 1, x + 6}, {<<x + 3, x + 7>>, <<x + 1, x + 3>>, <<x + 3, x + 4>>, <<x + 4, x + 8>>, <<x + 2, x + 7>>, <<x + 5, x + 7>>, <<x + 2, x + 4>>, <<x + 3, x + 6>>, <<x + 2, x + 5>>, <<x + 1, x + 6>>}>>
G11(x) == <<{x + 6, x + 4, x + 5, x + 1, x + 0, x + 2, x + 7}, {<<x + 1, x + 6>>, <<x + 1, x + 2>>, <<x + 5, x + 7>>, <<x + 4, x + 6>>, <<x + 6, x + 7>>, <<x + 0, x + 1>>, <<x + 4, x + 7>>, <<x + 0, x + 4>>}>>
P == <<5, 2, 7, 1, 6, 3, 4>>
(* A set map builds its elements in the order of its (sorted) domain. *)
Map(x) == <<{x + v : v \in 1..10}, {<<x + P[i], x + P[i] + (i % 3) + 1>> : i \in 1..7}>>
GN0 == G0(1)
MapN0 == Map(0)
ASSUME PrintT(<<"GM TOP_DOWN", Lay(GM("p")[1], GM("p")[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"GM LONGEST_PATH", Lay(GM("p")[1], GM("p")[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"GM NETWORK_SIMPLEX", Lay(GM("p")[1], GM("p")[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"GM COFFMAN_GRAHAM", Lay(GM("p")[1], GM("p")[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G0 TOP_DOWN", Lay(G0(1)[1], G0(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G0 LONGEST_PATH", Lay(G0(1)[1], G0(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G0 NETWORK_SIMPLEX", Lay(G0(1)[1], G0(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G0 COFFMAN_GRAHAM", Lay(G0(1)[1], G0(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G1 TOP_DOWN", Lay(G1(1)[1], G1(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G1 LONGEST_PATH", Lay(G1(1)[1], G1(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G1 NETWORK_SIMPLEX", Lay(G1(1)[1], G1(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G1 COFFMAN_GRAHAM", Lay(G1(1)[1], G1(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G2 TOP_DOWN", Lay(G2(1)[1], G2(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G2 LONGEST_PATH", Lay(G2(1)[1], G2(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G2 NETWORK_SIMPLEX", Lay(G2(1)[1], G2(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G2 COFFMAN_GRAHAM", Lay(G2(1)[1], G2(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G3 TOP_DOWN", Lay(G3(1)[1], G3(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G3 LONGEST_PATH", Lay(G3(1)[1], G3(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G3 NETWORK_SIMPLEX", Lay(G3(1)[1], G3(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G3 COFFMAN_GRAHAM", Lay(G3(1)[1], G3(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G4 TOP_DOWN", Lay(G4(1)[1], G4(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G4 LONGEST_PATH", Lay(G4(1)[1], G4(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G4 NETWORK_SIMPLEX", Lay(G4(1)[1], G4(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G4 COFFMAN_GRAHAM", Lay(G4(1)[1], G4(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G5 TOP_DOWN", Lay(G5(1)[1], G5(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G5 LONGEST_PATH", Lay(G5(1)[1], G5(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G5 NETWORK_SIMPLEX", Lay(G5(1)[1], G5(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G5 COFFMAN_GRAHAM", Lay(G5(1)[1], G5(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G6 TOP_DOWN", Lay(G6(1)[1], G6(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G6 LONGEST_PATH", Lay(G6(1)[1], G6(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G6 NETWORK_SIMPLEX", Lay(G6(1)[1], G6(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G6 COFFMAN_GRAHAM", Lay(G6(1)[1], G6(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G7 TOP_DOWN", Lay(G7(1)[1], G7(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G7 LONGEST_PATH", Lay(G7(1)[1], G7(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G7 NETWORK_SIMPLEX", Lay(G7(1)[1], G7(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G7 COFFMAN_GRAHAM", Lay(G7(1)[1], G7(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G8 TOP_DOWN", Lay(G8(1)[1], G8(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G8 LONGEST_PATH", Lay(G8(1)[1], G8(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G8 NETWORK_SIMPLEX", Lay(G8(1)[1], G8(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G8 COFFMAN_GRAHAM", Lay(G8(1)[1], G8(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G9 TOP_DOWN", Lay(G9(1)[1], G9(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G9 LONGEST_PATH", Lay(G9(1)[1], G9(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G9 NETWORK_SIMPLEX", Lay(G9(1)[1], G9(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G9 COFFMAN_GRAHAM", Lay(G9(1)[1], G9(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G10 TOP_DOWN", Lay(G10(1)[1], G10(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G10 LONGEST_PATH", Lay(G10(1)[1], G10(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G10 NETWORK_SIMPLEX", Lay(G10(1)[1], G10(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G10 COFFMAN_GRAHAM", Lay(G10(1)[1], G10(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"G11 TOP_DOWN", Lay(G11(1)[1], G11(1)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"G11 LONGEST_PATH", Lay(G11(1)[1], G11(1)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"G11 NETWORK_SIMPLEX", Lay(G11(1)[1], G11(1)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G11 COFFMAN_GRAHAM", Lay(G11(1)[1], G11(1)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"Map TOP_DOWN", Lay(Map(0)[1], Map(0)[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"Map LONGEST_PATH", Lay(Map(0)[1], Map(0)[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"Map NETWORK_SIMPLEX", Lay(Map(0)[1], Map(0)[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"Map COFFMAN_GRAHAM", Lay(Map(0)[1], Map(0)[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"GN0 TOP_DOWN", Lay(GN0[1], GN0[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"GN0 LONGEST_PATH", Lay(GN0[1], GN0[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"GN0 NETWORK_SIMPLEX", Lay(GN0[1], GN0[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"GN0 COFFMAN_GRAHAM", Lay(GN0[1], GN0[2], "COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"MapN0 TOP_DOWN", Lay(MapN0[1], MapN0[2], "TOP_DOWN")>>)
ASSUME PrintT(<<"MapN0 LONGEST_PATH", Lay(MapN0[1], MapN0[2], "LONGEST_PATH")>>)
ASSUME PrintT(<<"MapN0 NETWORK_SIMPLEX", Lay(MapN0[1], MapN0[2], "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"MapN0 COFFMAN_GRAHAM", Lay(MapN0[1], MapN0[2], "COFFMAN_GRAHAM")>>)
=============================================================================
