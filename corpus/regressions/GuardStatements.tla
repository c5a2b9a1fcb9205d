---------------------------- MODULE GuardStatements ----------------------------
(* Guards and quantifier bodies that the compiler runs as statements instead  *)
(* of closures: \A, \E, LET, Assert(\A ...), =>, ~, \/ and /\ nested in them,  *)
(* with the early answers of each (a failing \A element, an \E witness).      *)
(* Expected (TLC): no error, 31 distinct states, 278 generated, depth 12.     *)
EXTENDS Naturals, FiniteSets, TLC
VARIABLES x, y, s

Init == x = 0 /\ y = 0 /\ s = {}

Small(S) == \A e \in S : e < 4

IncX == /\ \A e \in s : e # x
        /\ x < 3
        /\ x' = x + 1
        /\ s' = s \cup {x}
        /\ UNCHANGED y

IncY == /\ \E e \in s : e >= y /\ ~(e = 2 /\ y = 1)
        /\ y < 3
        /\ y' = y + 1
        /\ UNCHANGED <<x, s>>

Both == /\ LET t == x + y IN t % 2 = 0 /\ (t > 0 => \E e \in s : e + t > 2)
        /\ Assert(\A e \in s : e <= 3, "too big")
        /\ ~(\A e \in s : e = 0 \/ e = 1)
        /\ \A a \in s : \A b \in s : a = b \/ a + b < 5 \/ ~Small({a, b})
        /\ s' = s \ {x}
        /\ UNCHANGED <<x, y>>

Drop == /\ \E a \in s, b \in {y, x} : a < b /\ (a > 0 \/ b > 1)
        /\ IF \A e \in s : e > 0 THEN x' = x ELSE x' = 0
        /\ UNCHANGED <<y, s>>

Next == IncX \/ IncY \/ Both \/ Drop

Inv == /\ \A e \in s : e \in 0..3 /\ (e > 3 => FALSE)
       /\ LET n == Cardinality(s) IN n <= 3 /\ (n > 0 \/ s = {})
       /\ ~\E e \in s : e > 3
=============================================================================
