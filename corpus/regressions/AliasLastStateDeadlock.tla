---- MODULE AliasLastStateDeadlock ----
\* The deadlocked state: TLC evaluates the ALIAS with the state itself as successor
EXTENDS Integers
VARIABLES x
Init == x = 1
Next == x < 3 /\ x' = x + 1
Alias == [x |-> x, a |-> x' - x]
====
