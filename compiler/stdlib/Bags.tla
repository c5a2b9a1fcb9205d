-------------------------------- MODULE Bags --------------------------------
(***************************************************************************)
(* Bags (multisets): a bag is a function from its elements to the number  *)
(* of copies of each, a positive integer.                                  *)
(***************************************************************************)
LOCAL INSTANCE Integers

IsABag(B) == B \in [DOMAIN B -> {n \in Nat : n > 0}]

BagToSet(B) == DOMAIN B

SetToBag(S) == [e \in S |-> 1]

BagIn(e, B) == e \in BagToSet(B)

EmptyBag == SetToBag({})

CopiesIn(e, B) == IF BagIn(e, B) THEN B[e] ELSE 0

B1 (+) B2 == [e \in DOMAIN B1 \cup DOMAIN B2 |-> CopiesIn(e, B1) + CopiesIn(e, B2)]

B1 (-) B2 ==
  LET left == {e \in DOMAIN B1 : CopiesIn(e, B1) > CopiesIn(e, B2)}
  IN  [e \in left |-> CopiesIn(e, B1) - CopiesIn(e, B2)]

BagUnion(S) ==
  [e \in UNION {BagToSet(B) : B \in S} |->
     LET sum[T \in SUBSET S] ==
           IF T = {} THEN 0
           ELSE LET B == CHOOSE b \in T : TRUE
                IN  CopiesIn(e, B) + sum[T \ {B}]
     IN  sum[S]]

B1 \sqsubseteq B2 == \A e \in DOMAIN B1 : CopiesIn(e, B1) <= CopiesIn(e, B2)

SubBag(B) ==
  {SB \in UNION {[D -> Nat \ {0}] : D \in SUBSET DOMAIN B} : SB \sqsubseteq B}

BagOfAll(F(_), B) ==
  [y \in {F(x) : x \in DOMAIN B} |->
     LET sum[T \in SUBSET DOMAIN B] ==
           IF T = {} THEN 0
           ELSE LET x == CHOOSE t \in T : TRUE
                IN  (IF F(x) = y THEN B[x] ELSE 0) + sum[T \ {x}]
     IN  sum[DOMAIN B]]

BagCardinality(B) ==
  LET sum[T \in SUBSET DOMAIN B] ==
        IF T = {} THEN 0
        ELSE LET x == CHOOSE t \in T : TRUE
             IN  B[x] + sum[T \ {x}]
  IN  sum[DOMAIN B]
=============================================================================
