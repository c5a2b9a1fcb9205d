------------------------- MODULE GrowthByRecursion -------------------------
(* Sets, sequences and functions grown one entry per level of a recursive  *)
(* operator: each \cup, Append and @@ with a small operand costs a native  *)
(* copy of the large one, not a comparison per element, so the recursions *)
(* are linear per level (runtime/values/sortedMerge.ts).                   *)
(* Expected (TLC, run with TLC_JAVA_OPTS=-Xss512m: its default stack      *)
(* overflows in these 6,000-deep recursions): no error, 3 distinct states, *)
(* 3 generated, depth 3.                                                   *)
EXTENDS Integers, Sequences, FiniteSets, TLC
N == 6000
RECURSIVE Up(_), Down(_), Mid(_), Seq1(_), Fcn1(_)
Up(n) == IF n = 0 THEN {} ELSE Up(n - 1) \cup {n}
Down(n) == IF n = 0 THEN {} ELSE {n} \cup Down(n - 1)
Mid(n) == IF n = 0 THEN {0} ELSE Mid(n - 1) \cup {n \div 2, N + n}
Seq1(n) == IF n = 0 THEN <<>> ELSE Append(Seq1(n - 1), n)
Fcn1(n) == IF n = 0 THEN (0 :> 0) ELSE Fcn1(n - 1) @@ (n :> 2 * n) @@ ((n \div 2) :> -1)
VARIABLE i
Init == i = 0
Next == i < 2 /\ i' = i + 1
Inv == /\ Cardinality(Up(N)) = N
       /\ Up(N) = 1..N
       /\ Down(N) = 1..N
       /\ Cardinality(Mid(N)) = N \div 2 + 1 + N
       /\ {x \in Mid(N) : x < 3 \/ x > 2 * N - 2} = {0, 1, 2, 2 * N - 1, 2 * N}
       /\ Seq1(N) = [k \in 1..N |-> k]
       /\ DOMAIN Fcn1(N) = 0..N
       /\ Fcn1(N)[N] = 2 * N
       /\ Fcn1(N)[1] = 2
       /\ Fcn1(N)[0] = 0
=============================================================================
