---- MODULE AliasLastState ----
\* The last state of a behaviour: TLC evaluates the ALIAS with the state itself as successor (x' - x = 0)
EXTENDS Integers
VARIABLES x
Init == x = 1
Next == x' = x + 1
Inv == x < 3
Alias == [x |-> x, a |-> x' - x, b |-> x' = x]
====
