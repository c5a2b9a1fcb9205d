---- MODULE EnabledImplicitSubst ----
\* ENABLED of WF_w(Nx) inside the property K!Spec, K substituting a definition for w:
\* TLC's LNStateEnabled assigns w' cut off from that substitution, also when the
\* action reaches w through a further INSTANCE without WITH (implicit w <- w), as it
\* does for an explicit `w <- w`. tla2ts evaluated Ab(x)' there and failed ("identifier
\* x is either undefined"). TLC's test model Github817. TLC 2026.04: no error, 2
\* distinct states, 3 generated, depth 2.
EXTENDS Naturals
VARIABLE x
Ab(v) == IF v = 0 THEN 0 ELSE 1
K == INSTANCE EnabledImplicitSubstMid WITH w <- Ab(x)
Init == x = 0
Next == x' = 1 - x
Spec == Init /\ [][Next]_x /\ WF_x(Next)
Prop == K!Spec
====
