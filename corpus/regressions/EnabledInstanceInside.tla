---- MODULE EnabledInstanceInside ----
\* Unlike EnabledSubstitutedVariable: here the substituting INSTANCE is entered inside the fairness
\* formula (WF_x(I!A)), so TLC's ENABLED evaluates the substitution: z' = TRUE reads Def' = (x' = 3)
\* in an empty next state and fails on x (exit 255 at the first state labelled).
EXTENDS Naturals
VARIABLES x, y
Def == x = 3
I == INSTANCE EnabledInstanceInsideM WITH z <- Def
Init == x = 0 /\ y = 0
Next == x < 3 /\ x' = x + 1 /\ y' = y
Spec == Init /\ [][Next]_<<x, y>> /\ WF_x(I!A)
Prop == <>(x = 3)
====
