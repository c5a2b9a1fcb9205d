--------------------------- MODULE LazyUnionOrder ---------------------------
(* S \cup T with an operand that is not an enumerated set or interval is    *)
(* TLC's lazy SetCupValue: x' \in S \cup T enumerates all of S, then all of *)
(* T, duplicates included, so <<2>> is generated twice per step; \ with a   *)
(* lazy left operand is a lazy SetDiffValue enumerating S filtered.         *)
(* Expected (TLC): no error, 7 distinct states, 18 generated, depth 3.      *)
EXTENDS Naturals
VARIABLES x, y
Init == /\ x \in [{1} -> {1, 2}] \cup [{1} -> {0}]
        /\ y = 0
Next == /\ y < 2
        /\ y' = y + 1
        /\ x' \in ([{1} -> {1, 2}] \cup [{1} -> {2, 3}]) \ {<<3>>}
=============================================================================
