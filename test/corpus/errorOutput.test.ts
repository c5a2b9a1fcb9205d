// Evaluation errors (and ALIAS traces) printed as TLC prints them (corpus/regressions): the message (with
// TLC's RuntimeException frame and the location it appends), the trace, the nested
// positions TLC lists (found by replaying the error in position-recording mode,
// runtime/check/nestedPositions.ts) and the counts. Each spec's `.out` is TLC's output
// without its banner, timestamps and progress; with java present TLC is run again and
// must still print it.

import test from "ava";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { javaAvailable } from "../support/tlcOracle.js";
import { projectRoot, sharedDir } from "../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");

/** Spec → what it pins, and TLC's exit status. */
const specs: Readonly<Record<string, readonly [string, number]>> = {
  ErrorPositionsNext: ["an error in Next: the RuntimeException frame, the location, every nested position", 75],
  ErrorPositionsInit: ["an error in Init: the failing expression's location and the positions through \\E", 75],
  ErrorPositionsSplit: ["an error in a sub-action: positions from the sub-action through LET and IF; \\div by 0 exits 255", 255],
  ErrorPositionsRecursive: ["an error at the bottom of a recursion: each level's positions", 255],
  ErrorPositionsInstance: ["positions through an INSTANCE with parameters, an operator argument and a LAMBDA", 75],
  ErrorPositionsQuant: ["a CHOOSE without witness inside \\A and a set map", 75],
  ErrorPositionsAssigned: ["conjuncts walked before every variable is assigned stay on TLC's call stack (guards too), UNCHANGED's name, body and elements too; a guard evaluated after is gone", 14],
  ErrorPositionsUnchanged: ["UNCHANGED through a parameter: only the parameter given a variable, the parameter, tuple and element given a tuple; the same rule inside \\E", 14],
  ErrorPositionsAssignedNext: ["whether all is assigned known only at run time (after an IF): a later guard evaluated as a value, off the stack", 14],
  ErrorPositionsAssignedInit: ["Init's all-assigned fast path: a guard evaluated after every variable is assigned is off the stack", 75],
  ErrorPositionsLazyArgument: ["an error in an operator's argument: evaluated where the body uses it, the body's and the parameter's positions first (TLC's LazyValue)", 75],
  ErrorPositionsConstraint: ["an error in a CONSTRAINT: the trace ends with the successor checked, positions from the constraint", 75],
  InitialStateInvariantError: ["an invariant failing to evaluate on an initial state: no behaviour, Init's positions first", 75],
  InitialStateConstraintError: ["a CONSTRAINT failing to evaluate on an initial state: no behaviour, Init's positions first", 75],
  InitialStateErrorSpecification: ["an invariant failing to evaluate on an initial state under SPECIFICATION: positions from Init's body, not from `Init` in Spec", 75],
  InitialStateRuntimeError: ["a RuntimeException on an initial state: 'While working on the initial state:' and the state, without ALIAS", 75],
  InitialBehaviourAlias: ["a behaviour of only an initial state (an error in Next there): printed without ALIAS", 255],
  FairnessActionError: ["an error in Next's sub-action that a WF names, liveness checked: the WF's reference first, exit 255", 255],
  EnabledInvariantPrimed: ["ENABLED in an invariant priming a definition that reads a variable the action leaves unassigned: TLC's lookup fails", 75],
  PrimedDefinitionUnassigned: ["a primed definition read before the action assigned its variables: TLC's lookup of the variable fails", 75],
  ErrorWording: ["a non-integer in an interval, in TLC's words", 75],
  ErrorWordingRecord: ["a record applied to a non-string: TLC's RecordValue.apply wording", 76],
  ErrorWordingDomain: ["a function applied outside its domain: the message's empty line", 75],
  ExceptFoldMissing: ["the EXCEPT warning at the EXCEPT's first argument, printed again by the replay", 75],
  PrimedBeforeAssigned: ["a primed variable read before the action assigns it: TLC's RuntimeException naming it without the prime, with its location", 75],
  CaseNoArm: ["a CASE without a true arm in Next: TLC's RuntimeException with the CASE's location, unexpected while computing successors", 75],
  CaseNoArmInvariant: ["a CASE without a true arm in an invariant: the CASE's location after the cause", 76],
  CaseNoArmNested: ["a CASE without a true arm nested in an invariant: the CASE's own location after the cause", 76],
  ErrorExitArgument: ["a standard module's argument outside its domain while computing successors: TLC's EvalException, exit 255", 255],
  EqualityKindNext: ["an integer compared with a string in Next: TLC's RuntimeException, unexpected while computing successors", 75],
  EqualityKindInitial: ["an integer compared with a string in an invariant on an initial state: 'While working on the initial state:'", 75],
  EqualityRecordNext: ["a record compared with an integer in Next: TLC's RuntimeException, unexpected while computing successors", 75],
  SuccessorIncomplete: ["an unassigned variable: the incomplete successor ends the trace", 75],
  InitIncomplete: ["an initial state with a variable unassigned: TLC's 'not a legal state' and the state, exit 255", 255],
  SuccessorIncompleteOnlyAction: ["unassigned variables of the only action, in TLC's words", 75],
  RecursionNeverEnds: ["a recursion that never ends while computing successors: TLC's StackOverflowError text, no positions", 255],
  RecursionNeverEndsInit: ["a recursion that never ends in Init: 'The error call stack is empty.'", 75],
  OperatorTableUndefined: ["an operator constant given pointwise, applied outside its table: TLC's OpRcdValue text", 75],
  AliasFieldOrderWeights: ["an ALIAS record's fields in the order its constructor wrote them (TLC prints it unnormalized)", 12],
  AliasFieldOrderState: ["an ALIAS that is a state variable's record: fields in token order (normalized)", 12],
  WrittenOrderPrint: ["fresh records print their constructor's field order (ToString, ALIAS, nested ones too) until TLC normalises them (=, \\in, a set of two, a fingerprint, a constant definition); PrintT prints them normalised", 12],
  WrittenOrderInitConstraint: ["an out-of-model initial state violating the invariant: its fresh record in written order, one shared with a fingerprinted state normalised", 12],
  InitComputedLines: ["TLC's 'Computed n initial states...' lines while Init runs (n = 2, 4, ... generated)", 0],
  InstanceActionLabels: ["actions reached through an INSTANCE that substitutes: named as SANY names the definition there, located at the INSTANCE", 12],
  InstanceActionParameters: ["a parameterized instance's definition as the next-state relation: one action <J!Next(3) ...> at the INSTANCE", 12],
  TlcSetExit: ["TLCSet(\"exit\", TRUE): the search ends after the state being expanded, as a success with the counts so far", 0],
  MemberWrongKindNext: ["a string checked against Nat in Next: TLC's EvalException 'is an element of Nat.', exit 255", 255],
  MemberWrongKindRecord: ["a non-empty tuple checked against a set of records: SetOfRcdsValue's error, the set printed [a: Nat, b: {1}]", 76],
  CompareKindsSort: ["a set with a string among integers: TLC's sort asks the later element against the prefix's middle, worded by its class", 76],
  CfgOperatorValue: ["operators with parameters given a value in the model file (F = mv, Def = 5): every application is that value, arguments not evaluated; rows Tab(1) = 7 replace a definition", 11],
  ConstantInvariantFalse: ["a constant INVARIANT FALSE stops TLC reading the .cfg (exit 151), after the warning for a TRUE one; no counts, no outdegree", 151],
  ConstantInvariantValue: ["a constant INVARIANT that is a set: 'The invariant of Inv2 is equal to {1}', exit 151", 151],
  ConstantInvariantWarning: ["a constant INVARIANT that is TRUE: TLC's warning once, never checked again", 0],
  UnboundedChooseNext: ["an unbounded CHOOSE in Next: TLC's 'Make sure that ...' line and the CHOOSE's location, a RuntimeException", 75],
  UnboundedChooseInvariant: ["an unbounded CHOOSE in an invariant: the CHOOSE's own location after the message", 76],
  PrintOrderNestedInstance: ["variables printed in the order of SANY's root symbol table, which holds the definitions of an instance inside an instance (767 buckets)", 12],
  SymmetryTooSmall: ["TLC's warning for a symmetry set of one element, named by the constant the .cfg overrides with it; the group stays", 0],
  SymmetryTooSmallAll: ["every SYMMETRY operand a singleton: all named in TLC's warning (plural), no symmetry", 12],
  PrintOrderRehash: ["variables sharing a bucket of SANY's root symbol table after it grew: listed in the order its rehash left them (gate_2 before lock)", 12],
  MemberWrongKindProduct: ["a record checked against a Cartesian product: SetOfTuplesValue's error, the set printed (Nat \\X {2})", 76],
  ErrorWordingAppend: ["Append of a non-sequence in Next: TLC's 'Evaluating an expression of the form Append(s, v) when s is not a sequence', exit 255", 255],
  ForallWalkOrder: ["a \\A walked as an action: the instances after the first run last to second (TLC conses them onto its list of parts), each a value once all is assigned; Assert exits 14", 14],
  ErrorPositionsLazyValueCall: ["a definition called as a value with a failing argument: the bodies' and the parameter's positions before the argument's (LazyValue)", 75],
  ErrorWordingCombine: ["@@ of functions whose domains mix kinds: TLC's CombineFcn equality error inside its override wrapper", 75],
  EqualityFunctionNext: ["a function compared with a set in Next: FcnRcdValue.equals's RuntimeException, unexpected while computing successors", 75],
  PropertyStateLevelWarning: ["a state-level PROPERTY: TLC's start-up warning, none for a temporal or constant one", 0],
  ErrorPositionsLazyRecursive: ["a recursive definition passing a failing argument down: every level's body and call, the parameter's uses, then the argument (LazyValue)", 75],
  MemberEnumSearch: ["a string looked up in a state's set of integers: TLC's binary search, the value sought words the comparison, meeting 2 first", 75],
  EqualityRecordTuple: ["a record compared with a tuple of another length in an invariant on the initial state: RecordValue.equals' error, fingerprint stack trace", 75],
  FingerprintRecordSet: ["a set of records built in Next asked about a non-record: TLC's FingerprintException, 'TLC was unable to fingerprint' ending with the set's position", 75],
  FingerprintNested: ["a record in a tuple literal compared with an integer: the tuple's then the record's position in the fingerprint stack trace", 75],
  FingerprintInit: ["a record literal applied to a non-string in Init: 'TLC was unable to fingerprint' after the message", 75],
  FingerprintSubsetNat: ["Nat's EvalException through a set literal's \\subseteq in Next: a FingerprintException, exit 75 not 255", 75],
  PrintReplay: ["Print/PrintT in the actions and an invariant violated: the prefix's replay output before the header, the last two steps' between the states, the whole replay's again after the behaviour (TLCTrace.printTrace)", 12],
  PrintReplayDeadlock: ["Print/PrintT and a deadlock: the replay up to the deadlocked state's predecessor before the header, its last step between the states, the whole replay again after", 11],
  PrintReplayLevel: ["a successor computed from TLCGet(\"level\"), an invariant violated: the replay runs the actions from state k at level k, as the search did (difftest --rich)", 12],
  PropertyStartupErrorAssume: ["a PROPERTY's constant part fails while TLC processes the properties at start-up, before ASSUME: EC.GENERAL with java.lang.RuntimeException, no counts (difftest --rich)", 255],
  PropertyStartupErrorEval: ["a PROPERTY's constant part raises an EvalException at start-up: EC.GENERAL naming tlc2.tool.EvalException", 255],
  PropertyStartupErrorChoose: ["a CHOOSE without witness in a PROPERTY's constant part at start-up: the CHOOSE's location after the message", 255],
  InstanceLazyArg: ["a parameterised instance's arguments are lazy (Tool.getOpContext): a failing or printing argument the definition used never reads is never evaluated, in values, actions, invariants and properties (difftest --rich)", 12],
  SymmetryLivenessWarning: ["SYMMETRY with a temporal property: TLC's start-up warning in its words, with the -nowarning hint (difftest --rich)", 0],
  PrintReplayInitial: ["Print/PrintT and an invariant violated by a successor of an initial state: Init not replayed before the behaviour (s1 is initial), only after", 12],
  StutteringWarningInitNext: ["a stuttering counterexample to []<>P under INIT/NEXT: TLC's EC 2257 warning (no SPECIFICATION) after the Stuttering line", 13],
  StutteringWarningSpec: ["a stuttering counterexample to P ~> Q (a [] inside a <> of the negation) under a SPECIFICATION without fairness: EC 2259 naming the definition's location", 13],
  StutteringWarningNone: ["a stuttering counterexample to <>P (its negation []~P: no PEM, no promise): no warning (hasEmptyPEMAndBoxFreePromises)", 13],
  CfgOperatorTableArity: ["model-file rows of another arity for a definition replace it; applying them is TLC's 'wrong number of arguments' (OpRcdValue.apply)", 75],
  WrittenOrderReplay: ["an error's nested positions when the replay builds a record in written order that the checker stored normalised (the replay matches states by value)", 75],
  LazyArgOrder: ["two failing arguments, the body using the second first: the second's error (TLC's LazyValue), positions through the body and parameter", 255],
  LazyArgOnce: ["an argument used twice is evaluated once: its PrintT prints once per evaluation of Next (a memoizing thunk)", 0],
  LazyArgChooseEmpty: ["CHOOSE over the DOMAIN of an empty tuple fails before its predicate reads the parameter: the CHOOSE's error, not the argument's", 75],
  LazyArgCalledFirst: ["a call evaluated before the parameter is read fails first: its CHOOSE's error, not the argument's", 75],
  LazyArgAssertArgs: ["Assert (TLC's Java override) evaluates both arguments first: the lazy argument's error, not the assertion's", 255],
  LazyArgOperatorParamOnce: ["arguments with an effect given to an operator passed as an argument or to a LAMBDA: each printed once, when used; an unused one never", 0],
  LazyArgOperatorParamOrder: ["two failing arguments given to an operator passed as an argument, its body using the second first: the second's error (TLC's LazyValue)", 255],
  LazyArgLambdaOrder: ["two failing arguments given to a LAMBDA through a recursive operator with an operator parameter: the one the LAMBDA uses first reports, positions through each level", 255],
  LazyArgLetError: ["a LET operator's failing arguments are lazy: the one its body uses first reports, positions through the body and parameter", 255],
  FingerprintSetLiteral: ["a set literal of an integer and a string compared in Next: sorted inside its equals, a FingerprintException naming the literal", 75],
  EnabledPrimedDefinition: ["ENABLED of WF_x(~Inv') failing while the first state is labelled during the search: the positions FIRST (from the action inside WF), then the RuntimeException frame, the behaviour, the counts, the outdegree line", 255],
  LabelErrorEnabledAction: ["ENABLED of WF_x(Up), Up reading x' before assigning it: the guard stays on the stack, positions first, exit 255", 255],
  LabelErrorStateDiv: ["a []<> state predicate dividing by 0 while labelling during the search: positions first, then the EvalException's words, exit 255", 255],
  LabelErrorAngleAction: ["a property's <<A>>_v failing while labelling: positions start at A (TLC's LNAction), not at <<A>>_v", 255],
  LabelErrorStateBeforeAction: ["ENABLED and the taken step of SF_x(A) both failing: the state atom first (TLC's checkState before checkAction), the assignment kept on ENABLED's stack", 255],
  LabelErrorBoxAction: ["<>[][B]_x failing while labelling: positions start at [B]_x, not at [][B]_x", 255],
  CausalOrderGap: ["CausalOrder with a clock past the host's last line: TLC's override takes the parent by index, Java's IndexOutOfBoundsException in its wrapper", 76],
  AliasEvalError: ["an ALIAS failing on some states: their variables and the error's message as _ALIASEvalError (TLC's Tool.evalAlias)", 12],
  AliasEvalErrorLocated: ["ALIAS errors TLC words with a location (CHOOSE without witness, a missing field): the innermost expression's, found by a position-recording replay", 12],
  ErrorValuePrettyPrinted: ["a value in an error message longer than 80 columns: laid out by TLC's pretty-printer (Values.ppr), one tuple element a line", 76],
  InvariantErrorLocation: ["a missing record field in an invariant: the message ends with the field selection's own location (found by a position-recording replay), the record pretty-printed", 76],
  FoldFunctionOutsideDomain: ["FoldFunctionOnSet over an index outside the function's domain: the tuple's error inside TLC's override wrapper (foldFunctionOnSet's signature)", 76],
  TemporalCannotHandleRecursive: ["a RECURSIVE operator of temporal level in a PROPERTY: TLC's walk does not expand it, astToLive refuses the application ('TLC cannot handle the temporal formula'), exit 255 before the initial states", 255],
  TemporalCannotHandleDefinition: ["an unbounded \\E inside a definition applied under []: astToLiveAppl catches the body's failure and names the application", 255],
  TemporalCannotHandleWalked: ["an unbounded \\E reached through TLC's walk (/\\, \\A over a constant set, definitions with arguments): the \\E itself is named", 255],
  TemporalCannotHandleParameter: ["a parameter given a temporal formula, used under []: refused where it is used", 255],
  TemporalCannotHandleLet: ["a LET definition whose body fails (\\E over Nat): the use of the LET name is named", 255],
  TemporalCannotHandleForall: ["a bounded \\A under [] around a refused \\E: TLC names the \\A and appends the inner refusal's message; the \\E names only itself", 255],
  FairnessTautology: ["a SPECIFICATION whose fairness is all reached through the one PROPERTY's definition: TLC's 'Implied-temporal checking is a tautology' warning at start-up, the property still checked", 0],
  SubscriptWarnings: ["variables the SubscriptCollector does not find in [][Next]_e (not under f[y]), in TLC's variable order; the -nowarning hint after the first warning only, the state-level PROPERTY's warning after them", 0],
  SubscriptUndetermined: ["a literal in [][Next]_e: TLC could not determine the subscript's variables, no per-variable warning", 0],
  SpecBoxStateLevel: ["a SPECIFICATION conjunct []P with P a state predicate: TLC's start-up 'TLC cannot handle the temporal formula' at P, exit 255", 255],
  ErrorWordingDomainNext: ["DOMAIN of an integer in Next: Tool's Assert.fail naming the value's class '(an integer)' and the DOMAIN's location, a RuntimeException", 75],
  ErrorWordingDomainInvariant: ["DOMAIN of a set in an invariant: '(a set of the form {e1, ... ,eN})' and the DOMAIN's own location, not the invariant's", 76],
  NonEnumerableLazyNat: ["a function over Nat whose domain a set map enumerates: the non-enumerable bound, Nat's explanation, the bound's location inside the message", 76],
  NonEnumerableSeqNext: ["\\E over Seq(S) in Next: Seq's explanation, a RuntimeException; the evaluated bound is not a nested position", 75],
  NonEnumerableString: ["\\A over STRING: TLC's generic wording ('a non-enumerable quantifier bound', the set and '.', the bound's location)", 76],
  ChooseNotEnumerable: ["CHOOSE over Nat in Next: 'but S was not enumerable.' and the CHOOSE's location", 75],
  ChooseNoWitnessInvariant: ["a CHOOSE without witness in an invariant: the CHOOSE's own location after the message", 76],
  MemberLiteralLinear: ["membership in set literals in an invariant: TLC's linear equals over the unnormalised literal ({1, \"a\"} holds 1, no error), an element of another kind words the error", 76],
  MemberLiteralNext: ["membership in a set literal of state values in Next: IntValue.equals' words, a FingerprintException ending at the literal", 75],
  CardinalityNext: ["Cardinality(Nat) in Next: FiniteSets' EvalException, exit 255", 255],
  FingerprintEmptySet: ["`{} # TRUE` in Next: the {} literal has a source, so SetEnumValue.equals' failure is a FingerprintException ending at the {} (difftest seed 201195)", 75],
  FingerprintEmptyTuple: ["`<<>> # TRUE` in Next: the <<>> literal has a source, so TupleValue.equals' failure is a FingerprintException ending at the <<>> (difftest seed 201240)", 75],
  ErrorWordingFcnStrings: ["a function constructed over a set literal of strings applied to an integer: TLC's linear search of the unnormalised literal, the first element written words the error", 76],
  ErrorWordingPlusNext: ["a string added in Next: Naturals.Plus cannot cast the StringValue, the override's failure, a RuntimeException (exit 75)", 75],
  ErrorWordingIntegersCast: ["`..` of a set with Integers loaded: Integers.DotDot returning IntervalValue names the SetEnumValue it could not cast", 76],
  ErrorWordingNegate: ["unary minus of a record: Integers.Neg cannot cast the RecordValue", 76],
  NonBooleanIf: ["IF 1 THEN ..: Tool's 'A non-boolean expression (an integer) was used as the condition of an IF.' at the IF", 76],
  NonBooleanAndNext: ["P /\\ Q with Q an integer in Next: 'when Q was', the /\\'s location, a RuntimeException", 75],
  NonBooleanNotInit: ["~ of a set in Init: 'Attempted to apply the operator ~ to a non-boolean' and the ~'s location", 75],
  NonBooleanCaseNext: ["a CASE guard x + 1 in Next: the guard's location inside the message, not a nested position", 75],
  NonBooleanCaseNumeral: ["a CASE guard written 1: SANY's NumeralNode prints its image, not its location", 76],
  NonBooleanConjList: ["a bullet-list conjunct that is a variable: 'a formula in a conjunction' and the conjunct's location", 76],
  NonBooleanDisjListNext: ["a bullet-list disjunct that is a set in Next: 'a formula in a disjunction' and its location", 75],
  NonBooleanParenBullets: ["a bullet list opened inside parentheses: TLC evaluates it as P /\\ Q ('when Q was')", 75],
  NonBooleanImplies: ["P => Q with P an integer: 'when P was'", 76],
  NonBooleanOr: ["P \\/ Q with Q a tuple: 'when Q was'", 76],
  NonBooleanEquivNext: ["P <=> Q with P a string in Next: TLC's one wording for either side", 75],
  NonBooleanForallNext: ["a \\A body that is an integer in Next: TLC_EXPECTED_VALUE naming the quantifier, a RuntimeException", 75],
  NonBooleanQuantInv: ["/\\ inside an \\A body in an invariant (a loop's test statement): the /\\'s words", 76],
  NonBooleanChooseNext: ["a CHOOSE body that is an integer in Next: TLC_EXPECTED_VALUE naming the CHOOSE", 75],
  NonBooleanFilterNext: ["a set filter's predicate that is an integer, filtered in a loop: '{x \\in S : P(x)} when P was'", 75],
  NonBooleanLazyMember: ["membership in a lazy {y \\in Nat : P}: SetPredValue.member's 'The evaluation of predicate'", 76],
  NonBooleanLazyEnumerate: ["\\E over a lazy {y \\in SUBSET S : P}: SetPredValue's Enumerator's 'Evaluating predicate', the numeral's image", 76],
  NonBooleanActionIfNext: ["an IF of Next whose condition is an integer: getNextStates' words with the IF's location glued on; the condition is no nested position", 75],
  NonBooleanActionIfInit: ["an IF of Init whose condition is a set: getInitStates' words, the IF's location on the next line", 75],
  LabelErrorRecursion: ["a recursion that never ends while labelling: TLC's stack-overflow text, no positions, no outdegree line", 255],
  SelectFieldAssume: ["`x.a` on an integer in an ASSUME: TLC's non-record wording and the location of `x.a` (assumptions replayed, an earlier TLCSet included)", 10],
  SelectFieldMissingAssume: ["a missing field in an ASSUME: the location of the inner `r.a.d`, not the assumption's", 10],
  SelectFieldNext: ["`y.a` on an integer while computing successors: RuntimeException with the location, then the positions", 75],
  SelectFieldTuple: ["`t.a` on a tuple in an invariant: the integer-domain function's wording, nothing appended", 76],
  OverrideWrapNested: ["a RuntimeException inside a Java override is wrapped, another override's failure again (FoldFunction around Integers' Plus)", 10],
  OverrideWrapEvalException: ["an EvalException inside a Java override passes unwrapped (Len in FoldFunction's operator)", 10],
  OverrideWrapLocated: ["an Assert.fail with a location inside FoldSet's override in Next: the location ends the wrapped message, positions go into the LAMBDA", 75],
  OverrideWrapSortSeq: ["TLC module's SortSeq override wraps a located RuntimeException of its operator (ASSUME)", 10],
  OverrideWrapContains: ["SequencesExt's Contains wraps a failed equality inside it (invariant)", 76],
  BagCardinalityNotBag: ["BagCardinality of a function with a zero count: TLC's 'Applying ... which is not a bag' EvalException, exit 255 in Next", 255],
  SubscriptOrderUnchanged: ["UNCHANGED x of an action once x' is assigned: TLC asks the current value (the set words the error)", 75],
  SubscriptOrderAngle: ["<<A>>_v in Next: the current value asked first; the subscript is no nested position", 75],
  SubscriptOrderEnabledAngle: ["ENABLED <<A>>_v: the current value (Init's {} literal) asked first: TLC's FingerprintException", 75],
  SubscriptOrderEnabledUnchanged: ["ENABLED's UNCHANGED asks the value the action gave (a record literal): TLC's FingerprintException", 75],
  ActionPropertyPositions: ["an action property failing: positions from its [A]_v down, a RuntimeException exits 75", 75],
  ActionPropertyEvalError: ["an action property failing with an EvalException: positions from its [A]_v down, exit 255", 255],
  ActionPropertyFingerprint: ["an action property failing inside a tuple literal's method: TLC's FingerprintException, exit 75", 75],
  AliasLastState: ["the ALIAS of a violation's last state, evaluated with the state itself as successor (x' - x = 0)", 12],
  AliasLastStateDeadlock: ["the ALIAS of the deadlocked state, evaluated with the state itself as successor", 11],
  SubscriptConstantDefinition: ["a constant definition in [][Next]_<<K, x>>: TLC's subscript collector ignores its value, no warning", 0],
  PrefixAfterDeadlock: ["a deadlocked state completing a finite-prefix temporal violation: the deadlock, then the property's counterexample, exit 11", 11],
  SpecActionLabel: ["a SPECIFICATION's [][x' = x + 1 \\/ N]_x: the inline part's steps labelled <Action ...>, N's by N", 12],
  FairnessSubscriptUnassigned: ["WF_vars(A) with A leaving a variable of vars unassigned: TLC's 'does not specify the primed value' RuntimeException, exit 255", 255],
  NonBooleanGuardNext: ["a guard conjunct of Next that is an IF giving a numeral: 'The next state relation is not a boolean expression.' and the numeral's image, its position last", 75],
  NonBooleanGuardInit: ["a conjunct of Init evaluated once every variable is assigned: 'expected a boolean expression, but instead found', off the call stack", 75],
  NonBooleanLeafNext: ["a set as a conjunct in Next: getNextStates' 'expected a boolean expression, but instead found {2}.' and the set's location", 75],
  NonBooleanStringLeafNext: ["a string literal reached by Next's walk: 'not a boolean expression' and the string's location", 75],
  NonBooleanDefinitionLeaf: ["definitions whose bodies are values, walked as actions: TLC names the body, positions through the application", 75],
  NonBooleanActionCaseNext: ["a CASE guard of Next that is an integer: getNextStates' words naming the arm's body; the guard is no nested position", 75],
  NonBooleanActionCaseInit: ["a CASE guard of Init that is a set: getInitStates' words naming the arm's body", 75],
  NonBooleanActionImpliesNext: ["P => Q in Next with P an integer: 'of the form P => Q, P was' and the =>'s location; P is no nested position", 75],
  NonBooleanActionImpliesInit: ["P => Q in Init with P a set: getInitStates' sentence, its period glued to the location", 75],
  NonBooleanInvariant: ["an invariant that is an integer: EC.TLC_EXPECTED_VALUE naming the invariant's body", 76],
  NonBooleanInvariantInit: ["an invariant that is a set on the initial state: the RuntimeException, positions from Init only", 75],
  NonBooleanAssume: ["an ASSUME that is an integer: EC.TLC_EXPECTED_VALUE naming the assumption", 10],
  NonBooleanConstraint: ["a CONSTRAINT that is an integer: EC.TLC_EXPECTED_VALUE, TLC's call stack empty", 75],
  ErrorWordingTupleIndex: ["a tuple literal applied to a string in Next: TupleValue.apply's 'non integral index', a FingerprintException ending at the tuple", 75],
  ErrorWordingTupleIndexInvariant: ["Append's result applied to a string in an invariant: TupleValue.apply's words", 76],
  MemberNonSetNext: ["1 \\in 2 in Next: IntValue.member's 'is an element of the integer 2', a RuntimeException", 75],
  MemberNonSetRecord: ["membership in a record in an invariant: RecordValue.member's 'is in the record:'", 76],
  MemberNonSetTuple: ["\\notin a tuple literal in an ASSUME: TupleValue.member's one sentence", 10],
  NonBooleanInitialProperty: ["a state-level PROPERTY that is an integer on the initial state: an error of the initial state as an invariant's, EC.TLC_EXPECTED_VALUE, positions from Init", 75],
  NonBooleanActionConstraint: ["an ACTION_CONSTRAINT that is an integer: a RuntimeException while computing successors, call stack empty", 75],
  FairnessUnassignedTuple: ["WF_vars(A) whose A leaves a variable of vars unassigned: TLC's TLC_STATE_NOT_COMPLETELY_SPECIFIED_LIVE, positions through vars", 255],
  FairnessUnassignedVariable: ["WF_y(A) whose A leaves y unassigned: TLC's TLC_STATE_NOT_COMPLETELY_SPECIFIED_LIVE", 255],
  EnabledAngleUnassigned: ["ENABLED <<A>>_vars in an invariant, A leaving a variable unassigned: the same LIVE words as under WF", 75],
  EnabledInstanceInsideExpr: ["WF_I!vars(I!Inc) with I's VARIABLE replaced by an expression (x <- y + 0): ENABLED evaluates (y + 0)' in an empty next state and fails on y while the first state is labelled", 255],
};

// TLC's banner and lines that carry times or progress; tla2ts's own additions.
const unstable = /^(TLC2 Version|Running |Parsing file|Semantic processing|Linting of|Starting\.\.\.|Computing initial states|Finished computing initial states|Progress\(|Finished in|Temporal properties:|Implied-temporal|Checking temporal properties for|Finished checking temporal properties)/;

const compared = (stdout: string): string => stdout.split("\n").filter((l) => !unstable.test(l)).join("\n");

for (const [name, [what, status]] of Object.entries(specs)) {
  const recorded = (): string => readFileSync(join(dir, `${name}.out`), "utf8");

  test(`${name}: ${what}, as TLC prints it`, (t) => {
    for (const workers of ["1", "2"]) {
      const run = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", `${name}.tla`, "--workers", workers], { cwd: dir, encoding: "utf8" });
      // Nothing on stderr but, for a spec that reads TLC's counters, the note that one worker checks it.
      t.regex(run.stderr, /^(tla2ts: checking with one worker instead of 2: [^\n]*\n)?$/);
      t.is(compared(run.stdout), recorded(), `--workers ${workers}`);
      t.is(run.status, status);
    }
  });

  test(`${name}: TLC still prints ${name}.out (differential, needs java)`, (t) => {
    if (!javaAvailable) {
      t.log(`\n!!! SKIPPED: java is missing; ${name}.out was not checked against TLC.\n`);
      t.pass();
      return;
    }
    const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
    try {
      const run = spawnSync(join(sharedDir, "oracles", "tlc"), ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-config", `${name}.cfg`, `${name}.tla`], { cwd: dir, encoding: "utf8" });
      t.is(compared(run.stdout), recorded());
      t.is(run.status, status);
    } finally {
      rmSync(meta, { recursive: true, force: true });
    }
  });
}
