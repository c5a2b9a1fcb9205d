------------------------ MODULE LazyFcnExceptValue ----------------------------
(* EXCEPT whose new value is a function over Nat or Int keeps it lazy, in a  *)
(* record, a tuple and a function over Int alike: applying it evaluates one  *)
(* point, nothing enumerates Nat or Int (TLC's test10, Tests 11-13).          *)
(* Expected (TLC): no error, 6 distinct states, 6 generated, depth 6.         *)
EXTENDS Integers
VARIABLE x
R == [[a |-> 0, b |-> 0] EXCEPT !.b = [n \in Nat |-> n + 1]]
T == [<<1, 2>> EXCEPT ![2] = [n \in Nat |-> n]]
F == [[i \in Int |-> i] EXCEPT ![0] = [n \in Int |-> -n], ![1] = [n \in Int |-> @ + n]]
Init == x = 0
Next == /\ x < 5
        /\ x' = R.b[x] + T[2][x] - x + F[0][x] + x - F[1][x] + x + 1
==============================================================================
