--------------------------- MODULE DeepLazySets ---------------------------
(* Lazy sets nested 2,000 deep through their components, built by        *)
(* recursive operators: filter chains over SUBSET {1, 2} and over Nat, a   *)
(* chain of \cup on a lazy SUBSET {0}, a SUBSET tower, \cup with Nat.      *)
(* Membership, Cardinality, equality, fingerprints of the state values    *)
(* and their printing in the trace (the same text as TLC's). The walks    *)
(* work from explicit stacks (runtime/values/sets.ts); 100,000 levels are *)
(* in test/runtime/values/deepLazySets.test.ts. TLC cannot decide         *)
(* Q(N) = Q(N) ("Attempted to enumerate S \cup T"), so it is not asked.   *)
(* Expected (TLC, TLC_JAVA_OPTS=-Xss512m): invariant Inv violated, 2      *)
(* distinct states, 2 generated, depth 2.                                 *)
EXTENDS Integers, FiniteSets
N == 2000
RECURSIVE F(_), G(_), U(_), P(_), Q(_)
F(n) == IF n = 0 THEN SUBSET {1, 2} ELSE {x \in F(n - 1) : x # {n}}
G(n) == IF n = 0 THEN Nat ELSE {x \in G(n - 1) : x > 0}
U(n) == IF n = 0 THEN SUBSET {0} ELSE U(n - 1) \cup {{n}}
P(n) == IF n = 0 THEN {1} ELSE SUBSET P(n - 1)
Q(n) == IF n = 0 THEN Nat ELSE Q(n - 1) \cup {-n}
VARIABLES x, y, i
Init == x = F(N) /\ y = U(N) /\ i = 0
Next == i < 1 /\ i' = i + 1 /\ UNCHANGED <<x, y>>
Inv == /\ Cardinality(F(N)) = 2
       /\ {1} \notin F(N)
       /\ {1, 2} \in F(N)
       /\ F(N) = F(N)
       /\ 5 \in G(N) /\ 0 \notin G(N)
       /\ Cardinality(U(N)) = N + 2
       /\ {7} \in U(N)
       /\ {} \in P(N)
       /\ P(N) = P(N)
       /\ -7 \in Q(N) /\ -N - 1 \notin Q(N)
       /\ i < 1
====
