---- MODULE PrimedLetRecursiveInner ----
EXTENDS Naturals
VARIABLE w
Grows == w' > w + 2
====
