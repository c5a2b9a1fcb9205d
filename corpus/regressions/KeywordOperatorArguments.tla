------------------------- MODULE KeywordOperatorArguments -------------------------
(* Keyword and symbol prefix operators, and the prime, as arguments of         *)
(* operator parameters (SANY; TLC's suite test52): SUBSET, UNION, DOMAIN in    *)
(* ASSUME, ' and UNCHANGED in an action property, <> and [] parsed (TLC       *)
(* itself fails on temporal operators applied through a parameter, an NPE).   *)
(* Expected (TLC): ok, 4 distinct states, 4 generated, depth 4; with          *)
(* KeywordOperatorArgumentsBroken.cfg (Shrinks), action property violated.    *)
EXTENDS Naturals
VARIABLE x
Apply1(F(_), a) == F(a)
ASSUME /\ Apply1(SUBSET, {1, 2}) = {{}, {1}, {2}, {1, 2}}
       /\ Apply1(UNION, {{1}, {2, 3}}) = {1, 2, 3}
       /\ Apply1(DOMAIN, <<5, 6>>) = {1, 2}
Init == x = 0
Next == x < 3 /\ x' = x + 1
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Step(F(_)) == F(x) = x + 1
Keep(F(_)) == F(x)
Grows == [][Step(') \/ Keep(UNCHANGED)]_x
Temporal(F(_)) == F(x = 3)
Reaches == Temporal(<>)
Stays == Temporal([])
Shrinks == [][Step(') => Keep(UNCHANGED)]_x
===================================================================================
