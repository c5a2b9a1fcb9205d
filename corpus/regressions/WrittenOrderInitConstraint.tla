----------------------- MODULE WrittenOrderInitConstraint -----------------------
(***************************************************************************)
(* An initial state that fails the CONSTRAINT and violates the invariant: *)
(* TLC checks its invariants and prints it without fingerprinting it       *)
(* (ModelChecker.DoInitFunctor fingerprints in-model states only), so its  *)
(* fresh record v keeps the constructor's field order, while w, one object *)
(* shared with the in-model initial state fingerprinted before it, prints  *)
(* normalised (token order: `alpha` is seen before `zeta`).               *)
(* WrittenOrderInitConstraint.out is TLC's output.                        *)
(***************************************************************************)
EXTENDS Naturals
VARIABLES t, v, w
Names == [alpha |-> 1, zeta |-> 2]
Mk(n) == [zeta |-> n, alpha |-> n + 1]
Init == /\ w = Mk(7)
        /\ t \in {0, 1}
        /\ v = Mk(t)
Next == UNCHANGED <<t, v, w>>
InModel == t = 0
Inv == t # 1
=============================================================================
