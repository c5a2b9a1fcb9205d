---- MODULE HoistedQuantifierCalls ----
\* An application inside a quantifier's body that depends on none of its variables
\* (Div(i) in \A j : ...) is evaluated once per evaluation of the quantifier, but only
\* where TLC first evaluates it: never when no element reaches it (Lazy), and its error
\* raised where TLC raises it (Eager, at x = 2 only, after j = 1 failed the guard).
\* TLC: error "The second argument of \div is 0" at x = 2: 3 distinct, 3 generated, depth 3.
EXTENDS Integers
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Div(a) == 12 \div a
Id(a) == <<a, a + 1>>
Lazy == \A i \in 0..x : \A j \in 1..3 : (j > 5) => Div(i - i) > 0
Pairs == \A i \in 0..x : \A j \in 0..x : Id(i) = Id(j) => i = j
Eager == \A i \in 0..x : \A j \in 1..3 : (j >= 2 /\ i = x) => Div(x - 2) >= -100
====
