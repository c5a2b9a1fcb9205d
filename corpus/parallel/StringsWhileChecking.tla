---- MODULE StringsWhileChecking ----
\* Strings built while checking are interned when first built (their order is TLC's
\* order of first sight), so a parallel search would order them by which worker built
\* them first: such a run is done with one worker.
EXTENDS Naturals, Sequences
VARIABLES s, n
Init == s = {"a"} /\ n = 0
Next == n < 4 /\ n' = n + 1 /\ \E w \in s : s' = s \cup {w \o "b", "c" \o w}
====
