------------------------------ MODULE Naturals ------------------------------
(***************************************************************************)
(* The natural numbers, written for tla2ts after Specifying Systems       *)
(* (section 18.4): Nat with zero and a successor function satisfying      *)
(* Peano's axioms, and arithmetic defined by recursion.  The checker      *)
(* evaluates every operator of this module natively; these definitions    *)
(* say what the operators mean and fix their names and arities.           *)
(***************************************************************************)

LOCAL IsPeano(N, Z, Sc) ==
  /\ Z \in N
  /\ Sc \in [N -> N]
  /\ \A n \in N : Sc[n] # Z
  /\ \A m, n \in N : (Sc[m] = Sc[n]) => (m = n)
  /\ \A S \in SUBSET N : ((Z \in S) /\ (\A n \in S : Sc[n] \in S)) => (S = N)

Nat == CHOOSE N : \E Sc : IsPeano(N, 0, Sc)

LOCAL Succ == CHOOSE Sc : IsPeano(Nat, 0, Sc)
LOCAL Pred(n) == CHOOSE p \in Nat : Succ[p] = n

a + b ==
  LET sum[n \in Nat] == IF n = 0 THEN a ELSE Succ[sum[Pred(n)]]
  IN  sum[b]

a * b ==
  LET product[n \in Nat] == IF n = 0 THEN 0 ELSE product[Pred(n)] + a
  IN  product[b]

a ^ b ==
  LET power[n \in Nat] == IF n = 0 THEN 1 ELSE power[Pred(n)] * a
  IN  power[b]

a <= b == \E c \in Nat : a + c = b
a >= b == b <= a
a < b  == (a <= b) /\ (a # b)
a > b  == b < a

a - b == CHOOSE c \in Nat : c + b = a

a .. b == {i \in Nat : (a <= i) /\ (i <= b)}

a \div b == CHOOSE q \in Nat : \E r \in 0 .. (b - 1) : a = b * q + r
a % b    == a - b * (a \div b)
=============================================================================
