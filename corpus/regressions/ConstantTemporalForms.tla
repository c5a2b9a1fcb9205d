---- MODULE ConstantTemporalForms ----
\* Temporal properties with constant parts, all holding: TLC folds constants through ~, /\ and \/ only (LNNeg/LNConj/
\* LNDisj.simplify), never through [] or <> (LNAll/LNEven.simplify), so each keeps a tableau or a []<>/<>[] condition
\* and is checked without a word; P ~> TRUE keeps P (labelled on every state). No warning, exit 0.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ WF_x(Next)
BoxTrue == []TRUE
LeadsToTrue == (x = 1) ~> TRUE
TrueLeadsTo == TRUE ~> (x = 2)
BoxImpliesTrue == []((x = 1) => TRUE)
FalseLeadsTo == FALSE ~> (x = 9)
AlwaysEventuallyTrue == []<>TRUE
EventuallyTrue == <>TRUE
BoxTrueOr == [](TRUE \/ <>(x = 9))
NotEventuallyFalse == ~<>(FALSE /\ [](x = 9))
====
