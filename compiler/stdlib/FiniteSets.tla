----------------------------- MODULE FiniteSets -----------------------------
(***************************************************************************)
(* Finite sets and their sizes, as in Specifying Systems (section 18.2):  *)
(* a set is finite when some finite sequence lists all its elements.       *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences

IsFiniteSet(S) ==
  \E seq \in Seq(S) : \A s \in S : \E n \in 1 .. Len(seq) : seq[n] = s

Cardinality(S) ==
  LET size[T \in SUBSET S] ==
        IF T = {} THEN 0 ELSE 1 + size[T \ {CHOOSE x \in T : TRUE}]
  IN  size[S]
=============================================================================
