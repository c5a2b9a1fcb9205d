--------------------- MODULE InstanceActionErrorPositions ---------------------
(* An action reached through an INSTANCE that substitutes is TLC's Action of   *)
(* the SubstInNode: an error in it lists the INSTANCE statement first, then    *)
(* the positions inside the instantiated module (here nested, so located in    *)
(* this module, see NestedModuleLocation). Expected (TLC): "The second         *)
(* argument of \div is 0." after I!Step x4, positions 0. Line 18 (the          *)
(* INSTANCE), then Back's; 6 generated, 6 distinct, depth 6, exit 255          *)
(* (TLC's output: InstanceActionErrorPositions.out).                            *)
EXTENDS Naturals
VARIABLES x
---- MODULE Inner ----
EXTENDS Naturals
VARIABLES a
Step == a < 5 /\ a' = a + 1
Back == a > 3 /\ a' = a \div (a - 4)
====
Init == x = 0
I == INSTANCE Inner WITH a <- x
Next == I!Step \/ I!Back
================================================================================
