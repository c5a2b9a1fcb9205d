---- MODULE TemporalCannotHandleDefinition ----
\* Off TLC's walk (under []), astToLiveAppl expands a definition but catches a failure in its
\* body and refuses the application itself: the outermost definition applied names the
\* formula, not the unbounded \E inside it.
EXTENDS Naturals
VARIABLE x
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
Some == \E k : <>(x = k)
Wrap(j) == <>(x = j) /\ Some
Prop == <>(x = 0) /\ [](x = 0 => Wrap(1))
====
