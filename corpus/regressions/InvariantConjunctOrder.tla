---- MODULE InvariantConjunctOrder ----
\* A conjunct evaluated on its own that fails or errs does not decide: the whole
\* invariant is evaluated in TLC's order. When y reaches 2, FirstFalse's first conjunct
\* is FALSE before its second divides by zero (TLC: a violation), and FirstError's
\* first conjunct divides by zero before its second is FALSE (TLC: the error).
\* Expected (TLC, cfg InvariantConjunctOrder): Invariant FirstFalse is violated, 6 distinct, 7 generated, depth 3.
\* Expected (TLC, cfg InvariantConjunctOrderError): error "The second argument of \div is 0", 6 distinct, 7 generated, depth 3.
EXTENDS Integers
VARIABLES x, y
Init == x = 0 /\ y = 0
Next == \/ x < 2 /\ x' = x + 1 /\ UNCHANGED y
        \/ y < 2 /\ y' = y + 1 /\ UNCHANGED x
FirstFalse == /\ x < 5
              /\ y < 2
              /\ 10 \div (2 - y) > 0
FirstError == /\ x < 5
              /\ 10 \div (2 - y) > 0
              /\ y < 2
====
