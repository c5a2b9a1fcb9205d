--------------------------- MODULE SubstInstance -----------------------------
(* INSTANCE substitutions that get primed inside the instance: c' in Counter *)
(* means x' (resp. y') and total' means (x + y)'; Inc assigns the variable   *)
(* substituted, ENABLED Inc and UNCHANGED c see it too; also through an     *)
(* instance with a parameter, Cnt(y)!Inc.                                    *)
(* Expected (TLC): no error, 9 distinct states, 15 generated, depth 5.         *)
EXTENDS Naturals
VARIABLES x, y

---------------------------- MODULE Counter ----------------------------------
VARIABLES c, total
Inc == c < 2 /\ c' = c + 1
Same == UNCHANGED c
CanInc == ENABLED Inc
Grew == total' = total + 1
==============================================================================

X == INSTANCE Counter WITH c <- x, total <- x + y
Y == INSTANCE Counter WITH c <- y, total <- x + y
Cnt(v) == INSTANCE Counter WITH c <- v, total <- x + y
Init == x = 0 /\ y = 0
Next == \/ X!Inc /\ Y!Same /\ X!Grew
        \/ Y!Inc /\ X!Same /\ Y!Grew
        \/ x = 2 /\ Cnt(y)!Inc /\ Cnt(x)!Same /\ Cnt(y)!Grew
Inv == ((x < 2) <=> X!CanInc) /\ ((y < 2) <=> Cnt(y)!CanInc)
==============================================================================
