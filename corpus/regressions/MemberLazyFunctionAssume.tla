---- MODULE MemberLazyFunctionAssume ----
\* {1} \in f for f a LET-defined [i \in {1,2} |-> i] (a FcnLambdaValue): its member() asks the FcnRcdValue it builds, "the function <<1, 2>>"
EXTENDS Naturals, Sequences, TLC
VARIABLE x
ASSUME LET f == [i \in {1,2} |-> i] IN {1} \in f
Init == x = 0
Next == x' = x
====
