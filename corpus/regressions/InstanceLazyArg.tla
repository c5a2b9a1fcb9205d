---- MODULE InstanceLazyArg ----
\* A parameterised instance's arguments are lazy, as an operator's (TLC's Tool.getOpContext):
\* an argument the definition used never reads is never evaluated, nor printed.
EXTENDS Naturals, TLC
VARIABLE x
J(c) == INSTANCE InstanceLazyArgInner WITH K <- c, w <- x
Init == x = 0
Next == x < 4 /\ x' = J(CHOOSE y \in {} : TRUE)!Val + 1 /\ J(1 \div 0)!Moved /\ J(PrintT("never"))!Val >= 0
Spec == Init /\ [][Next]_x
Inv == J(CHOOSE y \in {} : TRUE)!Val < 3
Prop == [](J(1 \div 0)!Val < 9)
====
