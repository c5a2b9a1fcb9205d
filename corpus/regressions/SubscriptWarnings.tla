---- MODULE SubscriptWarnings ----
\* TLC's start-up warnings for the subscript of a SPECIFICATION's [][Next]_e
\* (SpecProcessor.processConfigSpec, its SubscriptCollector): every variable the
\* collector does not find, in TLC's order of the variables. It looks into tuples and
\* definitions (parameters given the arguments), not into other operators: y under
\* f[y] is missing. The -nowarning hint follows the first warning of the run only
\* (also before the state-level PROPERTY's warning).
EXTENDS Naturals
VARIABLES x, y, f, z
Init == x = 0 /\ y = 1 /\ f = [i \in {1} |-> 0] /\ z = 0
Next == x' = (x + 1) % 2 /\ UNCHANGED <<y, f, z>>
Pair(a, b) == <<a, b>>
Spec == Init /\ [][Next]_(Pair(x, f[y]))
Small == x < 2
====
