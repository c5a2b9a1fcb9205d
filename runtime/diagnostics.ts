// The one catalogue of every message a user can see. It sits at the bottom of the
// import graph so that grammar, compiler, runtime and emitted code all reach it.
//
// Code ranges: TT1xxx lexing and parsing, TT2xxx modules and names, TT3xxx levels
// and types, TT4xxx model configuration (.cfg, Alloy scopes), TT5xxx evaluation
// during checking, TT6xxx Alloy translation and solving, TT80xx trace validation input,
// TT9xxx internal errors.
// Message templates use {name} placeholders filled from a diagnostic's args.

export type Severity = "error" | "warning";

export interface CatalogueEntry {
  readonly code: string;
  readonly severity: Severity;
  readonly template: string;
}

export const catalogue = {
  // -- lexing (TT10xx) -------------------------------------------------------
  UnterminatedComment: { code: "TT1001", severity: "error", template: "unterminated comment: '(*' has no matching '*)'" },
  UnterminatedString: { code: "TT1002", severity: "error", template: "unterminated string literal" },
  UnexpectedCharacter: { code: "TT1003", severity: "error", template: "unexpected character {found}" },
  InvalidEscape: { code: "TT1004", severity: "error", template: "invalid escape sequence {found} in string (expected one of \\\" \\\\ \\t \\n \\f \\r)" },
  InvalidNumber: { code: "TT1005", severity: "error", template: "invalid number literal {found}" },
  // -- parsing (TT11xx) ------------------------------------------------------
  UnexpectedToken: { code: "TT1101", severity: "error", template: "expected {expected} but found {found}" },
  MissingModuleHeader: { code: "TT1102", severity: "error", template: "no module found: expected a header line such as '---- MODULE Name ----'" },
  MissingModuleEnd: { code: "TT1103", severity: "error", template: "module {name} is not closed: expected '====' before the end of the file" },
  ModuleNameMismatch: { code: "TT1104", severity: "warning", template: "module {name} is in a file named {file}" },
  NonAssociativeChain: { code: "TT1105", severity: "error", template: "operators {left} and {right} cannot be chained without parentheses" },
  PrecedenceConflict: { code: "TT1106", severity: "error", template: "the precedence of {left} and {right} conflicts: add parentheses" },
  JunctionMisaligned: { code: "TT1107", severity: "error", template: "{found} is left of the {bullet} list it belongs to (column {column}): bullets of one list must be aligned" },
  BadDefinitionHead: { code: "TT1108", severity: "error", template: "invalid left-hand side of a definition: {found}" },
  TooManyErrors: { code: "TT1109", severity: "error", template: "too many syntax errors; stopped after {count}" },
  IncompleteUnit: { code: "TT1110", severity: "error", template: "expected {expected} but found '==': the text before it is incomplete (an empty definition body, a trailing ',' or a missing name lets the next definition's name be read into it)" },
  MissingModuleName: { code: "TT1111", severity: "error", template: "expected a module name after 'MODULE'" },
  // -- PlusCal (TT12xx, grammar/pcal, compiler/pcal); the meaning of pcal.trans's messages
  PcalSyntax: { code: "TT1201", severity: "error", template: "PlusCal: {message}" },
  PcalTranslation: { code: "TT1202", severity: "error", template: "PlusCal translation: {message}" },
  PcalAlgorithmChanged: { code: "TT1204", severity: "warning", template: "the PlusCal algorithm has changed since it was translated: {detail}; translate again with 'tla2ts pcal --in-place'" },
  PcalTranslationEdited: { code: "TT1203", severity: "warning", template: "the TLA+ translation of the PlusCal algorithm has changed since it was written (its checksum {recorded} is now {actual}); translate again with 'tla2ts pcal --in-place'" },
  // -- TLC configuration files (TT40xx) ------------------------------------
  CfgUnexpectedToken: { code: "TT4001", severity: "error", template: "expected {expected} but found {found}" },
  CfgUnknownKeyword: { code: "TT4002", severity: "error", template: "unknown configuration keyword {found}; expected one of {expected}" },
  CfgInvalidValue: { code: "TT4003", severity: "error", template: "invalid constant value: {found}" },
  CfgDuplicate: { code: "TT4004", severity: "warning", template: "{what} {name} is given more than once" },
  // TLC: EC.CFG_TWICE_KEYWORD
  CfgKeywordTwice: { code: "TT4005", severity: "error", template: "the keyword {keyword} appears more than once; TLC allows it only once" },
  // TLC reads .cfg integers with Java's Integer.parseInt.
  CfgIntegerOutOfRange: { code: "TT4006", severity: "error", template: "integer {found} is outside TLC's range -2147483648..2147483647" },
  CfgNegativeInteger: { code: "TT4007", severity: "error", template: "TLC accepts no negative numbers in a model file ({found}): define the value in a TLA+ module and substitute it with '<-'" },
  // -- evaluation: values (TT50xx) -------------------------------------------
  IncomparableValues: { code: "TT5001", severity: "error", template: "Attempted to compare {left} with the value:\n{right}" },
  // IntValue/StringValue/BoolValue.compareTo and RecordValue.compareTo on a value of another kind.
  CompareNonKind: { code: "TT5021", severity: "error", template: "Attempted to compare {kind} {left} with non-{kind}:\n{right}" },
  CompareNonRecord: { code: "TT5022", severity: "error", template: "Attempted to compare record:\n{left}\nwith non-record\n{right}" },
  // SetEnumValue/FcnRcdValue/TupleValue.compareTo on a value of another kind: "the set {1}", "the function <<1>>".
  CompareSetOrFunction: { code: "TT5023", severity: "error", template: "Attempted to compare {left} with the value:\n{right}" },
  EqualityUndefined: { code: "TT5002", severity: "error", template: "Attempted to check equality of {left} with the value:\n{right}" },
  // TLC's scalar classes word it by their kind (IntValue, StringValue, BoolValue, RecordValue, the overridden Nat, Int, STRING, Seq(S)).
  EqualityNonKind: { code: "TT5011", severity: "error", template: "Attempted to {verb} equality of {kind} {left} with non-{kind}:\n{right}" },
  EqualityNonRecord: { code: "TT5012", severity: "error", template: "Attempted to check equality of record:\n{left}\nwith non-record\n{right}" },
  EqualityOverridden: { code: "TT5013", severity: "error", template: "Attempted to compare overridden value {left} with non-overridden value:\n{right}" },
  TypedModelValueMismatch: { code: "TT5003", severity: "error", template: "Attempted to check equality of {left} and {right}" },
  IntegerOverflow: { code: "TT5004", severity: "error", template: "Overflow when computing {expression}" },
  IntegerTooBig: { code: "TT5005", severity: "error", template: "TLC can't handle a number this big.\n{number}" },
  NotEnumerable: { code: "TT5006", severity: "error", template: "Attempted to enumerate the non-enumerable set:\n{set}" },
  // TLC's lazy set classes failing in their Enumerator (values/sets.ts enumerationFailure).
  EnumerateFilter: { code: "TT5349", severity: "error", template: "Attempted to enumerate { x \\in S : p(x) } when S:\n{set}\nis not enumerable" },
  EnumerateDiff: { code: "TT5350", severity: "error", template: "Attempted to enumerate S \\ T when S:\n{set}\nis not enumerable." },
  EnumerateCap: { code: "TT5351", severity: "error", template: "Attempted to enumerate S \\cap T when neither S:\n{left}\nnor T:\n{right}\nis enumerable" },
  EnumerateFcnSetDomain: { code: "TT5352", severity: "error", template: "Attempted to enumerate a set of the form [D -> R],but the domain D:\n{set}\ncannot be enumerated." },
  EnumerateFcnSetRange: { code: "TT5353", severity: "error", template: "Attempted to enumerate a set of the form [D -> R],but the range R:\n{set}\ncannot be enumerated." },
  OverriddenSize: { code: "TT5354", severity: "error", template: "Attempted to compute the number of elements in the overridden value {set}." },
  // The size()/Enumerator failures of TLC's IntValue/BoolValue/StringValue/ModelValue, UnionValue and SetCupValue.
  InNotEnumerable: { code: "TT5359", severity: "error", template: "In computing {what}, the right side of \\IN is not enumerable.\n{location}" },
  NonSetSize: { code: "TT5356", severity: "error", template: "Attempted to compute the number of elements in the {noun} {value}." },
  EnumerateUnion: { code: "TT5357", severity: "error", template: "Attempted to enumerate UNION(s), but some element of s is nonenumerable." },
  EnumerateCup: { code: "TT5358", severity: "error", template: "Attempted to enumerate S \\cup T when S:\n{left}\nand T:\n{right}\nare not both enumerable" },
  CardinalityUndefined: { code: "TT5007", severity: "error", template: "Attempted to compute cardinality of the value\n{set}" },
  CardinalityOverflow: { code: "TT5008", severity: "error", template: "Overflow when computing the number of elements in:\n{set}" },
  // TLC's AnySet.compareTo (no colon after "value").
  AnyIncomparable: { code: "TT5010", severity: "error", template: "Attempted to compare ANY with the value\n{right}" },
  // Membership of a value of the wrong kind, worded by the set's class in TLC: the overridden Nat, Int,
  // STRING and Seq(S) (EvalException TLC_MODULE_CHECK_MEMBER_OF), SetOfRcdsValue, SetOfTuplesValue,
  // SetOfFcnsValue, SubsetValue (Assert.fail), ModelValue.modelValueMember for a typed model value.
  MemberOfOverridden: { code: "TT5009", severity: "error", template: "Attempted to check if the value:\n{value}\nis an element of {set}." },
  NonRecordMember: { code: "TT5016", severity: "error", template: "Attempted to check if non-record\n{value}\nis in the set of records:\n{set}" },
  NonTupleMember: { code: "TT5017", severity: "error", template: "Attempted to check if non-tuple\n{value}\nis in the set of tuples:\n{set}" },
  NonFunctionMember: {
    code: "TT5018",
    severity: "error",
    template: "Attempted to check if \n{value}\nwhich is not a TLC function value, is in the set of functions:\n{set}",
  },
  NonEnumerableSubsetMember: { code: "TT5019", severity: "error", template: "Attempted to check if the non-enumerable value\n{value}\nis element of\n{set}" },
  TypedModelValueMember: { code: "TT5020", severity: "error", template: "Attempted to check if the typed model value {value} is an element of\n{set}" },
  // TLC's IntervalValue.member and FcnRcdValue.equals against a function on 1..n.
  IntervalMembershipUndefined: { code: "TT5014", severity: "error", template: "Attempted to check if the value:\n{value}\nis in the integer interval {set}" },
  EqualityNonIntegerDomain: { code: "TT5015", severity: "error", template: "Attempted to compare an integer with non-integer:\n{value}." },
  // -- evaluation: built-in operators (TT51xx, runtime/modules); TLC's wording (tlc2/output/MP.java, Tool.java, value classes)
  ArgumentType: { code: "TT5101", severity: "error", template: "The {position} argument of {op} should be {expected}, but instead it is:\n{value}" },
  SingleArgumentType: { code: "TT5102", severity: "error", template: "The argument of {op} should be {expected}, but instead it is:\n{value}" },
  DivisionByZero: { code: "TT5103", severity: "error", template: "The second argument of \\div is 0." },
  ModulusNotPositive: { code: "TT5104", severity: "error", template: "The second argument of % should be a positive number, but instead it is:\n{value}" },
  ZeroToTheZero: { code: "TT5105", severity: "error", template: "0^0 is undefined." },
  EmptySequence: { code: "TT5106", severity: "error", template: "Attempted to apply {op} to the empty sequence." },
  ArgumentNotInDomain: { code: "TT5107", severity: "error", template: "The {position} argument of {op} must be in the domain of its {of} argument:\n{fcn}\n, but instead it is\n{value}" },
  FunctionOutsideDomain: { code: "TT5108", severity: "error", template: "Attempted to apply function:\n{fcn}\nto argument {arg}, which is not in the domain of the function." },
  // RecordValue.apply: a record (a function on strings) applied to anything but a string.
  RecordNonStringArgument: { code: "TT5188", severity: "error", template: "Attempted to access record by a non-string argument: {arg}" },
  RecordMissingField: { code: "TT5360", severity: "error", template: "Attempted to access nonexistent field '{field}' of record\n{record}" },
  // TLC's EC.TLC_MODULE_EVALUATING (Sequences.Append, Concat): `form` names the argument `s`.
  ModuleEvaluating: { code: "TT5189", severity: "error", template: "Evaluating an expression of the form {form} when s is not a {expected}:\n{value}" },
  LazyFunctionOutsideDomain: { code: "TT5163", severity: "error", template: "In applying the function\n{fcn},\nthe first argument is:\n{arg}\nwhich is not in its domain." },
  MemberOfNonSet: { code: "TT5346", severity: "error", template: "Attempted to check if the value:\n{elem}\nis an element of the {noun} {set}" },
  MemberOfRecord: { code: "TT5347", severity: "error", template: "Attempted to check if element:\n{elem}\nis in the record:\n{set}" },
  MemberOfTuple: { code: "TT5348", severity: "error", template: "Attempted to check set membership in a tuple value." },
  TupleNonIntegralIndex: { code: "TT5345", severity: "error", template: "Attempted to access tuple at a non integral index: {arg}" },
  TupleIndexOutOfBounds: { code: "TT5109", severity: "error", template: "Attempted to access index {index} of tuple\n{tuple}\nwhich is out of bounds." },
  NonexistentField: { code: "TT5110", severity: "error", template: "Attempted to select nonexistent field {field} from the record\n{record}" },
  // Tool's OPCODE_domain on a non-Applicable: Assert.fail naming the value's class (Value.getKindString), the DOMAIN's location appended.
  DomainNonFunction: { code: "TT5190", severity: "error", template: "Attempted to apply the operator DOMAIN to a non-function\n({kind})" },
  // Tool's OPCODE_rs (`r.f`) on a value with no function form (toFcnRcd null: an integer, string, set...): Assert.fail, the `r.f` location appended.
  SelectNonRecord: { code: "TT5195", severity: "error", template: "Attempted to select field {field} from a non-record value {value}" },
  // FcnRcdValue.apply on an integer-domain function (a tuple's toFcnRcd) given a non-integer: Assert.fail, nothing appended.
  IntegerDomainNonInteger: { code: "TT5196", severity: "error", template: "Attempted to apply function with integer domain to the non-integer argument {arg}" },
  // EC.TLC_MODULE_APPLYING_TO_WRONG_VALUE (an EvalException): Bags' BagCardinality, BagToSet, \sqsubseteq.
  AppliedToWrongValue: { code: "TT5198", severity: "error", template: "Applying {op} to the following value,\nwhich is not {expected}:\n{value}" },
  NotAFunction: { code: "TT5111", severity: "error", template: "A non-function ({kind}) was applied as a function." },
  ChooseNoWitness: { code: "TT5112", severity: "error", template: "Attempted to compute the value of an expression of form\nCHOOSE x \\in S: P, but no element of S satisfied P." },
  UnboundedChoose: { code: "TT5113", severity: "error", template: "TLC attempted to evaluate an unbounded CHOOSE.\nMake sure that the expression is of form CHOOSE x \\in S: P(x)." },
  AssertFailed: { code: "TT5114", severity: "error", template: "The first argument of Assert evaluated to FALSE; the second argument was:\n{value}" },
  TLCGetUndefined: { code: "TT5115", severity: "error", template: "TLCGet({key}) was undefined." },
  // Tool's quantifier bound that is not Enumerable: Nat/Int and Seq(S) explain themselves (their UserValues' messages), the bound's location inside.
  NonEnumerableNumbers: {
    code: "TT5191",
    severity: "error",
    template:
      "TLC encountered the non-enumerable quantifier bound\n{set}\n{location}\nThe set {set} contains infinitely many elements. As a result, TLC cannot evaluate expressions that\nuniversally (\\A) or existentially (\\E) quantify over {set}, because this would require checking an\ninfinite number of cases. Note that TLC handles set membership like T \\subseteq {set} for any finite set T.",
  },
  NonEnumerableSeq: {
    code: "TT5192",
    severity: "error",
    template:
      "TLC encountered the non-enumerable quantifier bound\n{set}\n{location}\nIn TLA+, Seq(S) represents the set of all finite sequences whose elements come from the set S. Even when S\nis a finite set, the number of possible sequences in Seq(S) is unbounded because sequences can have any\nfinite length (e.g., length 0, 1, 2, and so on). As a result, TLC cannot evaluate expressions that\nuniversally (\\A) or existentially (\\E) quantify over {set}, because this would require checking an\ninfinite number of cases. Note that for a finite set of sequences s, TLC handles s \\subseteq Seq(S).\nSee https://explain.tlapl.us/seq-unenumerable for additional details.",
  },
  NonEnumerableOther: { code: "TT5193", severity: "error", template: "TLC encountered a non-enumerable quantifier bound\n{set}.\n{location}" },
  // Tool's OPCODE_bc: the CHOOSE's location appended.
  ChooseNotEnumerable: { code: "TT5194", severity: "error", template: "Attempted to compute the value of an expression of\nform CHOOSE x \\in S: P, but S was not enumerable." },
  NonEnumerableBound: { code: "TT5116", severity: "error", template: "TLC encountered the non-enumerable quantifier bound\n{set}." },
  ExceptOutsideDomain: { code: "TT5117", severity: "warning", template: "The EXCEPT was applied to non-existing fields of the value at\n{location}" },
  ExceptOnNonFunction: { code: "TT5118", severity: "error", template: "The EXCEPT was applied to a value that is not a function:\n{value}" },
  NotABag: { code: "TT5119", severity: "error", template: "Attemtped to apply BagUnion to the following set, whose\nelement is not a bag:\n{value}" },
  JsonUnsupportedValue: { code: "TT5120", severity: "error", template: "Cannot convert value: unsupported value type {kind}:\n{value}" },
  JsonUnsupportedJson: { code: "TT5121", severity: "error", template: "Cannot convert value: unsupported JSON value {json}" },
  JsonFileError: { code: "TT5122", severity: "error", template: "{op} failed on file {file}: {reason}" },
  UnboundedQuantifier: { code: "TT5123", severity: "error", template: "TLC attempted to evaluate an unbounded {op}.\nMake sure that the expression is of form {op} x \\in S: P(x)." },
  // A recursion that cannot end (a call needing its own value, or deeper than any TLC stack): TLC's StackOverflowError text (tlc2.tool.Worker).
  RecursionTooDeep: { code: "TT5164", severity: "error", template: "This was a Java StackOverflowError. It was probably the result\nof an incorrect recursive function definition that caused TLC to enter\nan infinite loop when trying to compute the function or its application\nto an element in its putative domain." },
  // Community modules' Java overrides (runtime/modules/args.ts): TLC wraps what the method threw.
  // The same, wrapping an Assert.fail whose message ends with the failing expression's location (TLC keeps it inside).
  OverrideFailedAt: { code: "TT5197", severity: "error", template: "Attempted to apply the operator overridden by the Java method\n{method},\nbut it produced the following error:\n{message}" },
  // A Java NullPointerException inside an override: MethodValue reports it as an EvalException (exit 255), not wrapped by Assert.fail.
  OverrideNullPointer: { code: "TT5355", severity: "error", template: "Attempted to apply the operator overridden by the Java method\n{method},\nbut it produced the following error:\n{message}" },
  OverrideFailed: { code: "TT5160", severity: "error", template: "Attempted to apply the operator overridden by the Java method\n{method},\nbut it produced the following error:\n{message}" },
  OverrideMessage: { code: "TT5161", severity: "error", template: "{message}" },
  OperatorTableArity: { code: "TT5319", severity: "error", template: "Attempted to apply the operator {table}\nwith wrong number of arguments." },
  OperatorTableUndefined: { code: "TT5316", severity: "error", template: "Attempted to apply operator:\n{table}\nto arguments ({args}), which is undefined." },
  // SVG!NodesOfDirectedMultiGraph (runtime/modules/layout/): a jungrapht layout tla2ts cannot reproduce.
  LayoutUnsupported: { code: "TT5162", severity: "error", template: "NodesOfDirectedMultiGraph: TLC's layered layout (algo \"{algo}\", layering {layering}) follows the order of Java HashSets of the vertices, and tla2ts does not know that order here: either a model value's hash code is built from an intern token tla2ts cannot replay (a name TLC's JVM numbers in another order in every run, such as a Java override's method name; a name built at run time where tla2ts cannot follow TLC's table: a constant definition it cannot compile, a run other than check or simulate, a spec reading a module tla2ts knows no TLC vocabulary for; name such values in the cfg, or make them from string literals) or a bucket Java turned into a tree has an order tla2ts does not model; so tla2ts cannot give TLC's layout." },
  // -- input and internal ----------------------------------------------------
  FileNotFound: { code: "TT2001", severity: "error", template: "cannot read file {file}: {reason}" },
  // -- modules and names (TT20xx, compiler/resolve) ---------------------------
  ModuleNotFound: { code: "TT2002", severity: "error", template: "cannot find module {name}: no file {file}, no module {name} in this file and no standard module of that name" },
  ModuleCycle: { code: "TT2003", severity: "error", template: "module {name} depends on itself: {cycle}" },
  UnknownName: { code: "TT2004", severity: "error", template: "{name} is not defined" },
  UnknownNameSuggestion: { code: "TT2005", severity: "error", template: "{name} is not defined; did you mean {suggestion}?" },
  UnknownOperatorSymbol: { code: "TT2006", severity: "error", template: "operator {op} is not defined (it comes from a module such as {module} that is not extended or instantiated here)" },
  WrongArity: { code: "TT2007", severity: "error", template: "{name} takes {expected} argument(s) but is given {given}" },
  // SANY: "Expected arity 1 but found operator of arity 2.", "An expression appears as argument number 1 ... in a position an operator is required."
  OperatorArgumentArity: { code: "TT2015", severity: "error", template: "this argument is for an operator parameter of arity {arity}, but {name} takes {found} argument(s)" },
  ExpressionForOperator: { code: "TT2016", severity: "error", template: "this argument is for an operator parameter of arity {arity}: it must be an operator's name or a LAMBDA, not an expression" },
  BuiltinOperatorAsValue: { code: "TT2017", severity: "error", template: "{name} is a built-in operator: it can be passed only for an operator parameter of its arity, not used as a value" },
  DuplicateImport: { code: "TT2018", severity: "warning", template: "{name} is also defined at {previous}: as SANY does, that first definition is kept and this one is ignored" },
  DuplicateDefinition: { code: "TT2008", severity: "error", template: "{name} is already defined at {previous}; TLA+ does not allow a name to be redefined or shadowed" },
  NotAnInstance: { code: "TT2009", severity: "error", template: "{name} is not a named instance, so {name}!{member} has no meaning" },
  UnknownInstanceMember: { code: "TT2010", severity: "error", template: "module {module} (instance {instance}) defines no {member}" },
  UnknownSubstitutionTarget: { code: "TT2011", severity: "error", template: "module {module} declares no constant or variable {name} to substitute" },
  MissingImplicitSubstitution: { code: "TT2012", severity: "error", template: "INSTANCE {module} needs {name}: it is not substituted with WITH and {name} is not defined in module {from}" },
  DuplicateSubstitution: { code: "TT2013", severity: "error", template: "{name} is substituted more than once" },
  // SANY's InstanceNode.levelCheck: in a module with variables, a substitute may not exceed its parameter's level.
  InstanceSubstitutionLevel: { code: "TT2019", severity: "error", template: "Level error in instantiating module '{module}':\nThe level of the expression or operator substituted for '{name}' \nmust be at most {max}." },
  // SANY: a parameter of `J(c) == INSTANCE M WITH K <- c` is bounded by K's level (compiler/analyse/levels.ts instanceParameterLevelErrors).
  InstanceArgumentLevel: { code: "TT2021", severity: "error", template: "Level error in applying operator {operator}:\nThe level of argument {argument} exceeds the maximum level allowed by the operator." },
  // SANY: LAMBDA is an Argument of an operator application, not an Expression.
  LambdaNotArgument: { code: "TT2020", severity: "error", template: "a LAMBDA may only be given for an operator parameter (SANY: LAMBDA is an argument, not an expression)" },
  RecursiveNotDefined: { code: "TT2014", severity: "error", template: "{name} is declared RECURSIVE but never defined in the same scope" },
  // -- levels and compilation (TT30xx, compiler/analyse, compiler/emit) ---------
  NotCompilable: { code: "TT3001", severity: "error", template: "{what} cannot be checked yet" },
  // -- types (TT31xx, compiler/types) ---------------------------------------
  TypeUndetermined: { code: "TT3101", severity: "warning", template: "no precise type for variable {name}: {reason}; the typed API gives it the general type Value" },
  OperatorTypeUndetermined: { code: "TT3102", severity: "warning", template: "no precise result type for operator {name}: the typed API gives its result the general type Value" },
  NoNativeOperator: { code: "TT3002", severity: "error", template: "operator {name} of standard module {module} has no implementation in the checker" },
  // -- binding the .cfg to the spec (TT41xx, compiler/analyse) ---------------
  CfgConstantNotAssigned: { code: "TT4101", severity: "error", template: "The constant parameter {name} is not assigned a value by the configuration file {cfg}." },
  CfgOverrideUndefined: { code: "TT4102", severity: "error", template: "The configuration file substitutes for {name} with the undefined identifier {definition}." },
  CfgOverrideChained: { code: "TT4126", severity: "error", template: "In the configuration file, the identifier {name} appears\non the right-hand side of a <- after already appearing on the\nleft-hand side of one." },
  CfgOverrideArity: { code: "TT4103", severity: "error", template: "The configuration file substitutes for {name} with {definition} of different number of arguments." },
  CfgOverrideUnknownTarget: { code: "TT4104", severity: "error", template: "The configuration file substitutes for {name}, which is neither declared nor defined." },
  CfgUnknownModule: { code: "TT4105", severity: "error", template: "The configuration file names module {module}, which the specification does not use." },
  // TLC's EC.TLC_CONFIG_OP_IS_EQUAL (SpecProcessor.processConfigSpec, exit 151).
  CfgOperatorIsEqual: { code: "TT4119", severity: "error", template: "The operator {name}, which equals {value},\ncannot be used as a {role}" },
  // TLC's SpecProcessor refuses a SPECIFICATION conjunct []P with P a state predicate (EC.TLC_LIVE_CANNOT_HANDLE_FORMULA, exit 255).
  SpecTemporalCannotHandle: { code: "TT4131", severity: "error", template: "TLC cannot handle the temporal formula {location}" },
  // TLC's EC.TLC_CONFIG_SPECIFIED_NOT_DEFINED, with its words for the roles (compiler/index.ts, tlcRoles).
  CfgUndefinedName: { code: "TT4106", severity: "error", template: "The {role} {name} specified in the configuration file\nis not defined in the specification." },
  CfgBadSpecification: { code: "TT4108", severity: "error", template: "The specification {name} is not of the form Init /\\ [][Next]_vars /\\ fairness: {reason}" },
  // TLC's EC.TLC_CONFIG_PROPERTY_ACTION_LEVEL_* (exit 151): a PROPERTY conjunct of action level, by its shape.
  CfgActionLevelProperty: { code: "TT4111", severity: "error", template: "The formula {name} at {location} is an action-level formula (i.e., it contains no temporal operators). Only temporal-level (or state-level) formulas are allowed under PROPERTY or PROPERTIES. {advice}" },
  /** TLC's ModelConfig check: a model is given either by SPECIFICATION or by INIT/NEXT. */
  CfgSpecificationAndInitNext: { code: "TT4112", severity: "error", template: "The configuration file cannot specify both INIT/NEXT and SPECIFICATION fields." },
  /** TLC's SpecProcessor: no initial predicate though the model has variables or something to check. */
  CfgMissingInit: { code: "TT4113", severity: "error", template: "The configuration file did not specify the initial state predicate." },
  /** TLC's SpecProcessor: no next-state relation though the model has invariants or properties to check. */
  CfgMissingNext: { code: "TT4114", severity: "error", template: "The configuration file did not specify the next state predicate." },
  /** TLC's SpecProcessor.processConfigInvariants: an INVARIANT with primes or temporal operators (TLC exits 76). */
  CfgInvariantNotStatePredicate: {
    code: "TT4115",
    severity: "error",
    template:
      "The invariant {name} is not a state predicate (one with no primes or temporal operators).\nNote that a bug can cause TLC to incorrectly report this error.\nIf you believe your TLA+ or PlusCal specification to be correct,\nplease check if this bug described in LevelNode.java starting at line 590ff affects you.",
  },
  /** TLC's SpecProcessor: the NEXT a .cfg names is constant-level (exit 151). */
  CfgNextConstant: { code: "TT4117", severity: "error", template: "The next state action {name} cannot be a constant." },
  /** TLC's EC.TLC_CONFIG_... for a SYMMETRY set evaluated before the search that reads a variable (exit 151). */
  CfgSymmetryReadsVariable: { code: "TT4116", severity: "error", template: "In evaluation, the identifier {variable} is either undefined or not an operator." },
  CfgNotFound: { code: "TT4110", severity: "error", template: "cannot read the model file {file}" },
  // -- temporal properties (TT412x, runtime/liveness) --------------------------
  TemporalUnsupported: { code: "TT4120", severity: "error", template: "{message}" },
  // TLC's EC.TLC_LIVE_CANNOT_HANDLE_FORMULA (Liveness.astToLive at start-up), exit 255.
  TemporalCannotHandle: { code: "TT4126", severity: "error", template: "TLC cannot handle the temporal formula {location}" },
  TemporalTautology: { code: "TT4124", severity: "error", template: "Temporal formula is a tautology (its negation is unsatisfiable)." },
  LivenessWithSymmetry: { code: "TT4121", severity: "warning", template: "Declaring symmetry during liveness checking is dangerous. It might cause TLC to miss violations of the stated liveness properties. Please check liveness without symmetry defined." },
  LivenessWithView: { code: "TT4122", severity: "warning", template: "VIEW {view} merges states for the temporal check too: cycles may appear that no behaviour of the spec has, or real ones disappear. Check liveness without VIEW." },
  WatchNotStateLevel: { code: "TT4130", severity: "error", template: "--watch expression {n} is {level}: a watch is evaluated on each state alone, so it may use neither primed variables nor temporal operators" },
  // TLC's start-up warning (SpecProcessor.processConfig, EC.TLC_LIVE_FORMULA_STATE_LEVEL), printed as TLC prints it (loadSpec.ts).
  PropertyStateLevel: {
    code: "TT4125",
    severity: "warning",
    template:
      'The formula {name} is a state-level formula, but it was used as a PROPERTY (or PROPERTIES), where a temporal formula is typically expected. State-level formulas used as PROPERTY or PROPERTIES are only checked in the initial state. To verify that the formula {name} holds in all states of every behavior, use INVARIANT {name} instead. Alternatively, applying the "always" temporal operator ([]) to the state-level formula {name} changes it into a temporal formula, asserting that {name} holds in all states of every behavior. See https://explain.tlapl.us/invariants-and-properties for additional details.',
  },
  // TLC's start-up warning EC.TLC_SUBSCRIPT_CONTAIN_NO_STATE_VAR (SpecProcessor.processConfigSpec), printed as TLC prints it (loadSpec.ts).
  SubscriptMissingVariable: { code: "TT4128", severity: "warning", template: "The subscript of the next-state relation specified by the specification\ndoes not seem to contain the state variable {name}" },
  SubscriptUndetermined: { code: "TT4129", severity: "warning", template: "TLC could not determine if the subscript of the next-state relation contains\nall state variables. Proceed with fingers crossed." },
  // TLC's start-up warning EC.TLC_LIVE_FORMULA_AND_FAIRNESS_TAUTOLOGY (SpecProcessor.processConfig), printed as TLC prints it (loadSpec.ts).
  PropertyFairnessTautology: {
    code: "TT4127",
    severity: "warning",
    template:
      "Implied-temporal checking is a tautology.\nThe temporal formula {name} at {location} equals\nthe fairness constraints of the behavior specification {spec} at {specLocation}.\nTherefore, checking whether {spec} => {name} using TLC will never result in a violation of {name}.",
  },
  // SANY's record lint (tla2sany.linter.Linter), printed by TLC on stdout before "Starting..." (compiler/analyse/children.ts recordFieldWarnings, loadSpec.ts).
  RecordFieldNameClash: {
    code: "TT2022",
    severity: "warning",
    template:
      'The field name "{field}" in the record constructor is identical to the existing definition or declaration\nnamed {field}, located at {location}.\nThe field in the record will not take the value of the {field} definition or declaration.\nIn TLA+, field names in records are strings, regardless of any similarly named declarations or definitions.\nTherefore, DOMAIN [{field} |-> ...] = {"{field}"} holds true.',
  },
  LivenessWithConstraints: { code: "TT4123", severity: "warning", template: "{what} cut behaviours short: a fair cycle outside the constraints is never seen, so a temporal property may pass here and fail on the full spec (Specifying Systems, section 14.3.5)." },
  // -- evaluation: emitted control flow (TT52xx, compiler/emit) ---------------
  // TLC's EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_NEXT, its wording for a next-state relation of several sub-actions and of one.
  SuccessorIncomplete: { code: "TT5201", severity: "error", template: "Successor state is not completely specified by action {action} of the next-state relation. The following variable{plural} not defined: {variables}." },
  SuccessorIncompleteOnlyAction: { code: "TT5201", severity: "error", template: "Successor state is not completely specified by the next-state action. The following variable{plural} not defined: {variables}." },
  InitIncomplete: { code: "TT5202", severity: "error", template: "The variable {variable} was not assigned a value by the initial predicate." },
  PrimedUnassigned: { code: "TT5203", severity: "error", template: "In evaluation, the identifier {variable} is either undefined or not an operator." },
  // Tool.eval of a variable the next state lacks, under EvalControl.Primed without Enabled: only the subscript v of
  // ENABLED <<A>>_v (WF_v(A), SF_v(A)) is evaluated so (EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_LIVE; TLC's Github317).
  PrimedUnassignedLive: {
    code: "TT5327",
    severity: "error",
    template: "The action formula A appearing in a WF_v(A) or SF_v(A) operator does not specify the primed value of the variable {variable} occurring in the state formula v.\n",
  },
  NotBoolean: { code: "TT5204", severity: "error", template: "A non-boolean expression ({kind}) was used as a condition:\n{value}" },
  // TLC's Tool (eval) on a non-boolean operand, worded by the operator it met (kind = TLC's getKindString).
  NonBooleanIf: { code: "TT5207", severity: "error", template: "A non-boolean expression ({kind}) was used as the condition of an IF." },
  NonBooleanCase: { code: "TT5208", severity: "error", template: "A non-boolean expression ({kind}) was used as a condition of a CASE. {location}" },
  NonBooleanJunction: { code: "TT5209", severity: "error", template: "A non-boolean expression ({kind}) was used as a formula in a {junction}.\n{location}" },
  NonBooleanOperand: { code: "TT5210", severity: "error", template: "Attempted to evaluate an expression of form {form} when {side} was\n{kind}." },
  NonBooleanEquiv: { code: "TT5211", severity: "error", template: "Attempted to evaluate an expression of form P <=> Q when P or Q was not a boolean." },
  NonBooleanBody: { code: "TT5213", severity: "error", template: "TLC expected a boolean value, but did not find one. {location}" },
  NonBooleanFilter: { code: "TT5214", severity: "error", template: "Attempted to evaluate an expression of form {x \\in S : P(x)} when P was {kind}.\n{location}" },
  NonBooleanPredicate: { code: "TT5215", severity: "error", template: "{doing} predicate {location} yielded non-Boolean value." },
  NonBooleanActionIf: { code: "TT5216", severity: "error", template: "In computing {what} states, a non-boolean expression ({kind}) was used as the condition of an IF.{location}" },
  // Tool.getNextStates/getInitStates testing a part of an action themselves (a leaf they evaluate, => 's P, a CASE guard).
  NonBooleanActionLeaf: { code: "TT5341", severity: "error", template: "In computing {what}, TLC expected a boolean expression,\nbut instead found {value}.\n{location}" },
  NonBooleanRelation: { code: "TT5342", severity: "error", template: "The {what} state relation is not a boolean expression.\n{location}" },
  NonBooleanActionCase: { code: "TT5343", severity: "error", template: "In computing {what} states, a non-boolean expression ({kind}) was used as a guard condition of a CASE.\n{location}" },
  NonBooleanActionImplies: { code: "TT5344", severity: "error", template: "In computing {what} of a predicate of {form} P => Q, P was{kind}{location}" },
  NonBooleanNot: { code: "TT5212", severity: "error", template: "Attempted to apply the operator ~ to a non-boolean\n({kind})" },
  CaseNoArm: { code: "TT5205", severity: "error", template: "Attempted to evaluate a CASE with no conditions true." },
  NotEvaluable: { code: "TT5206", severity: "error", template: "TLC cannot evaluate {what}." },
  // -- evaluation: the model checker (TT53xx, runtime/check) ------------------
  // TLC's checks of the SYMMETRY set, each a java.lang.RuntimeException before the search.
  SymmetryNotSet: { code: "TT5301", severity: "error", template: "The symmetry operator must specify a set of functions." },
  SymmetryNotFunctions: { code: "TT5317", severity: "error", template: "The symmetry values must be function records." },
  // TLC: EC.TLC_FAILED_TO_RECOVER_INIT / _NEXT; a spec whose actions are not deterministic (RandomElement, TLCGet) cannot be replayed.
  InitNotRecovered: { code: "TT5302", severity: "error", template: "Failed to recover the initial state from its fingerprint." },
  NextNotRecovered: { code: "TT5303", severity: "error", template: "Failed to recover the next state from its fingerprint (trace step {step})." },
  // TLC: EC.TLC_CONFIG_ID_HAS_VALUE, for a constant-level INVARIANT/CONSTRAINT evaluated at start-up (exit 151).
  // TLC: EC.TLC_STATES_AND_NO_NEXT_ACTION, initial states to expand and no next-state relation (exit 75, no counts).
  NoNextStateActions: { code: "TT5318", severity: "error", template: "No next state actions defined to generate successor states from." },
  CfgDefinitionNotTrue: { code: "TT5304", severity: "error", template: "The {role} of {name} is equal to {value}" },
  // TLC: TLCExt.getTrace's message, for Trace evaluated while Init has not assigned every variable.
  TraceIncomplete: { code: "TT5305", severity: "error", template: "In evaluating TLCExt!Trace, the state is not completely specified yet (variable{plural} {variables} undefined)." },
  TraceUnavailable: { code: "TT5306", severity: "error", template: "TLCExt!Trace (the path to the current state) is only available to the model checker (tla2ts check), not here." },
  // TLCExt!ToTrace(ce) of a value that is not TLCExt!CounterExample (TLC: EC.TLC_MODULE_ONE_ARGUMENT_ERROR).
  // TLC: a variable read where no state is given (a POSTCONDITION).
  VariableUndefined: { code: "TT5309", severity: "error", template: "In evaluation, the identifier {variable} is either undefined or not an operator." },
  NotACounterExample: { code: "TT5307", severity: "error", template: "The argument of ToTrace should be a CounterExample, but instead it is:\n{value}" },
  // TLCExt!PickSuccessor asks the user at the console which successors to keep; tla2ts checks without asking.
  // TLCExt's own argument checks (tlc2.module.TLCExt), in TLC's words.
  EvaluationNotBoolean: { code: "TT5314", severity: "error", template: "In evaluating {op}, a non-boolean expression ({kind}) was used as the condition of an IF.\n{value}" },
  AssertErrorNotString: { code: "TT5315", severity: "error", template: "In computing AssertError, a non-string expression ({value}) was used as the err of an AssertError(err, exp)." },
  PickSuccessorInteractive: { code: "TT5308", severity: "error", template: "TLCExt!PickSuccessor: the condition is FALSE, so TLC would ask at the console whether to keep this step; tla2ts does not check interactively." },
  // -- checkpoints and disk spill (TT531x, runtime/check/checkpoint.ts) ---------
  CheckpointOtherModel: { code: "TT5310", severity: "error", template: "The checkpoint in {dir} was written for another model (the spec, its modules, the model file or --deadlock differ), so it cannot be resumed here. Recover with the same inputs, or start without --recover." },
  CheckpointUnreadable: { code: "TT5311", severity: "error", template: "Cannot recover from {dir}: {reason}" },
  CheckpointUnsupported: { code: "TT5312", severity: "error", template: "{what} cannot be combined with checkpoints: {reason}" },
  DiskFailed: { code: "TT5313", severity: "error", template: "Cannot {what}: {reason}" },
  // -- Alloy syntax (TT70xx, grammar/alloy) -----------------------------------
  AlloyUnexpectedCharacter: { code: "TT7001", severity: "error", template: "unexpected character {found}" },
  AlloyUnterminatedComment: { code: "TT7002", severity: "error", template: "unterminated comment: '/*' has no matching '*/'" },
  AlloyUnexpectedToken: { code: "TT7003", severity: "error", template: "expected {expected} but found {found}" },
  AlloyUnsupported: { code: "TT7004", severity: "error", template: "{what} is not supported" },
  AlloyNumberTooLarge: { code: "TT7005", severity: "error", template: "the number {found} is too large (at most 2147483647)" },
  AlloyUnterminatedString: { code: "TT7007", severity: "error", template: "unterminated string literal: the closing '\"' is missing on this line" },
  AlloyEmptyString: { code: "TT7008", severity: "error", template: "the empty string is not allowed (as in Alloy): use an empty set instead" },
  AlloyTooManyErrors: { code: "TT7006", severity: "error", template: "too many syntax errors; stopped after {count}" },
  // -- Alloy names and types (TT71xx, compiler/alloy) ---------------------------
  AlloyUnknownName: { code: "TT7101", severity: "error", template: "the name {name} cannot be found" },
  AlloyUnknownNameSuggestion: { code: "TT7102", severity: "error", template: "the name {name} cannot be found; did you mean {suggestion}?" },
  AlloyDuplicateName: { code: "TT7103", severity: "error", template: "{name} is already declared at line {line}" },
  AlloyAmbiguousName: { code: "TT7104", severity: "error", template: "{name} is ambiguous here: it could be {candidates}" },
  AlloyArityMismatch: { code: "TT7105", severity: "error", template: "{op} cannot be applied to an expression of arity {left} and one of arity {right}" },
  AlloyJoinUnary: { code: "TT7106", severity: "error", template: "cannot join two sets: both sides of '.' have arity 1, so the result would have no columns" },
  AlloyExpectedFormula: { code: "TT7107", severity: "error", template: "a formula is expected here, but this is {found}" },
  AlloyExpectedRelation: { code: "TT7108", severity: "error", template: "a set or relation is expected here, but this is {found}" },
  AlloyExpectedInteger: { code: "TT7109", severity: "error", template: "an integer expression is expected here, but this is {found}" },
  AlloyWrongArgumentCount: { code: "TT7110", severity: "error", template: "{name} takes {expected} argument(s) but is given {given}" },
  AlloyJoinAlwaysEmpty: { code: "TT7111", severity: "error", template: "this join is always empty: the last column of the left side ({left}) and the first column of the right side ({right}) share no atoms" },
  AlloyDisjointTypes: { code: "TT7112", severity: "error", template: "{op} is irrelevant: the two sides ({left} and {right}) are always disjoint" },
  AlloySigCycle: { code: "TT7113", severity: "error", template: "sig {name} extends itself: {cycle}" },
  AlloyExtendsSubsetSig: { code: "TT7114", severity: "error", template: "sig {name} cannot extend {parent}, which is a subset sig ('in'); only 'in' may name it" },
  AlloyUnknownModule: { code: "TT7115", severity: "error", template: "module {path} cannot be found: it is not a library module and there is no {path}.als beside the model or under its root folder" },
  AlloyRecursion: { code: "TT7116", severity: "error", template: "{name} calls itself ({cycle}); recursive predicates and functions are not unrolled" },
  AlloyNotASig: { code: "TT7117", severity: "error", template: "{name} is not a sig" },
  AlloyBadThis: { code: "TT7119", severity: "error", template: "'this' can only be used inside a signature fact, a field declaration or a pred/fun with a receiver" },
  AlloyOrderingArgs: { code: "TT7120", severity: "error", template: "util/ordering takes exactly one sig as its argument, but {count} are given" },
  AlloyTypeMismatch: { code: "TT7121", severity: "error", template: "{op} needs both sides of the same kind, but the left is {left} and the right is {right}" },
  AlloyUnaryArity: { code: "TT7122", severity: "error", template: "{op} needs a binary relation, but this has arity {arity}" },
  AlloyHigherOrder: { code: "TT7123", severity: "error", template: "{name} ranges over {what}: a higher-order variable is allowed only under 'all', 'some' or 'no' (declare it over single atoms, 'x: A')" },
  AlloyModuleArgs: { code: "TT7125", severity: "error", template: "module {path} takes {expected} argument(s) but is given {given}" },
  AlloyIrrelevant: { code: "TT7124", severity: "warning", template: "{op} is irrelevant: the two sides ({left} and {right}) are always disjoint" },
  // -- Alloy commands and scopes (TT72xx, compiler/alloy) -----------------------
  AlloyUnknownCommandTarget: { code: "TT7201", severity: "error", template: "there is no {what} named {name} to {command}" },
  AlloyCommandTargetKind: { code: "TT7202", severity: "error", template: "{command} needs {expected}, but {name} is {found}" },
  AlloyScopeNotASig: { code: "TT7203", severity: "error", template: "a scope is given for {name}, which is not a sig" },
  AlloyScopeTwice: { code: "TT7204", severity: "error", template: "the scope of {name} is given more than once" },
  AlloyScopeOneSig: { code: "TT7205", severity: "error", template: "sig {name} is declared '{multiplicity}', so its scope cannot be {count}" },
  AlloyBitwidth: { code: "TT7206", severity: "error", template: "the bit width {count} is outside 1..30" },
  AlloyScopeSubsetSig: { code: "TT7207", severity: "error", template: "a scope cannot be given for the subset sig {name}" },
  AlloyExactlyInt: { code: "TT7208", severity: "error", template: "the scope of Int is a bit width and cannot be 'exactly'" },
  AlloyScopeBelowChildren: { code: "TT7209", severity: "error", template: "the scope {count} of sig {name} is less than its 'one' and 'some' sub-sigs need ({needed})" },
  // -- Alloy bounds and translation (TT729x, runtime/alloy/solver) ------------
  AlloyUntranslatable: { code: "TT7290", severity: "error", template: "command {command} cannot be solved: {message}" },
  AlloyScopeUnsatisfiable: { code: "TT7291", severity: "error", template: "the scopes of command {command} cannot be met: {message}" },
  AlloyProblemTooLarge: { code: "TT7292", severity: "error", template: "command {command} is too large to solve: {message}" },
  // -- trace validation input (TT80xx, runtime/testing/traceFile.ts; `tla2ts validate`) --
  TraceNotJson: { code: "TT8001", severity: "error", template: "this trace line is not JSON: {reason}" },
  TraceNotObject: { code: "TT8002", severity: "error", template: "a trace line must be a JSON object, not {found}" },
  TraceUnknownVariable: { code: "TT8003", severity: "error", template: "{field} is not a variable of {module} (variables: {variables}); name a variable, or map the field to one (or to null to ignore it) with --map" },
  TraceBadValue: { code: "TT8004", severity: "error", template: "{path}: {reason}" },
  TraceUnknownAction: { code: "TT8005", severity: "error", template: "{name} is not an action of {module} (actions: {actions}); map it to one with --map" },
  TraceBadAction: { code: "TT8006", severity: "error", template: "{reason}" },
  TraceBadItf: { code: "TT8007", severity: "error", template: "not an ITF trace: {reason}" },
  TraceBadMapping: { code: "TT8008", severity: "error", template: "invalid mapping file: {reason}" },
  TraceEmpty: { code: "TT8009", severity: "error", template: "the trace has no lines" },
  TraceSearchTooLarge: { code: "TT8010", severity: "error", template: "more than {bound} candidate states between this line and the one before: log more variables, lower --max-gap or raise --max-candidates" },
  InternalError: { code: "TT9001", severity: "error", template: "internal error: {message}" },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticName = keyof typeof catalogue;

/** Character offsets into one file's text, end exclusive. */
export interface Range {
  readonly start: number;
  readonly end: number;
}

export interface Diagnostic {
  readonly name: DiagnosticName;
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly args: Readonly<Record<string, string>>;
  /** Path of the file the range is in, as the user named it. */
  readonly file: string;
  readonly range: Range;
}

export function diagnostic(
  name: DiagnosticName,
  file: string,
  range: Range,
  args: Record<string, string | number> = {},
): Diagnostic {
  const entry: CatalogueEntry = catalogue[name];
  const strArgs: Record<string, string> = {};
  for (const [k, v] of Object.entries(args)) strArgs[k] = String(v);
  const message = entry.template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in strArgs ? strArgs[key]! : whole,
  );
  return { name, code: entry.code, severity: entry.severity, message, args: strArgs, file, range };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/**
 * The text of an InternalError diagnostic for an unexpected exception: its message,
 * and its stack only when TLA2TS_DEBUG is set (users never see a raw stack trace).
 */
export function internalErrorMessage(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const debug = typeof process !== "undefined" && process.env["TLA2TS_DEBUG"] !== undefined;
  return debug && e.stack !== undefined ? e.stack : e.message;
}
