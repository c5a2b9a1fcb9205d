---- MODULE FingerprintSetLiteral ----
\* A set literal mixing an integer and a string, compared in Next: TLC sorts it inside its equals
\* (the later element compared with the earlier), a FingerprintException naming the literal.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x /\ ({1, "a"} = {} \/ x = 0)
====
