---- MODULE CfgOperatorTableArity ----
(* Model-file rows for a definition with another arity (`Tab(1, 2) = 7` for  *)
(* `Tab(a)`) replace it all the same; applying the table is TLC's error      *)
(* (OpRcdValue.apply: "with wrong number of arguments"), not the definition. *)
EXTENDS Naturals
VARIABLE x
Tab(a) == a + 1
Init == x = Tab(2)
Next == x' = x
====
