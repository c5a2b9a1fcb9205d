---- MODULE PrintOrderNestedMid ----
\* Instantiates PrintOrderNestedInner by name: its definitions become C!D1 ... here.
C == INSTANCE PrintOrderNestedInner
Two == C!D2
====
