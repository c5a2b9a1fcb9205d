---- MODULE PrefixAfterDeadlock ----
\* The deadlocked state's stuttering completes a finite-prefix violation of NeverThree: TLC reports the
\* deadlock, then the temporal property's finite counterexample, and exits with the deadlock's status.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Step == x < 3 /\ x' = x + 1
Spec == Init /\ [][Step]_x
NeverThree == [](x = 1 => [](x # 3))
====
