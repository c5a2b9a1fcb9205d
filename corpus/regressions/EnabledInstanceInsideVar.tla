---- MODULE EnabledInstanceInsideVar ----
\* Control of EnabledInstanceInsideExpr: a VARIABLE replaced by a variable (x <- y) is assigned by
\* TLC's ENABLED through the substitution, so no error: the deadlock at y = 2, as in TLC.
EXTENDS Naturals
VARIABLE y
I == INSTANCE EnabledInstanceInsideExprM WITH x <- y
Init == y = 0
Next == y < 2 /\ y' = y + 1
Spec == Init /\ [][Next]_y /\ WF_y(Next)
Prop == I!Spec /\ WF_I!vars(I!Inc)
====
