---- MODULE FcnRcdIntervalOutside ----
(* [i \in 1..n |-> e] applied outside 1..n: FcnRcdValue.apply's "not in the *)
(* domain of the function" (a tuple's: "index 3 of tuple ... out of bounds"). *)
(* Expected (TLC): the .out.                                                 *)
EXTENDS Naturals, TLC
VARIABLES f, n
Init == f = [i \in 1..2 |-> i] /\ n = 0
Next == /\ n < 3
        /\ n' = n + 1
        /\ f' = f
        /\ n = 2 => f[3] = 1
====
