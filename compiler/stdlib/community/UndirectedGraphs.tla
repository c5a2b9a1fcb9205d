--------------------------- MODULE UndirectedGraphs ---------------------------
(***************************************************************************)
(* Undirected graphs [node |-> N, edge |-> E], each edge a set {a, b} of   *)
(* nodes ({a} a loop).  Shipped with tla2ts (the CommunityModules'         *)
(* UndirectedGraphs); SimplePath, AreConnectedIn and ConnectedComponents   *)
(* run natively, as TLC's Java overrides (graph searches: their            *)
(* definitions quantify over Seq(G.node)).                                 *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets

IsUndirectedGraph(G) ==
  /\ G = [node |-> G.node, edge |-> G.edge]
  /\ \A e \in G.edge : \E a, b \in G.node : e = {a, b}

IsLoopFreeUndirectedGraph(G) ==
  /\ G = [node |-> G.node, edge |-> G.edge]
  /\ \A e \in G.edge : \E a, b \in G.node : a # b /\ e = {a, b}

UndirectedSubgraph(G) ==
  {H \in [node : SUBSET G.node, edge : SUBSET G.edge] : IsUndirectedGraph(H)}

Path(G) ==
  {p \in Seq(G.node) : p # <<>> /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge}

SimplePath(G) == {p \in Path(G) : \A i, j \in 1..Len(p) : p[i] = p[j] => i = j}

AreConnectedIn(m, n, G) == \E p \in Path(G) : p[1] = m /\ p[Len(p)] = n

ConnectedComponents(G) ==
  LET Joined(S) ==
        /\ S # {}
        /\ \A m, n \in S : \E p \in Seq(S) :
             /\ p # <<>> /\ p[1] = m /\ p[Len(p)] = n
             /\ \A i \in 1..(Len(p) - 1) : {p[i], p[i + 1]} \in G.edge
  IN {S \in SUBSET G.node : Joined(S) /\ \A T \in SUBSET G.node : S \subseteq T /\ S # T => ~Joined(T)}

IsStronglyConnected(G) == ConnectedComponents(G) = {G.node}

UndirectedGraphs(S) == [node : {S}, edge : SUBSET {{s, t} : <<s, t>> \in S \X S}]
=============================================================================
