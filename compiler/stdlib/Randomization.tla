---------------------------- MODULE Randomization ---------------------------
(***************************************************************************)
(* Random choices of subsets, for sampling large sets in simulation and   *)
(* model checking.  The checker draws the random elements; logically each  *)
(* operator denotes some subset of the right shape.                        *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE FiniteSets

RandomSubset(k, S) == CHOOSE T \in SUBSET S : Cardinality(T) = k

RandomSetOfSubsets(k, n, S) ==
  CHOOSE T \in SUBSET SUBSET S : \A U \in T : Cardinality(U) = n

RandomSubsetSet(k, probability, S) == RandomSetOfSubsets(k, k, S)

TestRandomSetOfSubsets(k, n, S) ==
  CHOOSE m \in Nat : m = Cardinality(RandomSetOfSubsets(k, n, S))
=============================================================================
