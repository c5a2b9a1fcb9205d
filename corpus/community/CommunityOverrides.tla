------------------------- MODULE CommunityOverrides -------------------------
(***************************************************************************)
(* Prints the value of every operator that TLC's CommunityModules override *)
(* in Java, on a few inputs each. test/conformance/communityOverrides.test *)
(* compares tla2ts's output with TLC's (when java is present) and with the *)
(* output TLC printed when this file was written (CommunityOverrides.out). *)
(***************************************************************************)
EXTENDS Naturals, Integers, Sequences, FiniteSets, TLC, SequencesExt, FiniteSetsExt,
        Functions, BagsExt, Bitwise, Combinatorics, DyadicRationals, Graphs,
        Statistics, VectorClocks, IOUtils, SVG
U == INSTANCE UndirectedGraphs

Sub(a, b) == a - b
Cat(a, b) == <<a>> \o b
Snoc2(s, x) == Append(s, x)
G == [node |-> {1, 2, 3, 4}, edge |-> {<<1, 2>>, <<2, 3>>, <<3, 1>>, <<4, 4>>}]
UG == [node |-> {1, 2, 3, 4, 5}, edge |-> {{1, 2}, {2, 3}, {4}}]
Log == <<[vc |-> [a |-> 2, b |-> 1], n |-> "a"], [vc |-> [a |-> 1, b |-> 0], n |-> "a"],
         [vc |-> [a |-> 1, b |-> 1], n |-> "b"]>>

ASSUME PrintT(<<"SetToSeq", SetToSeq({3, 1, 2}), SetToSeq({"b", "a"}), SetToSeq({}), SetToSeq(1..3)>>)
ASSUME PrintT(<<"SetToSeqs", SetToSeqs({3, 1, 2}), SetToSeqs({})>>)
ASSUME PrintT(<<"Contains", Contains(<<1, 2>>, 2), Contains(<<>>, 1), Contains(<<"a">>, "b")>>)
ASSUME PrintT(<<"LongestCommonPrefix", LongestCommonPrefix({<<1, 2, 3>>, <<1, 2, 4>>, <<1, 2>>}),
                LongestCommonPrefix({"abc", "abd"}), LongestCommonPrefix({<<>>}), LongestCommonPrefix({<<1>>, <<2>>})>>)
ASSUME PrintT(<<"Folds", FoldSeq(Sub, 10, <<1, 2, 3>>), FoldLeft(Sub, 10, <<1, 2, 3>>), FoldRight(Sub, <<1, 2, 3>>, 10),
                FoldLeft(Snoc2, <<>>, <<"a", "b">>), FoldRight(Cat, <<"a", "b">>, <<>>), FoldSeq(Cat, <<>>, <<"a", "b">>)>>)
ASSUME PrintT(<<"FoldDomain", FoldLeftDomain(Sub, 10, <<5, 6, 7>>), FoldRightDomain(Sub, <<5, 6, 7>>, 10),
                FoldLeftDomain(Snoc2, <<>>, <<"a", "b">>), FoldRightDomain(Cat, <<"a", "b">>, <<>>)>>)
ASSUME PrintT(<<"IsPrefix", IsPrefix(<<1>>, <<1, 2>>), IsPrefix(<<2>>, <<1, 2>>), IsPrefix("ab", "abc"), IsPrefix(<<1, 2, 3>>, <<1>>), IsPrefix(<<>>, <<>>)>>)
ASSUME PrintT(<<"SelectInSeq", SelectInSeq(<<1, 2, 3, 2>>, LAMBDA x : x = 2), SelectLastInSeq(<<1, 2, 3, 2>>, LAMBDA x : x = 2),
                SelectInSeq(<<>>, LAMBDA x : TRUE), SelectLastInSeq(<<1>>, LAMBDA x : FALSE)>>)
ASSUME PrintT(<<"SelectInSubSeq", SelectInSubSeq(<<1, 2, 3, 2, 5>>, 3, 5, LAMBDA x : x = 2),
                SelectLastInSubSeq(<<1, 2, 3, 2, 5>>, 1, 3, LAMBDA x : x = 2), SelectInSubSeq(<<1, 2>>, 2, 1, LAMBDA x : TRUE),
                SelectLastInSubSeq(<<2, 2, 2>>, 1, 2, LAMBDA x : x = 2), SelectInSubSeq(<<1, 2>>, 1, 2, LAMBDA x : x > 5)>>)
ASSUME PrintT(<<"RemoveFirst", RemoveFirst(<<1, 2, 1>>, 1), RemoveFirst(<<>>, 1), RemoveFirst(<<3>>, 1),
                RemoveFirstMatch(<<1, 2, 3>>, LAMBDA x : x > 1), RemoveFirstMatch(<<1>>, LAMBDA x : x > 1)>>)
ASSUME PrintT(<<"Suffixes", Suffixes(<<1, 2, 3>>), Suffixes(<<>>)>>)
ASSUME PrintT(<<"AllSubSeqs", AllSubSeqs(<<1, 2, 3>>), AllSubSeqs(<<>>), AllSubSeqs(<<1, 1>>)>>)
ASSUME PrintT(<<"ReplaceFirstSubSeq", ReplaceFirstSubSeq(<<9>>, <<1, 2>>, <<0, 1, 2, 1, 2>>), ReplaceFirstSubSeq(<<9>>, <<>>, <<1, 2>>),
                ReplaceFirstSubSeq("x", "ab", "cabab"), ReplaceFirstSubSeq("x", "zz", "cabab"), ReplaceFirstSubSeq(<<>>, <<1>>, <<2, 1>>)>>)
ASSUME PrintT(<<"ReplaceAllSubSeqs", ReplaceAllSubSeqs(<<2, 2>>, <<1, 1>>, <<1, 1, 1>>), ReplaceAllSubSeqs(<<4>>, <<>>, <<1, 2>>),
                ReplaceAllSubSeqs("x", "ab", "cabab"), ReplaceAllSubSeqs("", "", ""), ReplaceAllSubSeqs("yy", "a", "banana"),
                ReplaceAllSubSeqs("-", "", "abc"), ReplaceAllSubSeqs(<<2>>, <<3>>, <<1, 3>>)>>)
ASSUME PrintT(<<"FiniteSetsExt", FoldSet(Cat, <<>>, {3, 1, 2}), FoldSet(Sub, 0, {}), Quantify({1, 2, 3, 4}, LAMBDA x : x > 2),
                kSubset(2, {1, 2, 3}), kSubset(0, {1, 2, 3}), kSubset(4, {1, 2, 3}), kSubset(3, {"a", "b", "c"})>>)
ASSUME PrintT(<<"Functions", AntiFunction([a |-> 1, b |-> 2]), AntiFunction(<<>>), IsInjective(<<1, 2, 1>>), IsInjective(<<1, 2>>),
                IsInjective([x \in {1, 2} |-> 7]), FoldFunction(Cat, <<>>, <<3, 1, 2>>), FoldFunctionOnSet(Cat, <<>>, <<3, 1, 2>>, {1, 2}),
                FoldFunction(Cat, <<>>, [z |-> 1, y |-> 2])>>)
ASSUME PrintT(<<"BagsExt", FoldBag(LAMBDA acc, x : acc \o <<x>>, <<>>, <<2, 1, 3>>), FoldBag(LAMBDA acc, x : acc \o <<x>>, <<>>, [b |-> 1, a |-> 2]), SumBag(3 :> 2 @@ 1 :> 1), ProductBag(<<2, 1>>)>>)
ASSUME PrintT(<<"Bitwise", 12 & 10, 12 | 10, 12 ^^ 10, Not(5), Not(0), Not(1), shiftR(20, 2), 0 & 7, (-1) & 3, shiftR(-8, 1), (-8) | 1, (-8) ^^ 3>>)
ASSUME PrintT(<<"Combinatorics", choose(5, 2), choose(3, 5), choose(30, 15), choose(0, 0), choose(7, 0), choose(7, 7), choose(7, 1), factorial[5]>>)
ASSUME PrintT(<<"DyadicRationals", Add(Half(One), Half(Half(One))), Half(Zero), PrettyPrint(Half(One)), Half([num |-> 3, den |-> 1]),
                Add([num |-> 1, den |-> 2], [num |-> 1, den |-> 2]), Add([num |-> -1, den |-> 2], [num |-> 1, den |-> 4])>>)
ASSUME PrintT(<<"Graphs", AreConnectedIn(1, 3, G), AreConnectedIn(1, 4, G), AreConnectedIn(4, 4, G), IsStronglyConnected(G), SimplePath(G),
                IsStronglyConnected([node |-> {}, edge |-> {}]), IsStronglyConnected([node |-> {1, 2}, edge |-> {<<1, 2>>, <<2, 1>>}]),
                SimplePath([node |-> {}, edge |-> {}])>>)
ASSUME PrintT(<<"UndirectedGraphs", U!AreConnectedIn(1, 3, UG), U!AreConnectedIn(1, 4, UG), U!AreConnectedIn(4, 4, UG),
                U!ConnectedComponents(UG), U!SimplePath(UG), U!ConnectedComponents([node |-> {}, edge |-> {}]),
                U!SimplePath([node |-> {1, 2, 3}, edge |-> {{1, 2}, {2, 3}}])>>)
ASSUME PrintT(<<"Statistics", ChiSquare(<<10, 20, 30>>, <<12, 18, 30>>, "0.05"), ChiSquare(<<100, 100>>, <<150, 50>>, "0.01"),
                ChiSquare([i \in 1..3 |-> 10], [i \in 1..3 |-> 30], "0.05"), ChiSquare(<<50, 50>>, <<60, 40>>, "0.05"),
                ChiSquare(<<50, 50>>, <<61, 39>>, "0.05"), ChiSquare(<<1, 2, 3, 4>>, <<4, 3, 2, 1>>, "0.5")>>)
ASSUME PrintT(<<"VectorClocks", CausalOrder(Log, LAMBDA l : l.vc, LAMBDA l : l.n, LAMBDA vc : DOMAIN vc),
                CausalOrder(<<>>, LAMBDA l : l.vc, LAMBDA l : l.n, LAMBDA vc : DOMAIN vc)>>)
ASSUME PrintT(<<"IOUtils", IOExec(<<"sh", "-c", "echo err >&2; exit 3">>), IOEnvExec([FOO |-> "bar", N |-> 42], <<"sh", "-c", "echo $FOO $N">>),
                IOExecTemplate(<<"echo", "%s-%s", "%2$s">>, <<"a", "7">>), IOEnvExecTemplate([X |-> "y"], <<"sh", "-c", "echo $X %1$s">>, <<"z">>),
                atoi("-12"), atoi("+7")>>)
ASSUME PrintT(<<"SVG", SVGElemToString(Line(1, 2, 3, 4, [stroke |-> "black"]))>>)
ASSUME PrintT(<<"SVG", SVGElemToString(Group(<<Circle(5, 6, 7, <<>>), Text(1, 2, "hi <&>", [fill |-> "red"])>>, [id |-> "g1"]))>>)
ASSUME PrintT(<<"SVG", SVGElemToString(SVGDoc(Rect(0, 0, 10, 20, <<>>), 0, 0, 100, 100, <<>>))>>)
ASSUME PrintT(<<"SVG", SVGElemToString(Image(1, 2, 3, 4, "a.png", <<>>))>>)
ASSUME PrintT(<<"SVG", <<PointOnLine([x |-> 0, y |-> 0], [x |-> 10, y |-> -7], 3), PointOnLine([x |-> 1, y |-> 1], [x |-> 2, y |-> 2], 1)>>>>)
ASSUME PrintT(<<"SVG", <<NodeOfRingNetwork(100, 100, 50, 0, 4), NodeOfRingNetwork(100, 100, 50, 1, 4), NodeOfRingNetwork(100, 100, 50, 2, 3), NodeOfRingNetwork(0, 0, 10, 5, 7)>>>>)
=============================================================================
