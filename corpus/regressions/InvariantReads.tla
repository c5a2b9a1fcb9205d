---- MODULE InvariantReads ----
\* The variables each invariant reads (compiler/analyse/readSets.ts), pinned by
\* test/compiler/analyse/readSets.test.ts: through LET, INSTANCE substitutions,
\* recursion (mutual too), operator arguments and LAMBDA; every variable ("reads
\* anything") for TLCGet, RandomElement, Print, ENABLED and TLCExt!Trace. Every
\* invariant holds; the checker skips the ones whose variables an action left unchanged.
\* Expected (TLC): no error, 81 distinct states, 325 generated, depth 9.
EXTENDS Naturals, Sequences, TLC, TLCExt
VARIABLES x, y, z, w
M == INSTANCE InvariantReadsInner WITH a <- y + 1, b <- 3
Big == 100
RECURSIVE SumTo(_)
SumTo(n) == IF n = 0 THEN z ELSE SumTo(n - 1)
RECURSIVE A(_), B(_)
A(n) == IF n = 0 THEN x ELSE B(n - 1)
B(n) == IF n = 0 THEN y ELSE A(n - 1)
Apply(F(_), v) == F(v)
IsSmall(v) == v + x < Big

Init == x = 0 /\ y = 0 /\ z = 0 /\ w = 0
Bump(v) == v' = (v + 1) % 3
Next == \/ Bump(x) /\ UNCHANGED <<y, z, w>>
        \/ Bump(y) /\ UNCHANGED <<x, z, w>>
        \/ Bump(z) /\ UNCHANGED <<x, y, w>>
        \/ Bump(w) /\ UNCHANGED <<x, y, z>>

ReadsX == x >= 0
ViaLet == LET s == y IN s >= 0
ViaInstance == M!Pos
ViaRecursion == SumTo(2) >= 0
MutualA == A(1) >= 0
MutualB == B(1) >= 0
ViaLambda == Apply(LAMBDA v : v + w, 1) > 0
ViaOperatorArgument == Apply(IsSmall, 0)
ViaChoose == (CHOOSE v \in {x, y} : TRUE) >= 0
ViaFunction == [i \in {1, 2} |-> IF i = 1 THEN z ELSE w][1] >= 0
Level == TLCGet("level") < 100
Random == RandomElement({x}) = x
Printing == x >= 0 \/ PrintT(x)
Enabled == ENABLED Next
TraceLength == Len(Trace) > 0
====
