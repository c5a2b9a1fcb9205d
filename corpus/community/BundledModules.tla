--------------------------- MODULE BundledModules ---------------------------
(***************************************************************************)
(* Prints the operators of the community modules shipped with tla2ts      *)
(* (compiler/stdlib/community), on a few inputs each.  No copy of the     *)
(* modules is beside this file: tla2ts uses its own, TLC the ones on its  *)
(* classpath; BundledModules.out is what TLC printed.                     *)
(***************************************************************************)
EXTENDS Naturals, Sequences, FiniteSets, TLC, SequencesExt, FiniteSetsExt, Functions, Folds,
        BagsExt, Bitwise, Combinatorics, DyadicRationals, Statistics, VectorClocks, IOUtils, CSV,
        Graphs, Relation
U == INSTANCE UndirectedGraphs
G == [node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>}]
H == [node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 1>>}]
R == [p \in {1,2,3} \X {1,2,3} |-> p[1] < p[2]]
UG == [node |-> {1, 2, 3, 4}, edge |-> {{1, 2}, {2, 3}, {4}}]

ASSUME PrintT(<<SumSet({1,2,3}), ProductSet({2,3}), MapThenSumSet(LAMBDA x: x*x, {1,2}), Max({1,5}), Min({3,2}), Choices({{1,2},{3}}), ChooseUnique({1,2}, LAMBDA x: x = 2), ReduceSet(LAMBDA a, b: a - b, {1,2}, 0)>>)
ASSUME PrintT(<<Range(<<1,1,2>>), Restrict([a |-> 1, b |-> 2], {"a"}), RestrictDomain(<<5,6>>, LAMBDA i: i > 1), RestrictValues(<<5,6>>, LAMBDA v: v > 5), IsRestriction(<<1>>, <<1,2>>), Inverse(<<2,3>>, {1,2}, {2,3,4}), SumFunction([a |-> 3, b |-> 4]), Bijection({1,2},{3,4}), ExistsSurjection({1}, {1,2}), Pointwise(<<1,2>>, <<3,4>>, +)>>)
ASSUME PrintT(<<5 & 3, 5 | 3, 5 ^^ 3, Not(5), shiftR(20, 2), choose(5, 2), factorial[4], ChiSquare(<<10,20>>, <<10,20>>, "0.05"), FoldSet(LAMBDA x, a: <<x>> \o a, <<>>, {1,2,3}), kSubset(2, {1,2,3}), Quantify({1,2,3}, LAMBDA x: x > 1)>>)
ASSUME PrintT(<<ToSet(<<1,2,1>>), ToBag(<<1,2,1>>), SetToSortSeq({3,1,2}, >), Cardinality(SetToAllKPermutations({1,2})), TupleOf({1}, 2), SeqOf({1}, 2), BoundedSeq({1}, 1), IsSorted(<<1,2>>, <), IsSorted(<<2,1>>, <)>>)
ASSUME PrintT(<<Reverse(<<1,2,3>>), Remove(<<1,2,1>>, 1), ReplaceAll(<<1,2,1>>, 1, 9), InsertAt(<<1,2>>, 2, 9), ReplaceAt(<<1,2>>, 2, 9), RemoveAt(<<1,2,3>>, 2), Cons(0, <<1>>), Snoc(0, <<1>>), Front(<<1,2>>), Last(<<1,2>>)>>)
ASSUME PrintT(<<IsStrictPrefix(<<1>>, <<1,2>>), IsSuffix(<<2>>, <<1,2>>), IsStrictSuffix(<<1,2>>, <<1,2>>), Prefixes(<<1,2>>), CommonPrefixes({<<1,2>>, <<1,3>>}), SeqMod(4, 2), SeqMod(5, 2), FlattenSeq(<<<<1>>, <<2, 3>>>>), FlattenSeq(<<>>), Zip(<<1,2,3>>, <<4,5>>)>>)
ASSUME PrintT(<<Interleave(<<1,2>>, <<3,4>>), Interleave(<<>>, <<>>), SubSeqs(<<1,2>>), IndexFirstSubSeq(<<2>>, <<1,2,2>>), ReplaceSubSeqAt(2, <<9>>, <<2>>, <<1,2,3>>), Max({1,3}), SumSet({1,2}), Range(<<1,1>>), SortSeq(<<2,1>>, <), CopiesIn(1, SetToBag({1}))>>)
ASSUME PrintT(<<SetToSeq({2,1}), Contains(<<1>>, 1), FoldLeft(LAMBDA a, b: a - b, 10, <<1,2>>), AllSubSeqs(<<1,2>>), ReplaceAllSubSeqs(<<0>>, <<1>>, <<1,2,1>>), LongestCommonPrefix({<<1,2>>, <<1>>})>>)
ASSUME PrintT(<<BagAdd(<<1>>, 2), BagAdd(<<1>>, 1), BagRemove(<<2, 1>>, 2), BagRemove(<<2, 1>>, 1), BagRemoveAll(<<2, 1>>, 1), SumBag(<<2, 3>>), ProductBag(<<2, 3>>), MapThenFoldBag(+, 0, LAMBDA x: x * 10, LAMBDA S: CHOOSE x \in S : TRUE, <<2, 1>>)>>)
ASSUME PrintT(<<IsCausalOrder(<<[a |-> 1], [a |-> 2]>>, LAMBDA x: x), IsCausalOrder(<<[a |-> 2], [a |-> 1]>>, LAMBDA x: x), CausalOrder(<<[vc |-> [a |-> 2], n |-> "a"], [vc |-> [a |-> 1], n |-> "a"]>>, LAMBDA l: l.vc, LAMBDA l: l.n, LAMBDA vc: DOMAIN vc)>>)
ASSUME PrintT(<<Add(Half(One), Half(One)), Half(Half(One)), IsDyadicRational(Half(One)), IsDyadicRational([num |-> 1, den |-> 3]), PrettyPrint(Zero), PrettyPrint(One), PrettyPrint(Add(One, Half(One)))>>)
ASSUME PrintT(<<zeroPadN(42, 5), zeroPadN(123, 2), atoi("17"), IOExec(<<"echo", "x">>).stdout>>)
ASSUME PrintT(<<U!IsUndirectedGraph(UG), U!IsLoopFreeUndirectedGraph(UG), U!AreConnectedIn(1, 3, UG), U!ConnectedComponents(UG), U!IsStronglyConnected(UG), Cardinality(U!UndirectedSubgraph([node |-> {1, 2}, edge |-> {{1, 2}}])), U!UndirectedGraphs({1, 2}), U!IsStronglyConnected([node |-> {1, 2}, edge |-> {{1, 2}}]), U!SimplePath([node |-> {1, 2}, edge |-> {{1, 2}}])>>)
ASSUME PrintT(<<IsReflexive(R, {1,2,3}), IsIrreflexive(R, {1,2,3}), IsTransitive(R, {1,2,3}), IsStrictlyTotallyOrdered(R, {1,2,3}), IsTotallyOrderedUnder(<=, {1,2}), IsSymmetricUnder(LAMBDA a, b: a = b, {1,2}), IsAsymmetric(R, {1,2,3}), IsConnected(R, {1,2,3}), TransitiveClosure([p \in {1,2,3} \X {1,2,3} |-> p \in {<<1,2>>, <<2,3>>}], {1,2,3}), ReflexiveTransitiveClosure(R, {1,2})>>)
ASSUME PrintT(<<IsDirectedGraph(G), Cardinality(DirectedSubgraph(H)), Transpose(G), IsUndirectedGraph(H), Cardinality(UndirectedSubgraph(H)), ConnectionsIn(G), IsTreeWithRoot([node |-> {1,2}, edge |-> {<<2,1>>}], 1), GraphUnion(G, H), IsBipartiteWithPartitions(H, {1}, {2}), HasCycle(G), HasCycle(H), IsDag(G)>>)
ASSUME PrintT(<<Successors(G, 1), AllSuccessors(G, {1,2}), Predecessors(G, 3), AllPredecessors(G, {2,3}), Ancestors(G, 3), Descendants(G, 1), InDegree(G, 2), OutDegree(G, 3), Roots(G), Leaves(G), EmptyGraph, Graphs({1}), AreConnectedIn(1, 3, G), SimplePath(H), IsStronglyConnected(H)>>)
=============================================================================
