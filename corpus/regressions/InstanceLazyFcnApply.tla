---- MODULE InstanceLazyFcnApply ----
\* The function of an application stays lazy through an INSTANCE substitution (TLC's
\* KeepLazy reaches the substitution's LazyValue): Get(1) evaluates Val(1) only, never
\* Val(2), which fails. docs/semantics.md, "Lazy functions".
EXTENDS Naturals
VARIABLE x
---- MODULE Inner ----
VARIABLE pc
Get(i) == pc[i]
====
Val(p) == IF p = 2 THEN CHOOSE y \in {} : TRUE ELSE x
I == INSTANCE Inner WITH pc <- [p \in {1, 2} |-> Val(p)]
Init == x = 0
Next == x < 3 /\ I!Get(1) < 5 /\ x' = x + 1
Inv == I!Get(1) < 5
====
