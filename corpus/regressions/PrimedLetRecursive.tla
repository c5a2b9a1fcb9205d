---- MODULE PrimedLetRecursive ----
\* A primed application of a LET RECURSIVE operator: its body, recursive calls
\* included, is evaluated in the next state (difftest --rich seed 1278: `w'` with
\* `w <- LET RECURSIVE ... IN ...` in an INSTANCE was refused, TT3001).
EXTENDS Naturals
VARIABLE v
I == INSTANCE PrimedLetRecursiveInner WITH w <- (LET RECURSIVE Tri(_) Tri(n) == IF n = 0 THEN 0 ELSE n + Tri(n - 1) IN Tri(v))
J(k) == INSTANCE PrimedLetRecursiveInner WITH w <- (LET RECURSIVE Down(_) Down(n) == IF n <= k THEN v ELSE Down(n - 1) IN Down(v + 2))
Init == v = 0
Next ==
  \E d \in {1, 2, 3} :
    /\ v' = (v + d) % 7
    /\ I!Grows \/ J(1)!Grows
    /\ (LET RECURSIVE Ev(_), Od(_)
            Ev(n) == IF n = 0 THEN TRUE ELSE Od(n - 1)
            Od(n) == IF n = 0 THEN FALSE ELSE Ev(n - 1)
        IN Ev(v) \/ v > 4)' 
====
