--------------------------- MODULE SvgEdgeOrder ----------------------------
(***************************************************************************)
(* A layered layout (SVG!NodesOfDirectedMultiGraph, Sugiyama) whose        *)
(* result depends on the order in which TLC's override reads the edges:   *)
(* three sources (qa, ra, qb) and a lone pd tie in the median sweeps, and *)
(* which of them comes first follows LONGEST_PATH's vertex order, built    *)
(* from the edges in their jgrapht ids (the edge set's element order).    *)
(* The override reads SetEnumValue.elems as it finds them: here the sets   *)
(* are zero-arity definitions, which TLC normalises at start-up, so the   *)
(* order is TLC's sorted order, the one tla2ts enumerates. (A literal     *)
(* built at the call in another order can lay out otherwise in TLC:      *)
(* docs/community-overrides.md, "The order the override reads".)          *)
(* The vertices are model values built at run time (TLC intern tokens).  *)
(* SvgEdgeOrder.out is what TLC printed.                                  *)
(***************************************************************************)
EXTENDS Naturals, Sequences, TLC, TLCExt, SVG
MV(s) == TLCModelValue(s)
N(a, b) == MV(a \o b)
V == {N("p","d"), N("q","a"), N("q","b"), N("r","a"), N("r","b"), N("r","c"), N("r","d"), N("r","e")}
E == {<<N("r","a"),N("r","b")>>, <<N("r","a"),N("r","c")>>, <<N("r","b"),N("r","d")>>, <<N("r","c"),N("r","e")>>,
      <<N("q","a"),N("r","b")>>, <<N("q","b"),N("r","c")>>, <<N("p","d"),N("r","e")>>}
Lay(layering) ==
  NodesOfDirectedMultiGraph(V, E, [algo |-> "Sugiyama", layering |-> layering, view_width |-> 600, view_height |-> 400, node_width |-> 20, node_height |-> 10])
ASSUME PrintT(<<"TOP_DOWN", Lay("TOP_DOWN")>>)
ASSUME PrintT(<<"LONGEST_PATH", Lay("LONGEST_PATH")>>)
ASSUME PrintT(<<"NETWORK_SIMPLEX", Lay("NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"COFFMAN_GRAHAM", Lay("COFFMAN_GRAHAM")>>)
ASSUME PrintT(<<"edge order", E>>)
=============================================================================
