------------------------------ MODULE PrefixViolation ------------------------------
(* PROPERTY conjuncts reached through INSTANCE, as TLC's processConfigProps  *)
(* splits them (docs/semantics.md): an application of an instance's           *)
(* definition is expanded (named as SANY names it, I!BelowArg), one inside    *)
(* the body of an instance that substitutes something is not, so a []P there  *)
(* stays a temporal formula; with nothing substituted it is expanded (Always).*)
(* LET bodies are looked into. Without fairness TLC reports a temporal        *)
(* formula a finite behaviour violates during the search ("Temporal           *)
(* properties violated by a finite prefix"), exit 12; with fairness after the *)
(* search, exit 13. Expected (TLC), per model: corpus/regressions/expected.json*)
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
ZeroArityI == I!Below
NoSubst == INSTANCE PrefixViolationNoSubstLib
ThroughNoSubst == NoSubst!Twice(Small, s)
InvariantThroughWith == I!BelowArg(s)
InvariantLet == LET L == I!BelowArg(s) IN L
=====================================================================================
