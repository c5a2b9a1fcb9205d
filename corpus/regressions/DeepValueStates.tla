---- MODULE DeepValueStates ----
\* Values nested over a hundred levels as state values: fingerprinted, compared (past
\* 64 levels from an explicit stack, runtime/values/compare.ts), printed in the trace.
\* TLC's figures; its Java stack overflows near 200 levels here, so the 100,000-deep
\* cases are in test/runtime/values/deepValues.test.ts.
EXTENDS Integers, Sequences, TLC
RECURSIVE Nest(_)
Nest(n) == IF n = 0 THEN <<>> ELSE <<Nest(n - 1)>>
RECURSIVE NestS(_)
NestS(n) == IF n = 0 THEN {} ELSE {NestS(n - 1)}
VARIABLES x, y, z
Init == x = Nest(120) /\ y = 0 /\ z = {NestS(90), NestS(91)}
Next == /\ y < 3
        /\ x' \in {<<x>>, Nest(120 + y)}
        /\ y' = y + 1
        /\ z' = IF NestS(91) \in z THEN z \ {NestS(91)} ELSE z \cup {NestS(92)}
Inv == y < 3 \/ x = Nest(123) \/ x = <<Nest(122)>>
====
