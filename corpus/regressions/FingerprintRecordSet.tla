---- MODULE FingerprintRecordSet ----
\* A set of records, built in Next, asked about a non-record: TLC's replay raises the error inside
\* a value with a source (its CallStackTool gives [a : {1}] one) and prints "TLC was unable to
\* fingerprint": the call stack, then the set's own position, then the reason; exit 75.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = 1 - x /\ (x = 0 \/ 1 \in [a : {1}])
====
