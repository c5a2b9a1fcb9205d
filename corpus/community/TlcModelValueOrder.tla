---- MODULE TlcModelValueOrder ----
\* Model values TLC makes itself (TLCModelValue) order after the cfg's, in the order they are
\* first made (their names' intern tokens), in printed sets and functions and for CHOOSE; a name
\* the spec already has keeps its token.
EXTENDS Naturals, TLC, TLCExt
CONSTANT A, B
VARIABLE x
Z == TLCModelValue("zz")
Y == TLCModelValue("aa")
W == TLCModelValue("A")
Init == /\ x = 0
        /\ PrintT({Z, Y, A, B})
        /\ PrintT({Y, Z})
        /\ PrintT(CHOOSE v \in {Z, Y, B} : TRUE)
        /\ PrintT(<<W = A, TLCModelValue("m") = TLCModelValue("m"), {TLCModelValue("x"), TLCModelValue("Init")}>>)
        /\ PrintT([v \in {Z, Y, A} |-> 1])
        /\ PrintT(ToString(Z))
Next == UNCHANGED x
====
