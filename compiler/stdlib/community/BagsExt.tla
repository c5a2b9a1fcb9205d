------------------------------- MODULE BagsExt -------------------------------
(***************************************************************************)
(* More operators on bags (functions to positive counts).  Shipped with    *)
(* tla2ts (the CommunityModules' BagsExt); FoldBag runs natively, as TLC's *)
(* Java override.                                                          *)
(***************************************************************************)
LOCAL INSTANCE Bags
LOCAL INSTANCE Integers
LOCAL INSTANCE Folds

BagAdd(B, x) ==
  IF x \in DOMAIN B
  THEN [e \in DOMAIN B |-> IF e = x THEN B[e] + 1 ELSE B[e]]
  ELSE [e \in DOMAIN B \cup {x} |-> IF e = x THEN 1 ELSE B[e]]

BagRemove(B, x) ==
  IF x \notin DOMAIN B THEN B
  ELSE IF B[x] = 1 THEN [e \in DOMAIN B \ {x} |-> B[e]]
  ELSE [e \in DOMAIN B |-> IF e = x THEN B[e] - 1 ELSE B[e]]

BagRemoveAll(B, x) == [e \in DOMAIN B \ {x} |-> B[e]]

MapThenFoldBag(op(_, _), base, f(_), choose(_), B) ==
  LET copies(x) ==
        LET RECURSIVE times(_)
            times(n) == op(IF n = 1 THEN base ELSE times(n - 1), f(x))
        IN times(B[x])
  IN MapThenFoldSet(op, base, copies, LAMBDA S : CHOOSE x \in S : TRUE, DOMAIN B)

FoldBag(op(_, _), base, B) ==
  MapThenFoldBag(op, base, LAMBDA x : x, LAMBDA S : CHOOSE x \in S : TRUE, B)

SumBag(B) == FoldBag(LAMBDA x, y : x + y, 0, B)

ProductBag(B) == FoldBag(LAMBDA x, y : x * y, 1, B)
=============================================================================
