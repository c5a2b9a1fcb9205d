---- MODULE InstanceActionParameters ----
\* A parameterized instance substituting its parameter for a constant (J(k) with K <- k), its
\* definition the next-state relation: TLC runs it as one action `<J!Next(3) ...>` located at
\* the INSTANCE; tla2ts refused it (TT3001, "this parameter cannot be checked yet").
\* TLC 2026.04: Inv violated after three J!Next(3) steps; 4 distinct, 4 generated, depth 4.
EXTENDS Naturals
VARIABLE x
J(k) == INSTANCE InstanceActionLabelsM WITH K <- k
Init == x = 0
Next == J(3)!Next
Inv == x # 3
====
