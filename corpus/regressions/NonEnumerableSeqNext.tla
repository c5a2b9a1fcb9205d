---- MODULE NonEnumerableSeqNext ----
\* \E over Seq(S) in Next: Seq's explanation of the non-enumerable bound, a RuntimeException
\* (exit 75); the bound is not among the nested positions (it was evaluated). Also STRING in
\* an \A (the generic wording: "a non-enumerable quantifier bound", "STRING." and the location).
EXTENDS Naturals, Sequences
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => \E y \in Seq({1}) : y = <<>>
====
