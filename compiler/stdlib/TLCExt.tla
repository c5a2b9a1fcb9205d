-------------------------------- MODULE TLCExt ------------------------------
(***************************************************************************)
(* Further TLC operators: assertions with messages, access to the current *)
(* trace and counterexample, and evaluation hints.  Like module TLC, their *)
(* behaviour is built into the checker.                                    *)
(***************************************************************************)
LOCAL INSTANCE TLC
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences

AssertEq(a, b) == a = b

AssertError(err, exp) == TRUE

Trace == CHOOSE t \in Seq([x : {}]) : TRUE

CounterExample == [state |-> {}, action |-> {}]

ToTrace(CE) == [i \in 1 .. 0 |-> CE]

TLCModelValue(str) == CHOOSE v : v \notin STRING

TLCNoOp(val) == val

TLCDefer(expression) == TRUE

TLCCache(expression, closure) == expression

TLCGetOrDefault(key, defaultVal) == defaultVal

PickSuccessor(exp) == TRUE

TLCFP(val) == CHOOSE n \in Nat : TRUE
=============================================================================
