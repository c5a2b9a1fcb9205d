------------------------- MODULE NestedModuleLocation -------------------------
(* A location inside a module nested in another is printed with the name of   *)
(* the outermost module (SANY's Location names the module of the file): the    *)
(* violated [][a' = a]_a of Inner is "line 12, col 19 to line 12, col 30 of    *)
(* module NestedModuleLocation" (tla2ts used to say "of module Inner").        *)
(* Expected (TLC): that action property violated, 2 distinct states,           *)
(* 2 generated, depth 2 (TLC's output: NestedModuleLocation.out).              *)
EXTENDS Naturals
VARIABLES x
---- MODULE Inner ----
VARIABLES a
ISpec == a = 0 /\ [][a' = a]_a
Step == a' = a + 1
====
I == INSTANCE Inner WITH a <- x
Init == x = 0
Next == I!Step /\ x < 3
Spec == Init /\ [][Next]_x
R == I!ISpec
================================================================================
