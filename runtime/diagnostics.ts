// The one catalogue of every message a user can see. It sits at the bottom of the
// import graph so that grammar, compiler, runtime and emitted code all reach it.
//
// Code ranges: TT1xxx lexing and parsing, TT2xxx modules and names, TT3xxx levels
// and types, TT4xxx model configuration (.cfg, Alloy scopes), TT5xxx evaluation
// during checking, TT6xxx Alloy translation and solving, TT9xxx internal errors.
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
  EqualityUndefined: { code: "TT5002", severity: "error", template: "Attempted to check equality of {left} with the value:\n{right}" },
  TypedModelValueMismatch: { code: "TT5003", severity: "error", template: "Attempted to check equality of {left} and {right}" },
  IntegerOverflow: { code: "TT5004", severity: "error", template: "Overflow when computing {expression}" },
  IntegerTooBig: { code: "TT5005", severity: "error", template: "TLC can't handle a number this big.\n{number}" },
  NotEnumerable: { code: "TT5006", severity: "error", template: "Attempted to enumerate the non-enumerable set:\n{set}" },
  CardinalityUndefined: { code: "TT5007", severity: "error", template: "Attempted to compute cardinality of the value\n{set}" },
  CardinalityOverflow: { code: "TT5008", severity: "error", template: "Overflow when computing the number of elements in:\n{set}" },
  MembershipUndefined: { code: "TT5009", severity: "error", template: "Attempted to check if the value:\n{value}\nis in\n{set}" },
  // -- input and internal ----------------------------------------------------
  FileNotFound: { code: "TT2001", severity: "error", template: "cannot read file {file}: {reason}" },
  // -- modules and names (TT20xx, compiler/resolve) ---------------------------
  ModuleNotFound: { code: "TT2002", severity: "error", template: "cannot find module {name}: no file {file}, no module {name} in this file and no standard module of that name" },
  ModuleCycle: { code: "TT2003", severity: "error", template: "module {name} depends on itself: {cycle}" },
  UnknownName: { code: "TT2004", severity: "error", template: "{name} is not defined" },
  UnknownNameSuggestion: { code: "TT2005", severity: "error", template: "{name} is not defined; did you mean {suggestion}?" },
  UnknownOperatorSymbol: { code: "TT2006", severity: "error", template: "operator {op} is not defined (it comes from a module such as {module} that is not extended or instantiated here)" },
  WrongArity: { code: "TT2007", severity: "error", template: "{name} takes {expected} argument(s) but is given {given}" },
  DuplicateDefinition: { code: "TT2008", severity: "error", template: "{name} is already defined at {previous}; TLA+ does not allow a name to be redefined or shadowed" },
  NotAnInstance: { code: "TT2009", severity: "error", template: "{name} is not a named instance, so {name}!{member} has no meaning" },
  UnknownInstanceMember: { code: "TT2010", severity: "error", template: "module {module} (instance {instance}) defines no {member}" },
  UnknownSubstitutionTarget: { code: "TT2011", severity: "error", template: "module {module} declares no constant or variable {name} to substitute" },
  MissingImplicitSubstitution: { code: "TT2012", severity: "error", template: "INSTANCE {module} needs {name}: it is not substituted with WITH and {name} is not defined in module {from}" },
  DuplicateSubstitution: { code: "TT2013", severity: "error", template: "{name} is substituted more than once" },
  RecursiveNotDefined: { code: "TT2014", severity: "error", template: "{name} is declared RECURSIVE but never defined in the same scope" },
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
