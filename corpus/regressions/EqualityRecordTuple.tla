---- MODULE EqualityRecordTuple ----
\* A record compared with a tuple of another length, in an invariant on the initial state: TLC's
\* RecordValue.equals refuses any non-empty tuple before comparing lengths (difftest seed 201046);
\* the record literal has a source in the replay, so "TLC was unable to fingerprint"; exit 75.
EXTENDS Naturals
VARIABLE x
Init == x = 0
Next == x' = x
Inv == ([a |-> 2] = <<0, 1>>) \/ TRUE
====
