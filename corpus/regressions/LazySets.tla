------------------------------ MODULE LazySets ------------------------------
(* TLC keeps {x \in S : P}, SUBSET, [S -> T], \cup, \cap, \ and UNION lazy *)
(* where it can (SetPredValue, SubsetValue, SetOfFcnsValue, SetCupValue,   *)
(* SetCapValue, SetDiffValue, UnionValue): each ASSUME and the invariant    *)
(* would take hours or fail if the sets were enumerated. The invariant is   *)
(* issue 9's: a set of partitions of 1..Len(s), checked per state.          *)
(* Expected (TLC): no error, 31 distinct states, 31 generated, depth 5.    *)
EXTENDS Integers, FiniteSets, Sequences
CONSTANT S
VARIABLES s, UV

Partitions(n) == {DP \in SUBSET SUBSET (1..n) :
                    /\ \A a \in DP : a # {}
                    /\ \A a, b \in DP : a # b => a \cap b = {}}

ASSUME [x \in S |-> 2] \in [S -> Nat \ {0}]
ASSUME [x \in S |-> 0] \notin [S -> Nat \ {0}]
ASSUME Cardinality(SUBSET (1..25)) = 33554432
ASSUME SUBSET (1..40) \subseteq SUBSET (1..41)
ASSUME ~(SUBSET (1..41) \subseteq SUBSET (1..40))
ASSUME [i \in 1..20 |-> 21 - i] \in [1..20 -> 1..20]
ASSUME [i \in 1..20 |-> i] \notin [1..20 -> 1..19]
ASSUME {{1, 2}, {3}} \in Partitions(6)
ASSUME {{1, 2}, {2}} \notin Partitions(6)
ASSUME {{1, 2}, {3}} \in {P \in SUBSET SUBSET (1..6) : Cardinality(P) = 2}
ASSUME 3 \in (Nat \ {0}) \cap (Int \ {5})
ASSUME 5 \notin (Nat \ {0}) \cap (Int \ {5})
ASSUME -1 \in Nat \cup Int
ASSUME {-1, 2} \cap Nat = {2}
ASSUME (1..5) \ Nat = {}
ASSUME Cardinality(UNION {SUBSET (1..3), {{7}}}) = 9
ASSUME Cardinality({r \in [a : 1..3, b : 1..3] : r.a < r.b}) = 3
ASSUME (CHOOSE r \in {r \in [a : 1..3, b : 1..3] : r.a < r.b} : TRUE) = [a |-> 1, b |-> 2]
ASSUME {r \in [a : 1..2, b : 1..2] : r.a = r.b} = {[a |-> 1, b |-> 1], [a |-> 2, b |-> 2]}
ASSUME \E f \in {g \in [1..3 -> 1..3] : g[1] = 3} : f[2] = 2
ASSUME <<1, 2>> \in {t \in Seq(Nat) : Len(t) = 2}

Init == /\ s = <<>>
        /\ UV = {}
Next == /\ Len(s) < 4
        /\ \E i \in 1..2 : s' = Append(s, i)
        /\ UV' = IF Len(s') = 4 THEN {{1, 2}, {3, 4}} ELSE {{Len(s')}}
Inv == UV \in Partitions(Len(s))
=============================================================================
