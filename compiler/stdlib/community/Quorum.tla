-------------------------------- MODULE Quorum --------------------------------
(***************************************************************************)
(* QuorumSystem(S): the collections of subsets of S that are non-empty,    *)
(* pairwise intersecting and closed under supersets.  Shipped with tla2ts  *)
(* (the CommunityModules' Quorum).                                         *)
(***************************************************************************)
QuorumSystem(S) ==
  {QS \in SUBSET SUBSET S :
     /\ QS # {}
     /\ \A Q1, Q2 \in QS : Q1 \cap Q2 # {}
     /\ \A Q1 \in QS, Q2 \in SUBSET S : Q1 \subseteq Q2 => Q2 \in QS}
===============================================================================
