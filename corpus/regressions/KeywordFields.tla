---------------------------- MODULE KeywordFields -----------------------------
(* After `.`, a record field may be spelt as any keyword, in a selection and  *)
(* in an EXCEPT path (SANY; TLC's test208): r.NEW, !.IF, !.WF_.               *)
(* Expected (TLC): no error, 4 distinct states, 4 generated, depth 4.          *)
EXTENDS Naturals
VARIABLE r
Init == r = [f \in {"NEW", "IF", "WF_"} |-> 0]
Next == /\ r.NEW < 3
        /\ r' = [r EXCEPT !.NEW = @ + 1, !.IF = r.WF_ + r.NEW]
==============================================================================
