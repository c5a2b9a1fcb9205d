---- MODULE FairnessNextPrimedDefinition ----
\* WF_vars(Next) where a disjunct primes a definition (Moved') and another reads y' before
\* assigning it: TLC's Tool.enabled searches Next step by step and meets the unassigned y
\* in Copy; the positions start at the WF's reference to Next, exit 255.
EXTENDS Naturals
VARIABLES x, y
vars == <<x, y>>
Init == x = 0 /\ y = 0
Sum == x + y
Grow == x > 5 /\ x' = x + 1 /\ y' = y /\ Sum' > Sum
Copy == x' = y' /\ y' = x
Next == Grow \/ Copy
Spec == Init /\ [][Next]_vars /\ WF_vars(Next)
Live == <>(x = 1)
====
