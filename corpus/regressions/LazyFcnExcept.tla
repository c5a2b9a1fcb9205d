---------------------------- MODULE LazyFcnExcept ----------------------------
(* EXCEPT on a lazy function keeps it lazy (TLC's takeExcept): the old value *)
(* is computed at the changed point only (for @), the new one recorded, and  *)
(* the function is applied at safe points; TLC never computes 12 \div 0.    *)
(* Stored in y, a lazy function with EXCEPTs is built with them (Inv).      *)
(* Expected (TLC): no error, 3 distinct states, 3 generated, depth 3.       *)
EXTENDS Naturals
VARIABLES x, y
Ap(f, p) == f[p]
Init == x = 0 /\ y = <<>>
Next == LET q == [[k \in 0..3 |-> 12 \div k] EXCEPT ![1] = 5, ![2] = @ + 1]
            r == [[k \in 0..3 |-> 3 * k] EXCEPT ![1] = x, ![2] = @ + 10]
        IN  /\ x < 20
            /\ x' = x + q[1] + q[2] + Ap([[k \in 0..3 |-> 12 \div k] EXCEPT ![3] = 0], 3)
            /\ y' = IF r[3] = 9 THEN r ELSE <<>>
Inv == y = <<>> \/ (y[0] = 0 /\ y[1] = x - 12 /\ y[2] = 16 /\ y[3] = 9)
==============================================================================
