---- MODULE AliasEvalErrorLocated ----
\* ALIAS errors whose TLC message ends with the failing expression's location (CHOOSE without
\* a witness, a missing record field): the innermost expression, deep inside the ALIAS.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == x' = x + 1
Inv == x < 2
Pick(S) == CHOOSE v \in S : v > 5
Alias == [x |-> x, p |-> IF x = 1 THEN Pick({x, 2}) ELSE 0,
          q |-> LET r == [a |-> x] IN IF x = 2 THEN r.b ELSE r.a]
====
