---- MODULE FingerprintInit ----
\* A record literal applied to a non-string while computing the initial states: "TLC was unable
\* to fingerprint" after the message, the record's position last; exit 75.
EXTENDS Naturals
VARIABLE x
Init == x \in {1, 2} /\ x = [a |-> 1][0]
Next == x' = x
====
