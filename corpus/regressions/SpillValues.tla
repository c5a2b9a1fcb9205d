---- MODULE SpillValues ----
\* A model with tens of thousands of states whose states hold every kind of value the
\* disk queue and checkpoints must store: functions over model values, records with
\* strings, sets of model values, sequences. Checked with a tiny --max-memory (spill.test.ts)
\* and interrupted and resumed (checkpoint.test.ts): the counts must be TLC's either way.
\* TLC: SpillValues.cfg 115639 distinct, 465721 generated, depth 26, no error;
\* SpillValuesViolation.cfg invariant NotAllDone violated, 34466 distinct, 126727 generated, depth 16.
EXTENDS Naturals, Sequences
CONSTANTS Procs, N
VARIABLES count, owner, flags, log

Init == /\ count = [p \in Procs |-> 0]
        /\ owner = [who |-> "nobody", since |-> 0]
        /\ flags = {}
        /\ log = <<>>

Step(p) == /\ count[p] < N
           /\ count' = [count EXCEPT ![p] = @ + 1]
           /\ owner' = [who |-> IF p \in flags THEN "again" ELSE "first", since |-> count[p]]
           /\ flags' = flags \cup {p}
           /\ log' = IF Len(log) < 2 THEN Append(log, p) ELSE log

Reset(p) == /\ p \in flags
            /\ flags' = flags \ {p}
            /\ UNCHANGED <<count, owner, log>>

Next == \E p \in Procs : Step(p) \/ Reset(p)

NotAllDone == ~(\A p \in Procs : count[p] = N)
====
