---- MODULE InstanceLazyArgInner ----
EXTENDS Naturals
CONSTANT K
VARIABLE w
Val == w
Plus(a) == a + K
Moved == w' # w
====
