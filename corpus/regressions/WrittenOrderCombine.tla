---- MODULE WrittenOrderCombine ----
\* f @@ g as TLC's CombineFcn builds it: f's domain as f holds it, then g's new elements,
\* unnormalized; printed in that order until something normalizes it (docs/semantics.md).
EXTENDS Naturals, TLC
CONSTANTS P1, P2
VARIABLES v, t
Tokens == <<"b", "a">>
ASSUME PrintT(ToString(P2 :> 1 @@ P1 :> 2))
ASSUME PrintT(ToString(("a" :> 1) @@ ("b" :> 2)))
ASSUME PrintT(ToString(<<7, 8>> @@ (0 :> 3)))
ASSUME PrintT(ToString((2 :> 5) @@ (1 :> 4)))
ASSUME PrintT(ToString([(P2 :> 1 @@ P1 :> 2) EXCEPT ![P1] = 3]))
ASSUME PrintT(ToString((P2 :> 1 @@ P1 :> 2) @@ ("x" :> 0)))
ASSUME PrintT(ToString(<<(P2 :> 1 @@ P1 :> 2)>>))
ASSUME PrintT(ToString({(P2 :> 1 @@ P1 :> 2)}))
ASSUME PrintT(ToString({(P2 :> 1 @@ P1 :> 2), (P2 :> 0 @@ P1 :> 2)}))
ASSUME PrintT(ToString((P1 :> 1) @@ (P2 :> 2 @@ P1 :> 5)))
ASSUME PrintT(ToString(LET g == (P2 :> 1 @@ P1 :> 2) IN IF g[P1] = 2 THEN g ELSE g))
ASSUME PrintT(ToString(LET g == (P2 :> 1 @@ P1 :> 2) IN IF DOMAIN g = {} THEN g ELSE g))
ASSUME PrintT(ToString(LET g == (P2 :> 1 @@ P1 :> 2) IN IF g = (P1 :> 2 @@ P2 :> 1) THEN g ELSE g))
ASSUME PrintT(P2 :> 1 @@ P1 :> 2)
Init == /\ t \in {0, 1}
        /\ v = (P2 :> t + 1 @@ P1 :> 2)
Next == /\ v' = (P2 :> 0 @@ P1 :> 2)
        /\ t' = t
InModel == t = 0
\* The initial state t = 1 is out of the model: TLC checks the invariant and prints it unfingerprinted.
Inv == v[P2] = 1 /\ t = 0
====
