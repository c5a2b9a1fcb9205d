---- MODULE TemporalCannotHandleWalked ----
\* On TLC's walk (conjunctions, \A over constant sets, definitions with or without
\* arguments) nothing is caught: the unbounded \E itself is named.
EXTENDS Naturals
VARIABLE x
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
Some == \E k : <>(x = k)
Wrap(j) == <>(x = j) /\ Some
Prop == []<>(x = 1) /\ \A j \in {1, 2} : Wrap(j)
====
