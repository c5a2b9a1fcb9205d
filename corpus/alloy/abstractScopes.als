-- Scopes of the sub-sigs of an abstract sig (Alloy 5.1's rule): a sub-sig without a scope of
-- its own gets the parent's scope minus the scopes of its scoped siblings, and 0 empties it.
-- A sub-sig of a non-abstract sig keeps the parent's scope.

abstract sig S {}
sig A extends S {}
sig B extends S {}
sig C extends S {}

sig P {}
sig Q extends P {}
sig R extends P {}

pred bThree { #B = 3 }
pred bTwo { #B = 2 }
pred someB { some B }
pred someR { some R }

run bThree for 5 but 4 S, 1 A, 1 C expect 0
run bTwo for 5 but 4 S, 1 A, 1 C expect 1
run bThree for 4 but 1 A expect 1
run someB for 3 but 2 S, 1 A, 1 C expect 0
run someR for 3 but 1 P, 1 Q expect 1
