--------------------------------- MODULE TLC --------------------------------
(***************************************************************************)
(* Operators that TLC provides for model checking.  Their real behaviour  *)
(* (printing, assertions, access to the checker's registers) is built into *)
(* the checker; the definitions here give each operator's value as far as  *)
(* the logic can say it.                                                   *)
(***************************************************************************)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets

Print(out, val) == val

PrintT(out) == TRUE

Assert(val, out) == IF val = TRUE THEN TRUE ELSE CHOOSE v : v \notin BOOLEAN

JavaTime == CHOOSE n \in Nat : TRUE

TLCGet(i) == CHOOSE v : TRUE

TLCSet(i, v) == TRUE

d :> e == [x \in {d} |-> e]

f @@ g ==
  [x \in (DOMAIN f) \cup (DOMAIN g) |-> IF x \in DOMAIN f THEN f[x] ELSE g[x]]

Permutations(S) == {f \in [S -> S] : \A w \in S : \E v \in S : f[v] = w}

SortSeq(s, Op(_, _)) ==
  LET Perms == {p \in [1 .. Len(s) -> 1 .. Len(s)] : \A w \in 1 .. Len(s) : \E v \in 1 .. Len(s) : p[v] = w}
      Sorted(p) == \A i \in 1 .. (Len(s) - 1) : ~Op(s[p[i + 1]], s[p[i]])
  IN  LET p == CHOOSE q \in Perms : Sorted(q)
      IN  [i \in 1 .. Len(s) |-> s[p[i]]]

RandomElement(s) == CHOOSE x \in s : TRUE

Any == CHOOSE x : TRUE

ToString(v) == CHOOSE str \in STRING : TRUE

TLCEval(v) == v
=============================================================================
