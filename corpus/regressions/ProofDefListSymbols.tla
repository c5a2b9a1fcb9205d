-------------------------- MODULE ProofDefListSymbols --------------------------
(* An infix operator symbol ends a proof's DEF list (or a USE/HIDE DEF list)    *)
(* and the next unit starts with an identifier on the following line: the     *)
(* symbol is a definition name, not the left of an expression (SANY parses    *)
(* it so; LoopInvariance/Quicksort.tla has `BY DEF Automorphisms, **`).        *)
(* Expected (TLC): no error, 3 distinct states, 3 generated, depth 3.         *)
EXTENDS Naturals
f ** g == [x \in DOMAIN g |-> f[g[x]]]
a ++ b == a + b
LEMMA Compose == [i \in 1..2 |-> i] ** [i \in 1..2 |-> i] = [i \in 1..2 |-> i]
BY DEF **
Double(n) == n ++ n
USE DEF ++
Limit == 4
HIDE DEF **, ++
VARIABLE x
Init == x = 1
Next == x < Limit /\ x' = Double(x)
THEOREM Next => x' # x
  BY DEF Next, Double, ++
Inv == x \in {1, 2, 4}
================================================================================
