---- MODULE RecursionNeverEndsInit ----
\* A recursion that never ends while computing the initial states: TLC's StackOverflowError
\* report says its call stack is empty (exit 75, no states); the successor-side case is
\* RecursionNeverEnds.
EXTENDS Naturals
VARIABLE x
RECURSIVE Loop(_)
Loop(n) == Loop(n)
Init == x = Loop(0)
Next == x' = x
====
