---- MODULE TemporalCannotHandleLet ----
\* A LET definition is a definition to astToLive: the use of L is named, not the \E over
\* Nat inside Some (whose enumeration fails first).
EXTENDS Naturals
VARIABLE x
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
Some == \E k \in Nat : <>(x = k)
Prop == LET L == Some IN <>L
====
