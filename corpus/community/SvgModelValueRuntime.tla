------------------------ MODULE SvgModelValueRuntime ------------------------
(***************************************************************************)
(* Layered layouts (SVG!NodesOfDirectedMultiGraph) of model values whose  *)
(* names are built at run time (TLCModelValue("pv" \o ToString(i))). The  *)
(* jar orders vertices by hash codes built from the names' intern tokens, *)
(* which TLC hands out after SANY's names in its set-up order: its Java   *)
(* override classes' method names; the names its evaluation of every      *)
(* constant definition builds (pv1..pv4 for Procs, uv1..uv3 for Unused,   *)
(* which nothing uses); "UnnamedAction"; the names built while splitting  *)
(* Next (qv1, qv2); TLCGet's keys, TLCGet("config")'s values (the random  *)
(* seed, the jar's path) and TLCGet("action")'s fields; then ASSUME's     *)
(* (rv1..rv4). name and level are names TLC interned while setting up.    *)
(* SvgModelValueRuntime.out is what TLC printed (-fp 0).                  *)
(***************************************************************************)
EXTENDS Naturals, Sequences, TLC, TLCExt, SVG
CONSTANT C
VARIABLE x
MV(s) == TLCModelValue(s)
P(i) == MV("pv" \o ToString(i))
Procs == {P(i) : i \in 1..4}
Unused == {MV("uv" \o ToString(i)) : i \in 1..3}
Lay(g, layering) ==
  NodesOfDirectedMultiGraph(g[1], g[2], [algo |-> "Sugiyama", layering |-> layering, view_width |-> 600, view_height |-> 400, node_width |-> 20, node_height |-> 10])
G1 == <<Procs, {<<P(1), P(2)>>, <<P(1), P(3)>>, <<P(2), P(4)>>, <<P(3), P(4)>>}>>
Init == x = C
Next == \E q \in {MV("qv" \o ToString(i)) : i \in 1..2} : x' = q
R(i) == MV("rv" \o ToString(i))
G2(n) == <<{R(n), R(2), R(3), R(4), MV("qv" \o "1"), MV("qv" \o "2")},
        {<<R(1), R(2)>>, <<R(1), R(3)>>, <<R(2), R(4)>>, <<R(3), R(4)>>, <<R(1), MV("qv" \o "1")>>, <<MV("qv" \o "2"), R(4)>>}>>
G3 == <<{MV("name"), MV("level"), MV("uv" \o "2"), C},
        {<<MV("name"), MV("level")>>, <<MV("name"), MV("uv" \o "2")>>, <<C, MV("uv" \o "2")>>}>>
ASSUME PrintT(<<"G1 LONGEST_PATH", Lay(G1, "LONGEST_PATH")>>)
ASSUME PrintT(<<"G1 NETWORK_SIMPLEX", Lay(G1, "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G2 LONGEST_PATH", Lay(G2(1), "LONGEST_PATH")>>)
ASSUME PrintT(<<"G2 NETWORK_SIMPLEX", Lay(G2(1), "NETWORK_SIMPLEX")>>)
ASSUME PrintT(<<"G3 LONGEST_PATH", Lay(G3, "LONGEST_PATH")>>)
ASSUME PrintT(<<"G3 TOP_DOWN", Lay(G3, "TOP_DOWN")>>)
ASSUME PrintT(<<"vertex order", G1[1], G2(1)[1], G3[1]>>)
=============================================================================
