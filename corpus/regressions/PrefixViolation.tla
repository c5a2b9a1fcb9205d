------------------------------ MODULE PrefixViolation ------------------------------
(* Temporal properties TLC finds violated by a finite behaviour during the     *)
(* search (docs/semantics.md, "Temporal properties violated by a finite        *)
(* prefix"): []P reached through an INSTANCE's parameterized definition (TLC's *)
(* processConfigProps does not expand it there, so it is a temporal formula),  *)
(* with and without WITH, through a parameterized instance, a LET, \E; and one *)
(* going back to an earlier state. Without fairness TLC stops at the end of    *)
(* the expansion that completes the bad prefix and exits 12; with fairness it  *)
(* checks the property after the search (exit 13).                             *)
(* Expected (TLC), per model: see corpus/regressions/expected.json.            *)
EXTENDS Naturals
VARIABLE s
Init == s = 0
Next == IF s < 8 THEN s' = s + 1 ELSE s' = 0
Spec == Init /\ [][Next]_s
FairSpec == Spec /\ WF_s(Next)
Small(n) == n # 5
Implicit == INSTANCE PrefixViolationLib WITH v <- s, Limit <- 5
I == INSTANCE PrefixViolationLib WITH v <- s + 1, Limit <- 4
P(k) == INSTANCE PrefixViolationLib WITH v <- s, Limit <- k
ThroughInstance == Implicit!Twice(Small, s)
ThroughWith == I!BelowAt(s)
ThroughParameterized == P(3)!BelowAt(s)
ThroughLet == LET L == I!Twice(Small, s) IN L
ThroughExists == \E k \in {6} : P(k)!Below
BackToStart == [](s = 8 => [](s # 0))
ZeroArity == P(5)!Below
=====================================================================================
