---- MODULE LabelErrorStateBeforeAction ----
\* SF_x(A) where A fails once x' = 2: TLC's LiveCheck.addNextState asks the state atoms (ENABLED A) before the
\* action atoms (A taken on each step), so the error comes from ENABLED, whose step-by-step search keeps the
\* assignment x' = x + 1 on the call stack (listed), not from the step 1 -> 2 that would fail too.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 3 /\ x' = x + 1
A == x' = x + 1 /\ (IF x' = 2 THEN 1 \div 0 = 0 ELSE TRUE)
Spec == Init /\ [][Next]_x /\ SF_x(A)
Prop == <>(x = 3)
====
