------------------------- MODULE SubexpressionOperators -------------------------
(* Subexpression paths that are operators (TLA+2 "Subexpression names", TLC's  *)
(* suite test206): !@ (the body of a binder, an operator of its identifiers),  *)
(* a label or LET definition named without its arguments, a definition named   *)
(* without its own (Op1!@!2!Op1a takes a, y and c), each passed for an         *)
(* operator parameter. Every ASSUME holds in TLC 2026.04; expected (TLC):      *)
(* deadlock at x = 5: 6 distinct, 6 generated, depth 6.                        *)
EXTENDS Naturals
VARIABLE x
SOp1a(a) == {y \in {1, 2} : a = y}
OOp2(A(_, _), a, b) == A(a, b)
OOp3(A(_, _, _), a, b, c) == A(a, b, c)
OOp4(A(_, _, _, _), a, b, c, d) == A(a, b, c, d)
OOp5(A(_, _, _, _, _), a1, a2, a3, a4, a5) == A(a1, a2, a3, a4, a5)
OOp6(A(_, _, _, _, _, _), a1, a2, a3, a4, a5, a6) == A(a1, a2, a3, a4, a5, a6)
SOp1b(a) == {y + a : y \in {1, 2}}
SOp1c(a) == {(LET c == a * y IN y + a) : y \in {1, 2}}
SOp1d(a) == {(LET c(z) == (a * y) + z IN y + a) : y \in {1, 2}}
Op1(a) == \A y \in {} : lab(y) :: IF TRUE THEN LET Op1a(c) == 4 * c + a * y IN a + Op1a(y) ELSE 1
Op3(A(_, _, _), a1, a2, a3) == A(a1, a2, a3)
COp(q, p) == CHOOSE y : lab(y) :: LET a ++ b == {a, b, q, p, y} IN <<q, 99 ++ p>>
COp2(q, p) == CHOOSE y : lab(y) :: LET a ++ b == {lab(z) :: z + a + b : z \in {1}} IN <<q, 99 ++ p>>
Foo(u) == 2 * u
Step(v) == \E d \in {1, 2} : lab(d) :: v + d < 6
ASSUME OOp2(SOp1a!@, 2, 2) = TRUE
ASSUME OOp2(SOp1b!@, 2, 3) = 5
ASSUME OOp2(SOp1c!@!c, 2, 3) = 2 * 3
ASSUME OOp3(SOp1d!@!c, 2, 3, 4) = 2 * 3 + 4
ASSUME Op3(Op1!@!2!Op1a, 2, 3, 4) = 22
ASSUME OOp5(COp!@!++, 1, 2, 3, 4, 5) = {2, 1, 3, 4, 5}
ASSUME OOp6(COp2!lab!:!++!lab, 1, 2, 3, 9, 10, 11) = 30
ASSUME OOp6(COp2!@!++!lab, 1, 2, 3, 9, 10, 11) = 30
ASSUME OOp6(COp2!lab!:!++!@, 1, 2, 3, 9, 10, 11) = 30
ASSUME OOp5(COp!lab!:!++, 1, 2, 3, 4, 5) = {1, 2, 3, 4, 5}
Init == x = 0
Next == /\ OOp2(Step!lab, x, 1)
        /\ x' = OOp2(LAMBDA a, b : Foo(a) + b, x, 1) - x
=================================================================================
