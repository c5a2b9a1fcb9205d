------------------------ MODULE PropertyInitConjuncts ------------------------
(* A state-level part of a PROPERTY is checked on the initial states one      *)
(* conjunct at a time (TLC's processConfigProps expands every zero-arity      *)
(* definition and splits its conjunctions): a conjunct is reported by its     *)
(* location, a conjunct that is a definition by that definition's name.       *)
(* Expected (TLC): "Property line 18, col 6 to line 18, col 10 of module      *)
(* PropertyInitConjuncts is violated by the initial state" (a = 1; the module *)
(* is the file's, see NestedModuleLocation), 1 distinct, 1 generated, depth 1. *)
(* PropertyInitConjunctsNamed.cfg: "Property AOk is violated by ...", same.    *)
EXTENDS Naturals
VARIABLES x, y
---------------------------- MODULE Abstract --------------------------------
VARIABLES a, b
AOk == b = 0
AInit ==
  /\ AOk
  /\ a = 0
  /\ a = 1
ASpec == AInit /\ [][a' = a]_<<a, b>>
==============================================================================
Init == x = 0 /\ y = 0
Next == x' = (x + 1) % 3 /\ y' = y
Spec == Init /\ [][Next]_<<x, y>>
A == INSTANCE Abstract WITH a <- x, b <- y
B == INSTANCE Abstract WITH a <- x, b <- y + 1
RefinesA == A!ASpec
RefinesB == B!ASpec
==============================================================================
