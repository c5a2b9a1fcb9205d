---- MODULE OverrideWrapContains ----
\* SequencesExt's Contains compares with equals inside the override: an integer against a
\* string fails there (a RuntimeException), wrapped, in an invariant (exit 76).
EXTENDS Integers, SequencesExt
VARIABLE y
Init == y = 0
Next == y' = y + 1 /\ y < 2
Inv == Contains(<<y>>, IF y = 2 THEN "a" ELSE 5) = FALSE
====
