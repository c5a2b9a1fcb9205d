---- MODULE TemporalCannotHandleParameter ----
\* A parameter given a temporal formula is expanded by TLC's walk only where the walk meets
\* it; under [] or <> astToLive finds it no definition and refuses it where it is used (F),
\* although the formula would be checkable written out.
EXTENDS Naturals
VARIABLE x
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
Often(F) == []F
Prop == Often(<>(x = 1))
====
