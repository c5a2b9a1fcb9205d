------------------------------- MODULE GraphViz -------------------------------
(***************************************************************************)
(* DotDiGraph(G, VL, EL): the graph G in GraphViz's dot language, vertices *)
(* labelled by VL and edges by EL.  Shipped with tla2ts (the               *)
(* CommunityModules' GraphViz); it runs natively, as TLC's Java override.  *)
(***************************************************************************)
LOCAL INSTANCE TLC

DotDiGraph(G, VL(_), EL(_)) == CHOOSE s \in STRING : TRUE
===============================================================================
