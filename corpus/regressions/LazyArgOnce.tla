---- MODULE LazyArgOnce ----
\* An argument used twice is evaluated once (TLC's LazyValue keeps its value): the
\* PrintT inside it prints once per evaluation of Next, not once per use.
EXTENDS Naturals, TLC
VARIABLE x
Twice(a) == IF x >= 0 THEN a + a ELSE 0
Init == x = 0
Next == \/ x < 2 /\ x' = Twice(IF PrintT(<<"arg", x>>) THEN x ELSE 0) - x + 1
        \/ x = 2 /\ x' = x
====
