------------------------- MODULE SubexpressionArguments -------------------------
(* Subexpression selectors that take arguments or cross LETs (Specifying       *)
(* Systems 17.3, TLA+2 "Subexpression names", TLC's suite test206): labels     *)
(* with parameters (Op(9)!lab(1, 3, 4)), !(e) on every construct that binds    *)
(* identifiers, a LET's definitions (!++(9, 4), !Op1a(4)), positions inside   *)
(* CASE, a LET, a quantifier's bounds, [A]_v, WF_v(A), r.f, EXCEPT.            *)
(* Every ASSUME holds in TLC 2026.04; expected (TLC): deadlock at x = 4:       *)
(* 3 distinct, 3 generated, depth 3.                                           *)
EXTENDS Naturals
VARIABLE x
Op(p) == \A i \in {1, 2}, <<j, k>> \in {<<3, 4>>} :
           lab(i, j, k) :: LET a ++ b == a + b + i
                           IN  (p + i + j + k) = 1 ++ (inner :: p * k)
COp(q, p) == CHOOSE y : lab(y) :: LET a ++ b == {a, b, q, p, y} IN <<q, 99 ++ p>>
Op1(a) == \A y \in {} : lab(y) :: IF TRUE THEN LET Op1a(c) == 4 * c + a * y IN a + Op1a(y) ELSE 1
Def2 == {y \in {1, 2, 3} : y > 17}
Def3 == {<<y, z>> : y \in {1}, z \in {2}}
Def13 == \A y : CASE y = 1 -> 1 [] y = 2 -> 2 [] OTHER -> 3
Def14 == \A y \in {1} : y = 1
Def16 == \E y \in {1}, <<z, w>> \in {<<2, 3>>} : ((y + z)) = w
Def18 == CHOOSE y : (y = 1)
Def19 == CHOOSE y \in {42} : (y = 1)
Def20 == [12]_(23)
Def22 == WF_(12)(23)
Def7 == [a |-> 3].a
Def9 == [a : 1, b : 2]
Def6 == [[i \in 1..10 |-> i + 1] EXCEPT ![2] = 1]
Three == /\ 1 = 1
         /\ 2 = 2
         /\ 3 = 3
Fcn == [n \in 1..3 |-> n * x]
Sum(v) == \E s \in {v} : lab(s) :: s + x = 7
ASSUME Op(9)!lab(1, 3, 4)!inner = 36
ASSUME Op(9)!lab(1, 3, 4)!:!++(9, 4) = 14
ASSUME Op(9)!lab(2, 3, 4)!<<!<< = 18
ASSUME Op(9)!(2, 3, 4)!<<!<< = 18
ASSUME Op(9)!1 = {1, 2}
ASSUME Op(9)!2!1 = <<3, 4>>
ASSUME COp(1, 2)!(3)!++(4, 5) = {1, 2, 3, 4, 5}
ASSUME COp(1, 2)!(3) = <<1, {99, 1, 2, 3}>>
ASSUME COp(1, 2)!(3)!1 = <<1, {99, 1, 2, 3}>>
ASSUME COp(1, 2)!(3)!1!>> = {99, 1, 2, 3}
ASSUME COp(1, 2)!lab(3)!:!++(4, 5) = {1, 2, 3, 4, 5}
ASSUME Op1(2)!(3)!2!1 = 2 + 4 * 3 + 6
ASSUME Op1(2)!(3)!2!Op1a(4) = 16 + 6
ASSUME Def2!1 = {1, 2, 3}
ASSUME Def2!(14)!<< = 14
ASSUME Def3!2!1 = 2
ASSUME Def3!(1, 2)!<< = 1
ASSUME Def13!(42)!1!<<!<< = 42
ASSUME Def13!(42)!1!>> = 1
ASSUME Def13!(42)!2!>> = 2
ASSUME Def13!(42)!3!>> = 3
ASSUME Def14!(2)!<< = 2 /\ Def14!1!1 = 1
ASSUME Def16!(2, 3, 4)!1!>> = 3 /\ Def16!(2, 3, 4)!>> = 4 /\ Def16!2!1!<< = 2
ASSUME Def18!(2)!<< = 2
ASSUME Def19!(2)!<< = 2 /\ Def19!1!1 = 42
ASSUME Def20!1 = 12 /\ Def20!>> = 23
ASSUME Def22!1 = 12 /\ Def22!>> = 23
ASSUME Def7!1 = [a |-> 3] /\ Def7!2 = "a"
ASSUME Def9!2 = 2
ASSUME Def6!1[3] = 4
Init == x = 0
Next == /\ x < 3
        /\ x' = x + Three!3!<< - 1
        /\ Fcn!(2) = 2 * x
        /\ Sum(x)!lab(7 - x)
        /\ Sum(x)!(7 - x)!<<!>> = x
=================================================================================
