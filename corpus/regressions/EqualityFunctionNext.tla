---- MODULE EqualityFunctionNext ----
\* A function compared with a set in Next (difftest seed 200771): FcnRcdValue.equals's Assert.fail,
\* a RuntimeException, so TLC's "unexpected exception" frame, exit 75.
EXTENDS Naturals, TLC
VARIABLE x
Init == x = 0
Next == /\ x' = x + 1
        /\ x = 1 => (1 :> 2) = {x}
====
