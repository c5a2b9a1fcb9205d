---- MODULE SpecBoxStateLevel ----
\* A SPECIFICATION conjunct []P with P a state predicate: TLC's SpecProcessor refuses it
\* at start-up with "TLC cannot handle the temporal formula <P's location>" and exits 255
\* (check P as an INVARIANT instead). tla2ts refused it with its own message, exit 151.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = (x + 1) % 3
Spec == Init /\ [][Next]_x /\ [](x >= 0)
====
