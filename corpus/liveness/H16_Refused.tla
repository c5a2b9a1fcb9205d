------------------------------- MODULE H16_Refused -------------------------------
(* Hand-derived from TLC's rules (LIVENESS.md §1.3): properties TLC refuses
   before exploring. 2 states if it ran.
   - ActionUnderBox ([](x = 0 => []<><<Flip>>_x)): valid TLA+, but after
     negation and DNF an action atom sits outside a top-level <>[] or []<>:
     "Temporal formulas containing actions must be of forms <>[]A or []<>A."
   - Tautology (<>[]TRUE => TRUE): its negation simplifies to FALSE:
     "Temporal formula is a tautology (its negation is unsatisfiable)." *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Flip == x' = 1 - x
Spec == Init /\ [][Flip]_x /\ WF_x(Flip)
ActionUnderBox == [](x = 0 => []<><<Flip>>_x)
Tautology == <>[]TRUE => TRUE
=============================================================================
