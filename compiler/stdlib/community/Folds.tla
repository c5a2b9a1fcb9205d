-------------------------------- MODULE Folds --------------------------------
(***************************************************************************)
(* Folding a set: MapThenFoldSet(op, base, f, choose, S) picks x with      *)
(* choose(S), and combines f(x) with the fold of the rest by op; the empty *)
(* set folds to base.  Shipped with tla2ts (the CommunityModules' Folds).  *)
(***************************************************************************)
LOCAL INSTANCE Naturals

MapThenFoldSet(op(_, _), base, f(_), choose(_), S) ==
  LET fold[T \in SUBSET S] ==
        IF T = {} THEN base
        ELSE LET x == choose(T) IN op(f(x), fold[T \ {x}])
  IN fold[S]
=============================================================================
