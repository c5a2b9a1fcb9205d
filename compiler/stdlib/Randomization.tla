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
  CHOOSE T \in SUBSET SUBSET S : Cardinality(T) <= k
TestRandomSetOfSubsets(k, n, S) ==
  [i \in 1 .. 5 |-> Cardinality(RandomSetOfSubsets(k, n, S))]
=============================================================================
