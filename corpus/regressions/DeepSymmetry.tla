---- MODULE DeepSymmetry ----
\* Values nested 60 levels deep holding model values, under SYMMETRY: permuted and
\* compared permuted (runtime/check/symmetry.ts, permutedCompare.ts), encoded for the
\* queue (stateCodec.ts). TLC's figures; 100,000-level cases are in
\* test/runtime/check/deepValueWalks.test.ts (TLC's stack overflows near 150 levels here).
\* Expected (TLC): no error, 827 distinct states, 2631 generated, depth 5.
EXTENDS Integers, TLC
CONSTANT P
RECURSIVE Nest(_, _)
Nest(p, n) == IF n = 0 THEN p ELSE <<Nest(p, n - 1), n % 2 = 0>>
RECURSIVE NestR(_, _)
NestR(p, n) == IF n = 0 THEN [who |-> p] ELSE [next |-> NestR(p, n - 1), who |-> p]
VARIABLES x, y, z, i
Init == /\ x \in {Nest(p, 60) : p \in P}
        /\ z = NestR(CHOOSE p \in P : TRUE, 50)
        /\ y = [p \in P |-> 0]
        /\ i = 0
Next == /\ i < 4
        /\ i' = i + 1
        /\ \E p \in P : /\ x' \in {Nest(p, 60), <<x, FALSE>>}
                        /\ z' \in {NestR(p, 50), [next |-> z, who |-> p]}
                        /\ y' = [y EXCEPT ![p] = @ + 1]
Sym == Permutations(P)
====
