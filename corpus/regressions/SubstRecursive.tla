-------------------------- MODULE SubstRecursive -----------------------------
(* A recursive operator whose parameter is used inside ENABLED: the argument *)
(* is substituted at the outer application and passed by value to the       *)
(* recursive ones (SANY rejects primed arguments of recursive operators).    *)
(* Expected (TLC): no error, 16 distinct states, 25 generated, depth 7.      *)
EXTENDS Naturals
VARIABLE x, y
RECURSIVE R(_, _)
R(q, n) == IF n = 0 THEN ENABLED (q < 5) ELSE R(q, n - 1)
Init == x = 0 /\ y = 0
Next == \/ x < 3 /\ x' = x + 1 /\ R(x, 2) /\ UNCHANGED y
        \/ y < 3 /\ y' = y + 1 /\ UNCHANGED x
==============================================================================
