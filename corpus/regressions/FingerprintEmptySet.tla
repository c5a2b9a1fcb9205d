---- MODULE FingerprintEmptySet ----
\* `{} # TRUE` in Next: the {} literal has a source like any set literal (TLC's CallStackTool), so
\* SetEnumValue.equals' failure is a FingerprintException ending at the {} (difftest seed 201195).
EXTENDS Naturals
VARIABLE x, s
Init == x = 0 /\ s = {}
Next == /\ x' = x + 1
        /\ s' = {}
        /\ x = 1 => {} # TRUE
====
