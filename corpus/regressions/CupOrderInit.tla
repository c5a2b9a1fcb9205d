---- MODULE CupOrderInit ----
\* x \in (SUBSET {1}) \cup {5} in Init: SetCupValue({5}, SUBSET {1}) enumerates 5 first, the invariant then fails comparing 5 with {}
EXTENDS Naturals, Sequences, FiniteSets, TLC
VARIABLE x
Init == x \in (SUBSET {1}) \cup {5}
Next == x' = x
Inv == x # {}
====
