---- MODULE RangeOfFunction ----
\* {f[x] : x \in DOMAIN f} is read from f's values (core.rangeOf): functions, tuples,
\* records, a function of the state; then DOMAIN of a non-function (Bad) and a function
\* over Nat (BadLazy, RangeOfFunctionLazy.cfg) fail as the set map does, at x = 2.
\* TLC: an error at x = 2 for either: 3 distinct states, 3 generated, depth 3.
EXTENDS Naturals, Sequences, TLC
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
Range(f) == {f[i] : i \in DOMAIN f}
g == <<1, 2>>
Fn == [i \in 0..x |-> i * i]
Checks ==
  /\ Range(<<3, 1, 3>>) = {1, 3}
  /\ Range(<<>>) = {}
  /\ Range([a |-> x, b |-> 7]) = {x, 7}
  /\ Range(Fn) = {i * i : i \in 0..x}
  /\ Range((x :> "a") @@ (x + 1 :> "a")) = {"a"}
  /\ {g[i] : i \in DOMAIN g} = {1, 2} \/ x > 0
Bad == x = 2 => Range(x) = {}
BadLazy == x = 2 => Range([i \in Nat |-> i + x]) # {}
====
