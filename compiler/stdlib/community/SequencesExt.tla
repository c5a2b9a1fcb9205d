----------------------------- MODULE SequencesExt -----------------------------
(***************************************************************************)
(* More operators on sequences.  Shipped with tla2ts (the CommunityModules'*)
(* SequencesExt).  The operators TLC overrides in Java (SetToSeq,          *)
(* SetToSeqs, Contains, IsPrefix, the Select*, RemoveFirst*, the folds,    *)
(* Suffixes, LongestCommonPrefix, AllSubSeqs, ReplaceFirstSubSeq and       *)
(* ReplaceAllSubSeqs) run natively with the overrides' results.            *)
(***************************************************************************)
EXTENDS Sequences, Naturals, FiniteSets, FiniteSetsExt, Folds, Functions, Bags, TLC

ToSet(s) == {s[i] : i \in DOMAIN s}

ToBag(s) == [x \in ToSet(s) |-> Cardinality({i \in DOMAIN s : s[i] = x})]

SetToSeq(S) == CHOOSE f \in [1..Cardinality(S) -> S] : IsInjective(f)

SetToSeqs(S) == {f \in [1..Cardinality(S) -> S] : IsInjective(f)}

SetToSortSeq(S, op(_, _)) == SortSeq(SetToSeq(S), op)

SetToAllKPermutations(S) == UNION {SetToSeqs(T) : T \in SUBSET S}

TupleOf(set, n) == [1..n -> set]

SeqOf(set, n) == UNION {[1..m -> set] : m \in 0..n}

BoundedSeq(S, n) == SeqOf(S, n)

Contains(s, e) == \E i \in 1..Len(s) : s[i] = e

IsSorted(s, op(_, _)) == \A i, j \in 1..Len(s) : i < j => op(s[i], s[j])

Reverse(s) == [i \in 1..Len(s) |-> s[Len(s) - i + 1]]

Remove(s, e) == SelectSeq(s, LAMBDA x : x # e)

ReplaceAll(s, old, new) == [i \in 1..Len(s) |-> IF s[i] = old THEN new ELSE s[i]]

SelectInSeq(seq, Test(_)) ==
  LET I == {i \in 1..Len(seq) : Test(seq[i])} IN IF I = {} THEN 0 ELSE Min(I)

SelectInSubSeq(seq, from, to, Test(_)) ==
  LET I == {i \in from..to : Test(seq[i])} IN IF I = {} THEN 0 ELSE Min(I)

SelectLastInSeq(seq, Test(_)) ==
  LET I == {i \in 1..Len(seq) : Test(seq[i])} IN IF I = {} THEN 0 ELSE Max(I)

SelectLastInSubSeq(seq, from, to, Test(_)) ==
  LET I == {i \in from..to : Test(seq[i])} IN IF I = {} THEN 0 ELSE Max(I)

InsertAt(s, i, e) == SubSeq(s, 1, i - 1) \o <<e>> \o SubSeq(s, i, Len(s))

ReplaceAt(s, i, e) == [s EXCEPT ![i] = e]

RemoveAt(s, i) == SubSeq(s, 1, i - 1) \o SubSeq(s, i + 1, Len(s))

RemoveFirst(s, e) ==
  LET i == SelectInSeq(s, LAMBDA x : x = e) IN IF i = 0 THEN s ELSE RemoveAt(s, i)

RemoveFirstMatch(s, Test(_)) ==
  LET i == SelectInSeq(s, Test) IN IF i = 0 THEN s ELSE RemoveAt(s, i)

Cons(elt, seq) == <<elt>> \o seq

Snoc(elt, seq) == Append(seq, elt)

Front(s) == SubSeq(s, 1, Len(s) - 1)

Last(s) == s[Len(s)]

IsPrefix(s, t) == Len(s) <= Len(t) /\ SubSeq(s, 1, Len(s)) = SubSeq(t, 1, Len(s))

IsStrictPrefix(s, t) == IsPrefix(s, t) /\ s # t

IsSuffix(s, t) == IsPrefix(Reverse(s), Reverse(t))

IsStrictSuffix(s, t) == IsSuffix(s, t) /\ s # t

Prefixes(s) == {SubSeq(s, 1, n) : n \in 0..Len(s)}

CommonPrefixes(S) ==
  {p \in UNION {Prefixes(s) : s \in S} : \A s \in S : IsPrefix(p, s)}

LongestCommonPrefix(S) ==
  CHOOSE p \in CommonPrefixes(S) : \A q \in CommonPrefixes(S) : Len(q) <= Len(p)

Suffixes(s) == {SubSeq(s, n, Len(s)) : n \in 1..Len(s)} \cup {<<>>}

SeqMod(a, b) == IF a % b = 0 THEN b ELSE a % b

FoldSeq(op(_, _), base, seq) == FoldFunction(op, base, seq)

FoldLeft(op(_, _), base, seq) ==
  MapThenFoldSet(LAMBDA x, acc : op(acc, x), base, LAMBDA i : seq[i],
                 LAMBDA S : Max(S), DOMAIN seq)

FoldRight(op(_, _), seq, base) ==
  MapThenFoldSet(op, base, LAMBDA i : seq[i], LAMBDA S : Min(S), DOMAIN seq)

FoldLeftDomain(op(_, _), base, seq) ==
  MapThenFoldSet(LAMBDA x, acc : op(acc, x), base, LAMBDA i : i, LAMBDA S : Max(S), DOMAIN seq)

FoldRightDomain(op(_, _), seq, base) ==
  MapThenFoldSet(op, base, LAMBDA i : i, LAMBDA S : Min(S), DOMAIN seq)

FlattenSeq(seqs) == IF Len(seqs) = 0 THEN seqs ELSE FoldLeft(\o, Head(seqs), Tail(seqs)) \* TLC's module starts from seqs[1], not <<>> (FlattenSeq(<<1>>) = 1)

Zip(s, t) ==
  [i \in 1..(IF Len(s) <= Len(t) THEN Len(s) ELSE Len(t)) |-> <<s[i], t[i]>>]

Interleave(s, t) ==
  CASE Len(s) = Len(t) /\ Len(s) > 0 ->
         [i \in 1..(2 * Len(s)) |-> IF i % 2 = 1 THEN <<s[(i + 1) \div 2]>> ELSE <<t[i \div 2]>>]
    [] Len(s) = Len(t) /\ Len(s) = 0 -> <<<<>>, <<>>>>

SubSeqs(s) == {SubSeq(s, i + 1, j) : i, j \in 0..Len(s)}

AllSubSeqs(s) == {FoldFunction(Snoc, <<>>, [i \in D |-> s[i]]) : D \in SUBSET DOMAIN s}

IndexFirstSubSeq(s, t) ==
  LET last == CHOOSE i \in 0..Len(t) :
                /\ s \in SubSeqs(SubSeq(t, 1, i))
                /\ \A j \in 0..(i - 1) : s \notin SubSeqs(SubSeq(t, 1, j))
  IN last - (Len(s) - 1)

ReplaceSubSeqAt(i, r, s, t) ==
  SubSeq(t, 1, i - 1) \o r \o SubSeq(t, i + Len(s), Len(t))

ReplaceFirstSubSeq(r, s, t) ==
  IF s \in SubSeqs(t) THEN ReplaceSubSeqAt(IndexFirstSubSeq(s, t), r, s, t) ELSE t

RECURSIVE ReplaceAllSubSeqs(_, _, _)
ReplaceAllSubSeqs(r, s, t) ==
  IF s = t THEN r
  ELSE IF r = s \/ s \notin SubSeqs(t) THEN t
  ELSE LET i == IndexFirstSubSeq(s, t)
       IN SubSeq(t, 1, i - 1) \o r \o ReplaceAllSubSeqs(r, s, SubSeq(t, i + Len(s), Len(t)))
=============================================================================
