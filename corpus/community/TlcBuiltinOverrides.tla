------------------------- MODULE TlcBuiltinOverrides -------------------------
(***************************************************************************)
(* Prints the value of the operators that TLC itself overrides in Java    *)
(* (tlc2.module.TLC, TLCExt, Randomization) where TLC's result does not    *)
(* depend on its random choices, and their error messages through         *)
(* AssertError. test/conformance/tlcExt.test.ts compares tla2ts's output  *)
(* with TlcBuiltinOverrides.out, which TLC printed.                        *)
(***************************************************************************)
EXTENDS Naturals, Sequences, FiniteSets, TLC, TLCExt, Randomization
VARIABLE x
Plus(a, b) == a + b
S == 1..6
Pair == <<x, x + 1>>

ASSUME PrintT(<<"Any", 3 \in Any, "a" \in Any, {} \in Any, <<1>> \in Any, Any>>)
ASSUME PrintT(<<"AnyCompare", AssertError("Attempted to compare ANY with the value\nANY", Any = Any)>>)
ASSUME PrintT(<<"TLCGetOrDefault", TLCGetOrDefault(3, "d"), TLCSet(3, "v"), TLCGetOrDefault(3, "d"),
                TLCGetOrDefault("level", 7), TLCGetOrDefault("s:name", 8)>>)
ASSUME PrintT(<<"TLCGetAndSet", TLCGetAndSet(4, Plus, 5, 100), TLCGet(4), TLCGetAndSet(4, Plus, 5, 100), TLCGet(4),
                TLCGetAndSet(5, LAMBDA a, b : a \o b, <<2>>, <<1>>), TLCGet(5)>>)
ASSUME PrintT(<<"TLCCache", TLCCache(3 + 4, {1}), TLCCache(<<1, 2>>, {})>>)
ASSUME PrintT(<<"TLCDefer", TLCDefer(PrintT("never printed")), TLCDefer(1 \div 0)>>)
ASSUME PrintT(<<"TLCFP", TLCFP(1) = TLCFP(1), TLCFP({1, 2}) = TLCFP({2, 1}), TLCFP(1) = TLCFP(2),
                TLCFP([a |-> 1]) = TLCFP([a |-> 1]), TLCFP(<<1, 2>>) = TLCFP([i \in 1..2 |-> i]), TLCFP(1) = TLCFP(1 + 0)>>)
ASSUME PrintT(<<"TLCNoOp", TLCNoOp(<<1, {2}>>), TLCModelValue("m1"), TLCModelValue("m1") = TLCModelValue("m1")>>)
ASSUME PrintT(<<"TLCEvalDefinition", TLCEvalDefinition("S")>>)
ASSUME PrintT(<<"CounterExample", CounterExample, ToTrace(CounterExample), CounterExample = [action |-> {}, state |-> {}],
                CounterExample.state>>)
ASSUME PrintT(<<"ToTrace", AssertError("The argument of ToTrace should be a CounterExample, but instead it is:\n3", ToTrace(3)),
                AssertError("The argument of ToTrace should be a CounterExample, but instead it is:\n[action |-> {}, state |-> {}]",
                            ToTrace([action |-> {}, state |-> {}]))>>)
ASSUME PrintT(<<"RandomSubset", RandomSubset(6, S) = S, RandomSubset(9, {1, 2}), RandomSubset(0, S), Cardinality(RandomSubset(3, S)),
                RandomSubset(3, S) \subseteq S, RandomSubset(1, {"a"})>>)
ASSUME PrintT(<<"RandomSubsetErrors",
                AssertError("The second argument of RandomSubset should be a a finite set, but instead it is:\nNat", RandomSubset(1, Nat)),
                AssertError("The first argument of RandomSubset should be a nonnegative integer, but instead it is:\n\"a\"", RandomSubset("a", S))>>)
ASSUME PrintT(<<"RandomSetOfSubsets", RandomSetOfSubsets(3, 3, {1, 2, 3}), RandomSetOfSubsets(0, 1, S), RandomSetOfSubsets(4, 0, S),
                \A T \in RandomSetOfSubsets(5, 2, S) : T \subseteq S, Cardinality(RandomSetOfSubsets(5, 2, S)) <= 5,
                TestRandomSetOfSubsets(3, 3, {1, 2, 3}), TestRandomSetOfSubsets(2, 0, {1})>>)
ASSUME PrintT(<<"RandomSetOfSubsetsErrors",
                AssertError("The second argument of RandomSetOfSubsets should be a nonnegative integer in range 0..Cardinality(S), but instead it is:\n5",
                            RandomSetOfSubsets(3, 5, {1, 2})),
                AssertError("The first argument of RandomSetOfSubsets should be a nonnegative integer that is smaller than the subset's size of 2^2, but instead it is:\n5",
                            RandomSetOfSubsets(5, 1, {1, 2})),
                AssertError("The third argument of RandomSetOfSubsets should be a finite set, but instead it is:\nNat",
                            RandomSetOfSubsets(1, 1, Nat))>>)

Init == x = 0 /\ PrintT(<<"Init", TLCGetOrDefault("level", 7)>>)
Next == /\ x < 2
        /\ x' = x + 1
        /\ TLCDefer(PrintT(<<"deferred", x, x'>>))
        /\ PrintT(<<"Next", x, x', PickSuccessor(x' > x), TLCCache(x + 1, {x}), TLCEvalDefinition("Pair")>>)
=============================================================================
