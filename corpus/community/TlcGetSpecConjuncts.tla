---- MODULE TlcGetSpecConjuncts ----
\* TLCGet("spec")'s inits and temporals under SPECIFICATION, as TLC lists them: one entry per
\* conjunct of the behaviour; an application of a definition is located at the definition's
\* body (named by it when it has no parameters), any other conjunct where it is, and named
\* "UnnamedAction". Also TLCEvalDefinition of a name computed when evaluating.
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLE x, y
I1 == x = 0
Init == I1
IY(v) == y = v
A(p) == x < 2 /\ x' = x + p /\ y' = y
B == x > 0 /\ x' = x - 1 /\ UNCHANGED y
Next == (\E p \in {1} : A(p)) \/ B
Fair == \A p \in {1} : WF_x(A(p))
FairB(v) == WF_v(B)
Spec == Init /\ IY(0) /\ y \in {0} /\ [][Next]_<<x, y>> /\ Fair /\ (SF_x(B) /\ FairB(y)) /\ <>[](x \in Nat)
Answer == 42
Named(n) == TLCEvalDefinition(n)
Inv == /\ TLCGet("level") = 1 =>
          /\ PrintT(TLCGet("spec").inits)
          /\ PrintT(TLCGet("spec").temporals)
          /\ PrintT(Named("Ans" \o "wer"))
          /\ PrintT(TLCEvalDefinition(IF x = 0 THEN "I1" ELSE "Answer"))
       /\ TRUE
====
