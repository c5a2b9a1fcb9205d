------------------------------- MODULE Relation -------------------------------
(***************************************************************************)
(* Properties of binary relations, given as boolean functions R[x, y] on   *)
(* S \X S (or as operators, the *Under variants), and transitive closures. *)
(* Shipped with tla2ts (the CommunityModules' Relation).                   *)
(***************************************************************************)
EXTENDS Naturals, FiniteSets

LOCAL AsFunction(op(_, _), S) == [p \in S \X S |-> op(p[1], p[2])]

IsReflexive(R, S) == \A x \in S : R[x, x]
IsReflexiveUnder(op(_, _), S) == IsReflexive(AsFunction(op, S), S)

IsIrreflexive(R, S) == \A x \in S : ~R[x, x]
IsIrreflexiveUnder(op(_, _), S) == IsIrreflexive(AsFunction(op, S), S)

IsSymmetric(R, S) == \A x, y \in S : R[x, y] <=> R[y, x]
IsSymmetricUnder(op(_, _), S) == IsSymmetric(AsFunction(op, S), S)

IsAntiSymmetric(R, S) == \A x, y \in S : R[x, y] /\ R[y, x] => x = y
IsAntiSymmetricUnder(op(_, _), S) == IsAntiSymmetric(AsFunction(op, S), S)

IsAsymmetric(R, S) == \A x, y \in S : ~(R[x, y] /\ R[y, x])
IsAsymmetricUnder(op(_, _), S) == IsAsymmetric(AsFunction(op, S), S)

IsTransitive(R, S) == \A x, y, z \in S : R[x, y] /\ R[y, z] => R[x, z]
IsTransitiveUnder(op(_, _), S) == IsTransitive(AsFunction(op, S), S)

IsStrictlyPartiallyOrdered(R, S) ==
  IsIrreflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsStrictlyPartiallyOrderedUnder(op(_, _), S) == IsStrictlyPartiallyOrdered(AsFunction(op, S), S)

IsPartiallyOrdered(R, S) ==
  IsReflexive(R, S) /\ IsAntiSymmetric(R, S) /\ IsTransitive(R, S)
IsPartiallyOrderedUnder(op(_, _), S) == IsPartiallyOrdered(AsFunction(op, S), S)

IsStrictlyTotallyOrdered(R, S) ==
  IsStrictlyPartiallyOrdered(R, S) /\ \A x, y \in S : x # y => R[x, y] \/ R[y, x]
IsStrictlyTotallyOrderedUnder(op(_, _), S) == IsStrictlyTotallyOrdered(AsFunction(op, S), S)

IsTotallyOrdered(R, S) ==
  IsPartiallyOrdered(R, S) /\ \A x, y \in S : R[x, y] \/ R[y, x]
IsTotallyOrderedUnder(op(_, _), S) == IsTotallyOrdered(AsFunction(op, S), S)

TransitiveClosure(R, S) ==
  LET RECURSIVE Steps(_)
      Steps(n) ==
        IF n = 0 THEN [x, y \in S |-> R[x, y]]
        ELSE LET P == Steps(n - 1)
             IN [x, y \in S |-> P[x, y] \/ \E z \in S : P[x, z] /\ P[z, y]]
  IN Steps(Cardinality(S))

ReflexiveTransitiveClosure(R, S) ==
  LET T == TransitiveClosure(R, S) IN [x, y \in S |-> x = y \/ T[x, y]]

IsConnected(R, S) ==
  LET T == ReflexiveTransitiveClosure(R, S) IN \A x, y \in S : T[x, y]
=============================================================================
