---- MODULE ErrorWordingFcnStrings ----
\* A function constructed over a set literal of strings applied to an integer in an invariant:
\* TLC's FcnLambdaValue asks its domain, the unnormalised literal, linearly: "a".equals(1) fails
\* first, StringValue.equals' words (not a comparison with "b").
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Inv == x = 1 => [s \in {"b", "a"} |-> 1][x] = 1
====
