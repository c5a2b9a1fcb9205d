---- MODULE TemporalCannotHandleRecursive ----
\* TLC's walk of a PROPERTY (processConfigProps) expands definitions and \A over constant
\* sets but no RECURSIVE operator; astToLive refuses an application of one whose level is
\* temporal: "TLC cannot handle the temporal formula" at the application, exit 255 before
\* the initial states (TLC's test model Github1389 with TLC 2026.04).
EXTENDS Naturals
VARIABLE x
RECURSIVE Ev(_)
Ev(n) == IF n = 0 THEN <>(x = 1) ELSE Ev(n - 1)
Spec == x = 0 /\ [][x' = 1 - x]_x /\ WF_x(x' = 1 - x)
Each == \A k \in {1, 2} : []<>(x = 0) /\ Ev(k)
Prop == <>(x = 0) /\ Each
====
