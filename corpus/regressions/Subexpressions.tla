------------------------------ MODULE Subexpressions ------------------------------
(* Subexpression selectors (Specifying Systems                                 *)
(* 17.3; TLC's suite test206): positions !n in sets, tuples, records, IF, \X,  *)
(* function applications; !<< and !>>; labels !lab; chains of them; after   *)
(* a definition with parameters given arguments (Foo(5)!:, Bar(x, x)!lab).   *)
(* Expected (TLC): deadlock at x = 3: 4 distinct, 4 generated, depth 4.      *)
EXTENDS Naturals
VARIABLE x
Def1 == {1, 2, 3, 4}
Def4 == SUBSET UNION {{1}, {2}}
Def5 == [i \in 1..10 |-> i + 1][3]
Def7 == <<3, "a">>
Def8 == [a |-> 1, b |-> 2]
Def11 == {1} \X {2} \X {3}
Def12 == IF 2 = 3 THEN 2 ELSE 3
Thm2 == lab3 :: x < 3
Sum == x + (inner :: 2 * x)
Foo(u) == 2 * u
Bar(a, b) == a + (lab :: b * 2)
ASSUME /\ Def1!2 = 2
       /\ Def4!<<!<<!2 = {2}
       /\ Def5!>> = 3
       /\ Def5!<<[4] = 5
       /\ Def7!2 = "a"
       /\ Def8!2 = 2
       /\ Def11!3!1 = 3
       /\ Def12!1!<< = 2 /\ Def12!2 = 2 /\ Def12!3 = 3
       /\ Foo(5)!: = 10 /\ Bar(1, 2)!lab = 4 /\ Bar(1, 2)!>> = 4 /\ Bar(1, 2)!<< = 1
Init == x = 0
Next == Thm2!lab3 /\ x' = Sum!inner + 1 - x
Inv == Sum!>> = 2 * x /\ Sum!<< = x /\ Bar(x, x)!lab = 2 * x
===================================================================================
