-------------------------- MODULE LazyFcnTupleBound --------------------------
(* A function constructor binding a tuple, [<<a, b>> \in S |-> e], over an  *)
(* enumerated set is built at once by TLC unless it is applied: then it is  *)
(* a FcnLambdaValue taking its argument apart, so 12 \div 0 at <<1, 0>> is  *)
(* never computed. A constructor binding tuples and a plain variable too.  *)
(* Expected (TLC): no error, 4 distinct states, 4 generated, depth 4.       *)
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == /\ x < 3
        /\ [<<a, b>> \in {<<1, 0>>, <<2, 1>>} |-> 12 \div b][<<2, 1>>] = 12
        /\ x' = x + [<<a, b>> \in {<<1, 2>>, <<3, 4>>}, c \in {5} |-> a + b + c][<<1, 2>>, 5] - 7
==============================================================================
