---- MODULE RecursionNeverEnds ----
\* A recursive operator whose call needs its own value once x reaches 3: TLC reports its
\* StackOverflowError while computing the successors of x = 3 (exit 255), after
\* 4 states generated, 4 distinct, depth 4. tla2ts used to loop for ever here.
EXTENDS Naturals
VARIABLE x
RECURSIVE Step(_)
Step(n) == IF n < 3 THEN n + 1 ELSE Step(n)
Init == x = 0
Next == x' = Step(x)
====
