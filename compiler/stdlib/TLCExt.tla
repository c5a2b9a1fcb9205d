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

CounterExample == [action |-> {}, state |-> {}]

ToTrace(CE) == [i \in 1 .. 0 |-> CE]

TLCModelValue(str) == CHOOSE v : v \notin STRING

TLCNoOp(val) == val

TLCDefer(expression) == TRUE

TLCCache(expression, closure) == expression

TLCGetOrDefault(key, defaultVal) == defaultVal
TLCGetAndSet(key, Op(_, _), val, defaultVal) ==
  LET old == TLCGetOrDefault(key, defaultVal)
  IN  CHOOSE v \in {old} : TLCSet(key, Op(old, val))

PickSuccessor(exp) == TRUE

TLCFP(val) == CHOOSE n \in Nat : TRUE
TLCEvalDefinition(definitionName) == TRUE
=============================================================================
