---- MODULE CfgOperatorValue ----
\* The model file gives operators with parameters a value (docs/semantics.md, sweep5):
\* `F = mv` for CONSTANT F(_) and `Def = 5` for Def(a) == ... make every application that
\* value, its arguments not evaluated (F(1 \div 0) is mv); rows `Tab(1) = 7` replace the
\* definition Tab by that table. TLC: the tuple printed on each state, deadlock at x = 2,
\* 3 distinct, 3 generated, depth 3 (exit 11).
EXTENDS Naturals, TLC
CONSTANT F(_), G(_, _)
Def(a) == a + 1
Tab(a) == a + 1
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Inv == PrintT(<<F(1 \div 0), G(1, 2), Def(3), Tab(1), F(x) = 2, G(x, x) = 3>>)
====
