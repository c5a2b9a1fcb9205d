---- MODULE StutteringWarningNone ----
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Ev == <>(x = 5)
Inf == []<>(x = 0)
Lt == (x = 1) ~> (x = 0)
====
