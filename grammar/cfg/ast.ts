// The abstract syntax of a TLC model file: plain readonly data discriminated on
// `kind`, every node with the character range it came from. Statements stay in
// file order and keep the keyword spelling the author used (`CONSTANT` or
// `CONSTANTS`), so printing gives back an equivalent file; collecting them into
// one model description is `summary.ts`'s job.

import type { Range } from "../../runtime/diagnostics.js";

export type { Range };

export interface CfgFile {
  readonly kind: "CfgFile";
  readonly statements: readonly CfgStatement[];
  readonly range: Range;
}

/** A name as written: an operator, a module, or a dotted instance path such as `frob!bar`. */
export interface CfgName {
  readonly kind: "Name";
  readonly name: string;
  readonly range: Range;
}

// ---------------------------------------------------------------------------
// Statements

/** Keywords followed by exactly one name; TLC rejects a second occurrence of the keyword. */
export type SingleNameKind =
  | "Specification"
  | "Init"
  | "Next"
  | "Symmetry"
  | "View"
  | "Alias"
  | "Postcondition"
  | "TypeConstraint";

/** Keywords followed by any number of names, possibly over several lines; they may repeat. */
export type NameListKind = "Invariants" | "Properties" | "Constraints" | "ActionConstraints";

export interface SingleNameStatement {
  readonly kind: SingleNameKind;
  /** The keyword as written, e.g. `SPECIFICATION`. */
  readonly keyword: string;
  readonly name: CfgName;
  readonly range: Range;
}

export interface NameListStatement {
  readonly kind: NameListKind;
  /** The keyword as written: `INVARIANT` or `INVARIANTS`, and so on. */
  readonly keyword: string;
  readonly names: readonly CfgName[];
  readonly range: Range;
}

export interface ConstantsStatement {
  readonly kind: "Constants";
  /** `CONSTANT` or `CONSTANTS`. */
  readonly keyword: string;
  readonly entries: readonly ConstantEntry[];
  readonly range: Range;
}

export interface CheckDeadlockStatement {
  readonly kind: "CheckDeadlock";
  readonly keyword: string;
  readonly value: boolean;
  readonly valueRange: Range;
  readonly range: Range;
}

export type CfgStatement = SingleNameStatement | NameListStatement | ConstantsStatement | CheckDeadlockStatement;

// ---------------------------------------------------------------------------
// Entries of a CONSTANT(S) statement

/**
 * `N = 3`, `Procs = {p1, p2}`, `F(1, 2) = 3` (one row of a finite operator table:
 * `args` non-empty), or `K = [Inner] 42` (replaces `K` inside module `Inner`).
 */
export interface ConstantAssignment {
  readonly kind: "Assignment";
  readonly name: CfgName;
  readonly args: readonly CfgValue[];
  readonly module: CfgName | undefined;
  readonly value: CfgValue;
  readonly range: Range;
}

/** `Op <- MCOp`, or `Op <- [Inner] MCOp` (replaces `Op` inside module `Inner` by the root module's `MCOp`). */
export interface ConstantOverride {
  readonly kind: "Override";
  readonly name: CfgName;
  readonly module: CfgName | undefined;
  readonly definition: CfgName;
  readonly range: Range;
}

export type ConstantEntry = ConstantAssignment | ConstantOverride;

// ---------------------------------------------------------------------------
// Values (TLC's `ModelConfig.parseValue`)

/** An integer; `value` is its decimal text (a leading `-` only in ASTs that also carry TT4007). */
export interface CfgInt {
  readonly kind: "Int";
  readonly value: string;
  readonly range: Range;
}

/**
 * A string. `value` is the text between the quotes exactly as written: TLC takes
 * the token image minus its quotes and does not interpret escapes in .cfg files.
 */
export interface CfgStr {
  readonly kind: "Str";
  readonly value: string;
  readonly range: Range;
}

export interface CfgBool {
  readonly kind: "Bool";
  readonly value: boolean;
  readonly range: Range;
}

/** A bare name on the right of `=` is a model value of that name (`N = n1`, `NULL = NULL`). */
export interface CfgModelValue {
  readonly kind: "ModelValue";
  readonly name: string;
  readonly range: Range;
}

/** `{a, b, {1, 2}}`: elements in written order (TLC normalises sets later). */
export interface CfgSet {
  readonly kind: "Set";
  readonly elements: readonly CfgValue[];
  readonly range: Range;
}

export type CfgValue = CfgInt | CfgStr | CfgBool | CfgModelValue | CfgSet;
