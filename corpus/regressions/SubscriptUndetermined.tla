---- MODULE SubscriptUndetermined ----
\* A literal in the subscript of [][Next]_e: TLC's SubscriptCollector cannot handle it
\* (EC.TLC_CANT_HANDLE_SUBSCRIPT) and processConfigSpec warns that it could not determine
\* the subscript's variables, naming none.
EXTENDS Naturals
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == x' = (x + 1) % 2 /\ y' = y
Spec == Init /\ [][Next]_<<x, 0>>
====
