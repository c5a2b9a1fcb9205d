// The abstract syntax of an Alloy model (Alloy 4 syntax, with the Alloy 6 keywords
// that do not need temporal semantics): plain readonly data discriminated on `kind`,
// every node with the character range it came from. The tree is what was written:
// which sig a name denotes, whether `a[b]` is a call or a join, where an implicit
// `this` goes, are the resolver's business (`compiler/alloy/resolve.ts`), which
// turns this tree into the checked model of `compiler/alloy/model.ts`.

import type { Range } from "../../runtime/diagnostics.js";

export type { Range };

/** A name as written: `Pod`, `t'`, `this`, `util/ordering`, `this/Pod`, `ord/next`, `@pods`. */
export interface AlsName {
  readonly kind: "Name";
  /** The spelling without a leading `@`. */
  readonly name: string;
  /** Written as `@name`: a field without the implicit `this.` of a signature fact. */
  readonly at: boolean;
  readonly range: Range;
}

export interface AlsModule {
  readonly kind: "Module";
  /** `module a/b[exactly X]`; absent when the file has no module line. */
  readonly header: AlsModuleHeader | undefined;
  readonly opens: readonly AlsOpen[];
  readonly paragraphs: readonly AlsParagraph[];
  readonly range: Range;
}

export interface AlsModuleHeader {
  readonly kind: "ModuleHeader";
  readonly name: AlsName;
  /** Parameters of a parameterised module, each with `exactly` when written so. */
  readonly params: readonly { readonly name: AlsName; readonly exactly: boolean }[];
  readonly range: Range;
}

/** `open util/ordering[Time] as TO`. */
export interface AlsOpen {
  readonly kind: "Open";
  readonly isPrivate: boolean;
  /** The module path, e.g. `util/ordering`. */
  readonly path: AlsName;
  readonly args: readonly AlsName[];
  readonly alias: AlsName | undefined;
  readonly range: Range;
}

export type AlsParagraph =
  | AlsSig
  | AlsEnum
  | AlsFact
  | AlsPred
  | AlsFun
  | AlsAssert
  | AlsCommand
  | AlsMacro;

/**
 * Alloy 4's macro, `let name[a, b] = expr` or `let name[a, b] { formulas }` at the top level
 * (util/time): a call is replaced by the body with the arguments written in for the
 * parameters, before names are resolved (compiler/alloy/macros.ts).
 */
export interface AlsMacro {
  readonly kind: "Macro";
  readonly name: AlsName;
  readonly params: readonly AlsName[];
  readonly body: AlsExpr;
  readonly range: Range;
}

export type SigMultiplicity = "one" | "lone" | "some";

/** `abstract one sig A, B extends C { fields } { fact }`. */
export interface AlsSig {
  readonly kind: "Sig";
  readonly names: readonly AlsName[];
  readonly isAbstract: boolean;
  readonly isPrivate: boolean;
  /** Alloy 6 `var sig`: parsed so that it can be reported as unsupported. */
  readonly isVar: boolean;
  readonly multiplicity: SigMultiplicity | undefined;
  readonly parent: AlsSigParent | undefined;
  readonly fields: readonly AlsDecl[];
  /** The signature fact: its formulas are about each atom `this` of the sig. */
  readonly fact: AlsBlock | undefined;
  readonly range: Range;
}

export type AlsSigParent =
  | { readonly kind: "Extends"; readonly name: AlsName; readonly range: Range }
  | { readonly kind: "In"; readonly names: readonly AlsName[]; readonly range: Range };

/** `enum Color { Red, Green }`: an abstract sig with one singleton sub-sig per value. */
export interface AlsEnum {
  readonly kind: "Enum";
  readonly name: AlsName;
  readonly values: readonly AlsName[];
  readonly range: Range;
}

export interface AlsFact {
  readonly kind: "Fact";
  readonly name: AlsName | undefined;
  readonly body: AlsBlock;
  readonly range: Range;
}

/** `pred Recv.name[params] { body }`; `receiver` is the sig written before the dot. */
export interface AlsPred {
  readonly kind: "Pred";
  readonly isPrivate: boolean;
  readonly receiver: AlsName | undefined;
  readonly name: AlsName;
  readonly params: readonly AlsDecl[];
  readonly body: AlsBlock;
  readonly range: Range;
}

/** `fun name[params]: mult Type { body }`. */
export interface AlsFun {
  readonly kind: "Fun";
  readonly isPrivate: boolean;
  readonly receiver: AlsName | undefined;
  readonly name: AlsName;
  readonly params: readonly AlsDecl[];
  /** The declared result, as a bound with its multiplicity. */
  readonly result: AlsBound;
  readonly body: AlsExpr;
  readonly range: Range;
}

export interface AlsAssert {
  readonly kind: "Assert";
  readonly name: AlsName | undefined;
  readonly body: AlsBlock;
  readonly range: Range;
}

/** `label: run name for 3 but exactly 2 A, 4 Int expect 1` or `check { ... } for 2`. */
export interface AlsCommand {
  readonly kind: "Command";
  readonly command: "run" | "check";
  readonly label: AlsName | undefined;
  /** A predicate or assertion name, or an inline block. Absent for a bare `run {}`-less `run` (never produced). */
  readonly target: AlsName | AlsBlock;
  readonly scope: AlsScope | undefined;
  readonly expect: number | undefined;
  readonly range: Range;
}

export interface AlsScope {
  readonly kind: "Scope";
  /** The number after `for` when it applies to every sig (`for 3 but ...`). */
  readonly overall: number | undefined;
  readonly items: readonly AlsScopeItem[];
  readonly range: Range;
}

/** `exactly 2 Pod`, `4 Int` (bit width), `6 Time`, `5 seq` (sequence length). */
export interface AlsScopeItem {
  readonly kind: "ScopeItem";
  readonly exactly: boolean;
  readonly count: number;
  /** The sig name, or `Int` / `int` (bit width), `seq` (max sequence length). */
  readonly target: AlsName;
  readonly range: Range;
}

// ---------------------------------------------------------------------------
// Declarations

export type DeclMultiplicity = "set" | "one" | "lone" | "some" | "seq";

/** A declared bound: `some Image`, `Node lone -> Time`, `disj Identifier`. */
export interface AlsBound {
  readonly kind: "Bound";
  /** The prefix multiplicity; absent means `one` for a unary bound and `set` otherwise, as Alloy reads it. */
  readonly multiplicity: DeclMultiplicity | undefined;
  /** `disj` after the colon: the field is injective (distinct atoms map to disjoint values). */
  readonly disjoint: boolean;
  readonly expr: AlsExpr;
  readonly range: Range;
}

/**
 * `disj a, b : bound` — fields, parameters, quantified and comprehension variables.
 * `isVar` is Alloy 6's `var` field (reported as unsupported).
 */
export interface AlsDecl {
  readonly kind: "Decl";
  readonly isPrivate: boolean;
  readonly isVar: boolean;
  /** `disj` before the names: the variables are pairwise distinct / disjoint. */
  readonly disjoint: boolean;
  readonly names: readonly AlsName[];
  readonly bound: AlsBound;
  readonly range: Range;
}

// ---------------------------------------------------------------------------
// Expressions (formulas, relational and integer expressions share one syntax)

export type AlsExpr =
  | AlsName
  | AlsNumber
  | AlsConstant
  | AlsUnary
  | AlsBinary
  | AlsArrow
  | AlsCompare
  | AlsBox
  | AlsIfElse
  | AlsLet
  | AlsQuant
  | AlsComprehension
  | AlsBlock
  | AlsParen;

export interface AlsNumber {
  readonly kind: "Number";
  readonly value: number;
  readonly range: Range;
}

/** `none`, `univ`, `iden` (and `Int`/`String` are ordinary names resolving to built-in sigs). */
export interface AlsConstant {
  readonly kind: "Constant";
  readonly name: "none" | "univ" | "iden";
  readonly range: Range;
}

/**
 * Prefix operators. `no some lone one set` on an expression are multiplicity
 * formulas (`some x`); `#` counts; `~ ^ *` are transpose and closures; `!`
 * negates a formula (`not` is spelled `!` here); `-` negates an integer literal
 * only when the parser could not fold it into the number.
 */
export type UnaryOp = "!" | "no" | "some" | "lone" | "one" | "set" | "#" | "~" | "^" | "*" | "-";

export interface AlsUnary {
  readonly kind: "Unary";
  readonly op: UnaryOp;
  readonly operand: AlsExpr;
  readonly range: Range;
}

/**
 * Binary operators with their Alloy spelling normalised: `and`→`&&`, `or`→`||`,
 * `implies`→`=>`, `iff`→`<=>`. `.` is the dot join.
 */
export type BinaryOp =
  | "&&"
  | "||"
  | "=>"
  | "<=>"
  | "."
  | "+"
  | "-"
  | "&"
  | "++"
  | "<:"
  | ":>"
  | "<<"
  | ">>"
  | ">>>"
  /** Integer arithmetic as util/integer's source spells it (`n1 fun/add n2`). */
  | "fun/add"
  | "fun/sub"
  | "fun/mul"
  | "fun/div"
  | "fun/rem";

export interface AlsBinary {
  readonly kind: "Binary";
  readonly op: BinaryOp;
  readonly left: AlsExpr;
  readonly right: AlsExpr;
  /** Where the operator itself is (for messages about it). */
  readonly opRange: Range;
  readonly range: Range;
}

export type ArrowMultiplicity = "set" | "one" | "lone" | "some";

/** `A m -> n B`; the multiplicities are meaningful in declarations only. */
export interface AlsArrow {
  readonly kind: "Arrow";
  readonly left: AlsExpr;
  readonly right: AlsExpr;
  readonly leftMult: ArrowMultiplicity | undefined;
  readonly rightMult: ArrowMultiplicity | undefined;
  readonly opRange: Range;
  readonly range: Range;
}

/** Comparison operators; `negated` for `!=`, `!in`, `not in`, `!<` and so on. `=<` is normalised to `<=`. */
export type CompareOp = "=" | "in" | "<" | ">" | "<=" | ">=";

export interface AlsCompare {
  readonly kind: "Compare";
  readonly op: CompareOp;
  readonly negated: boolean;
  readonly left: AlsExpr;
  readonly right: AlsExpr;
  readonly opRange: Range;
  readonly range: Range;
}

/** `target[args]`: a call of a pred/fun or a box join, told apart by the resolver. */
export interface AlsBox {
  readonly kind: "Box";
  readonly target: AlsExpr;
  readonly args: readonly AlsExpr[];
  readonly range: Range;
}

/** `cond => a else b` (also `implies ... else`). */
export interface AlsIfElse {
  readonly kind: "IfElse";
  readonly cond: AlsExpr;
  readonly then: AlsExpr;
  readonly else: AlsExpr;
  readonly range: Range;
}

export interface AlsLetBinding {
  readonly name: AlsName;
  readonly value: AlsExpr;
  readonly range: Range;
}

/** `let a = e, b = f | body` or `let a = e { ... }`. */
export interface AlsLet {
  readonly kind: "Let";
  readonly bindings: readonly AlsLetBinding[];
  readonly body: AlsExpr;
  readonly range: Range;
}

export type Quantifier = "all" | "some" | "no" | "lone" | "one" | "sum";

/** `all disj a, b : A, c : B | body` (or a block body). */
export interface AlsQuant {
  readonly kind: "Quant";
  readonly quantifier: Quantifier;
  readonly decls: readonly AlsDecl[];
  readonly body: AlsExpr;
  readonly range: Range;
}

/** `{ a : A, b : B | formula }`. */
export interface AlsComprehension {
  readonly kind: "Comprehension";
  readonly decls: readonly AlsDecl[];
  readonly body: AlsExpr;
  readonly range: Range;
}

/** `{ f1 f2 ... }`: the conjunction of its formulas (empty block: true). */
export interface AlsBlock {
  readonly kind: "Block";
  readonly items: readonly AlsExpr[];
  readonly range: Range;
}

/** `( e )`, kept so that printing and messages can show what was written. */
export interface AlsParen {
  readonly kind: "Paren";
  readonly expr: AlsExpr;
  readonly range: Range;
}
