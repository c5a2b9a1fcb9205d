---------------------- MODULE SubstUnchangedParameters -----------------------
(* UNCHANGED <<p, q>> with parameters p, q means UNCHANGED of the arguments: *)
(* the variables passed are assigned their current values.                  *)
(* Expected (TLC): no error, 27 distinct states, 55 generated, depth 7.        *)
EXTENDS Naturals
VARIABLES a, b, c
Keep(p, q) == UNCHANGED <<p, q>>
Bump(p, q, r) == p < 2 /\ p' = p + 1 /\ Keep(q, r)
Init == a = 0 /\ b = 0 /\ c = 0
Next == \/ Bump(a, b, c)
        \/ Bump(b, c, a)
        \/ Bump(c, a, b)
==============================================================================
