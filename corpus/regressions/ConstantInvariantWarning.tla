---- MODULE ConstantInvariantWarning ----
\* A constant-level INVARIANT that is TRUE (docs/semantics.md, sweep5): TLC prints its warning
\* (EC.TLC_INVARIANT_CONSTANT_LEVEL) once while it reads the .cfg and never checks it again;
\* Inv, of state level, is checked. TLC: no error, 3 distinct, 3 generated, depth 3 (exit 0).
EXTENDS Naturals
CONSTANT N
VARIABLE x
Init == x = 0
Next == x < N /\ x' = x + 1
Always == N > 0
Inv == x <= N
====
