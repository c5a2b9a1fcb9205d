----------------------- MODULE BuiltinOperatorArguments ----------------------
(* A built-in operator symbol may be the argument of an operator parameter   *)
(* (SANY; TLC's test51): Apply(\cup, s, {x}), Apply(=>, p, q), Un(~, p), and *)
(* through a RECURSIVE operator, Fold(\cup, {}, S), where it is a value.     *)
(* Expected (TLC): no error, 5 distinct states, 5 generated, depth 5.         *)
EXTENDS Naturals, FiniteSets, TLC
VARIABLE x, s
Apply(Op(_,_), a, b) == Op(a, b)
Un(Op(_), a) == Op(a)
RECURSIVE Fold(_, _, _)
Fold(Op(_,_), acc, S) == IF S = {} THEN acc ELSE LET e == CHOOSE e \in S : TRUE IN Fold(Op, Op(acc, e), S \ {e})
RECURSIVE FoldB(_, _, _)
FoldB(Op(_,_), acc, S) == IF S = {} THEN acc ELSE LET e == CHOOSE e \in S : TRUE IN FoldB(Op, Op(acc, e > 1), S \ {e})
Init == x = 0 /\ s = {}
Next == /\ x < 4
        /\ x' = x + 1
        /\ s' = Apply(\cup, s, {x})
        /\ Apply(=>, x > 10, TRUE)
        /\ Apply(\in, x, 0..9)
        /\ Apply(/\, x' > x, s' # {})
        /\ Un(~, x > 7)
        /\ Fold(\cup, {}, {{1}, {2}}) = {1, 2}
        /\ FoldB(\/, FALSE, {1, 2})
        /\ Apply(#, s, {99})
Inv == Apply(\subseteq, s, 0..10) /\ Cardinality(Fold(\cup, {}, {s, {7}})) = Cardinality(s) + 1
==============================================================================
