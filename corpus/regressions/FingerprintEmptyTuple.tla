---- MODULE FingerprintEmptyTuple ----
\* `<<>> # TRUE` in Next: the <<>> literal has a source like any tuple literal (TLC's CallStackTool),
\* so TupleValue.equals' failure is a FingerprintException ending at the <<>> (difftest seed 201240).
EXTENDS Naturals, Sequences
VARIABLE x, s
Init == x = 0 /\ s = <<>>
Next == /\ x' = x + 1
        /\ s' = <<>>
        /\ x = 1 => <<>> # TRUE
====
