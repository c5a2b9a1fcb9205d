---- MODULE AliasEvalError ----
\* An ALIAS that fails to evaluate on a state of the trace: TLC's Tool.evalAlias prints the
\* state's variables and the error's message as one more field, _ALIASEvalError.
EXTENDS Naturals, TLC
VARIABLE x, y
Init == x = 0 /\ y = "a"
Next == x' = x + 1 /\ y' = y
Inv == x < 3
Alias == [x |-> x, z |-> IF x = 2 THEN Assert(FALSE, <<"boom", x>>) ELSE <<1, 2>>[x + 1], w |-> 10 \div (x - 1)]
====
