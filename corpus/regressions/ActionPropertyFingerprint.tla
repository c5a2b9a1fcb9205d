---- MODULE ActionPropertyFingerprint ----
\* an action property failing inside a tuple literal's method: TLC's FingerprintException, exit 75
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x + 1 /\ x < 3
P == [][<<1>>[x + 5] = 1]_x
====
