---- MODULE SpecThroughOperators ----
\* A SPECIFICATION whose [][Next]_v and fairness come through operators with arguments
\* (TLC's Github1244 model): TLC finds Next and WF in them, 4 distinct states, 4
\* generated, depth 4, Done holds. tla2ts used to miss [][Next]_x here (it refused Done,
\* or reported a deadlock without a PROPERTY).
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Always(F) == F
Fair(v) == WF_v(Next)
Spec == Init /\ Always([][Next]_x) /\ Fair(x)
Done == <>(x = 3)
====
