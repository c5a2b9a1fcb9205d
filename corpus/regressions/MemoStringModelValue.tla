----------------------- MODULE MemoStringModelValue -----------------------
(* The string "p1" and the model value p1 share their name, and tla2ts's   *)
(* intern table gives them one token. IsName is remembered per argument    *)
(* (a constant-level operator); the two must stay two keys, or the second  *)
(* call answers with the first one's result.                               *)
(* Expected (TLC): no error, 3 distinct, 3 generated, depth 3.             *)
EXTENDS Naturals
CONSTANT p1
VARIABLE x
IsName(v) == v = "p1"
Init == x = 0
Next == x < 2 /\ x' = x + (IF IsName("p1") THEN 1 ELSE 0) + (IF IsName(p1) THEN 10 ELSE 0)
Inv == x < 10
=============================================================================
