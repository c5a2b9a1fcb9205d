---- MODULE InstanceRecursiveLocalInner ----
EXTENDS Naturals
CONSTANT K
VARIABLE x
RECURSIVE Sum(_), Ev(_), Od(_)
Sum(n) == IF n = 0 THEN K + x ELSE n + Sum(n - 1)
Ev(n) == IF n = 0 THEN TRUE ELSE Od(n - 1)
Od(n) == IF n = 0 THEN FALSE ELSE Ev(n - 1)
Tri[n \in 0..K + 3] == IF n = 0 THEN x ELSE n + Tri[n - 1]
====
