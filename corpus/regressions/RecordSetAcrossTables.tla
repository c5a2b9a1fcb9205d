------------------------ MODULE RecordSetAcrossTables ------------------------
(* Req is a lazy union of record sets (neither is an enumerated set). Next  *)
(* splits on \E q \in Req when the actions are built, so the records it     *)
(* assigns are made then; the invariant's membership in a record set must   *)
(* match their field names by text, not by object (found by Specifying     *)
(* Systems' MCInnerSequential).                                            *)
(* Expected (TLC): no error, 5 distinct states, 21 generated, depth 2.     *)
CONSTANT Val
Rd == [val : Val, op : {"Rd"}]
Wr == [val : Val, op : {"Wr"}]
Req == Rd \cup Wr
VARIABLE r
Init == r = [val |-> CHOOSE v \in Val : TRUE, op |-> "Free"]
Next == \E q \in Req : r' = q
Inv == r \in Req \cup [val : Val, op : {"Free"}]
==============================================================================
