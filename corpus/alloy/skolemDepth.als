-- Higher-order quantifiers under one universal (the Analyzer's skolem depth 1): the universal
-- is grounded and each binding gets its own witness set, printed as one skolem relation.
-- (A check of `all a: A | some s: set B | ...` cannot be skolemized: negated, the existential
-- is universal; it is refused, as by the Analyzer: test/runtime/alloy/solverModel.test.ts.)

sig A { f: set B }
sig B {}

fact pairs { all a: A | some s: set B | s = a.f and #s = 2 }

pred disjointWitness { some A and all a: A | some s: set B | no s & a.f and some s }
pred everyoneSharesOne { some A and all a: A | some r: B -> B | one r and r.B in a.f and B.r not in a.f }
assert noTriple { all a: A | #a.f < 3 }

run disjointWitness for 3 expect 1
run disjointWitness for 3 but 2 B expect 0
run everyoneSharesOne for 3 expect 1
check noTriple for 4 expect 0
