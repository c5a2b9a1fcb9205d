// The TLA+ abstract syntax tree: plain readonly data discriminated on `kind`, every
// node with the character range it was parsed from. Parentheses leave no node of
// their own (they only shape the tree), so parse → print → parse gives back the
// same tree whatever parentheses the printer chooses. Synonyms (`\land` and `/\`)
// keep the spelling the author used; the compiler maps them to one operator.

import type { Range } from "../../runtime/diagnostics.js";

export type { Range };

export interface Node {
  readonly kind: string;
  readonly range: Range;
}

export interface Ident extends Node {
  readonly kind: "Ident";
  readonly name: string;
}

// ---------------------------------------------------------------------------
// Files and modules

/** A file holds one or more top-level modules (usually one). */
export interface SourceFileAst {
  readonly kind: "SourceFile";
  readonly modules: readonly Module[];
}

export interface Module extends Node {
  readonly kind: "Module";
  readonly name: Ident;
  readonly extends: readonly Ident[];
  readonly units: readonly Unit[];
}

export type Unit =
  | VariableDecl
  | ConstantDecl
  | RecursiveDecl
  | OperatorDef
  | FunctionDef
  | ModuleDef
  | InstanceUnit
  | Assumption
  | Theorem
  | UseOrHide
  | Module;

export interface VariableDecl extends Node {
  readonly kind: "VariableDecl";
  readonly names: readonly Ident[];
}

/**
 * A declared operator: `N`, `Op(_, _)`, `_ \prec _`, `-. _`, `_ ^+`.
 * `arity` is the number of arguments (0 for a plain constant).
 */
export interface OpDecl extends Node {
  readonly kind: "OpDecl";
  readonly name: Ident;
  readonly arity: number;
  readonly form: "ident" | "prefix" | "infix" | "postfix";
}

export interface ConstantDecl extends Node {
  readonly kind: "ConstantDecl";
  readonly decls: readonly OpDecl[];
}

export interface RecursiveDecl extends Node {
  readonly kind: "RecursiveDecl";
  readonly decls: readonly OpDecl[];
}

/**
 * `Op(a, F(_)) == body`, `a \prec b == body`, `-. a == body`, `a ^+ == body`.
 * For infix/prefix/postfix forms `name` is the operator symbol and `params` the operands.
 */
export interface OperatorDef extends Node {
  readonly kind: "OperatorDef";
  readonly local: boolean;
  readonly name: Ident;
  readonly form: "ident" | "prefix" | "infix" | "postfix";
  readonly params: readonly OpDecl[];
  readonly body: Expr;
}

/** `f[x \in S, <<a, b>> \in T] == body` */
export interface FunctionDef extends Node {
  readonly kind: "FunctionDef";
  readonly local: boolean;
  readonly name: Ident;
  readonly bounds: readonly Bound[];
  readonly body: Expr;
}

/** `I == INSTANCE M WITH ...` or `I(x) == INSTANCE M WITH a <- x` */
export interface ModuleDef extends Node {
  readonly kind: "ModuleDef";
  readonly local: boolean;
  readonly name: Ident;
  readonly params: readonly OpDecl[];
  readonly instance: Instance;
}

export interface InstanceUnit extends Node {
  readonly kind: "InstanceUnit";
  readonly local: boolean;
  readonly instance: Instance;
}

export interface Instance extends Node {
  readonly kind: "Instance";
  readonly module: Ident;
  readonly substitutions: readonly Substitution[];
}

/** `a <- e`; `target` may be an operator symbol such as `+`. */
export interface Substitution extends Node {
  readonly kind: "Substitution";
  readonly target: Ident;
  readonly value: Expr;
}

/** `ASSUME e`, `ASSUMPTION e`, `AXIOM e`, optionally named: `ASSUME Name == e`. */
export interface Assumption extends Node {
  readonly kind: "Assumption";
  readonly keyword: "ASSUME" | "ASSUMPTION" | "AXIOM";
  readonly name: Ident | undefined;
  readonly expr: Expr;
}

/** `THEOREM`, `LEMMA`, `PROPOSITION`, `COROLLARY`, with an optional proof. */
export interface Theorem extends Node {
  readonly kind: "Theorem";
  readonly keyword: "THEOREM" | "LEMMA" | "PROPOSITION" | "COROLLARY";
  readonly name: Ident | undefined;
  readonly body: Expr | AssumeProve;
  readonly proof: Proof | undefined;
}

/** `USE facts DEF defs`, `HIDE ...`, also as proof steps. `ONLY` only with USE. */
export interface UseOrHide extends Node {
  readonly kind: "UseOrHide";
  readonly keyword: "USE" | "HIDE";
  readonly only: boolean;
  readonly facts: readonly Expr[];
  readonly defs: readonly Expr[];
}

// ---------------------------------------------------------------------------
// Proofs: parsed so real modules load; they play no part in checking.

export type Proof = TerminalProof | StructuredProof;

/** `OBVIOUS`, `OMITTED`, `BY [ONLY] facts [DEF defs]`, each optionally after `PROOF`. */
export interface TerminalProof extends Node {
  readonly kind: "TerminalProof";
  readonly proofKeyword: boolean;
  readonly form: "OBVIOUS" | "OMITTED" | "BY";
  readonly only: boolean;
  readonly facts: readonly Expr[];
  readonly defs: readonly Expr[];
}

export interface StructuredProof extends Node {
  readonly kind: "StructuredProof";
  readonly proofKeyword: boolean;
  readonly steps: readonly ProofStep[];
}

/** One step: `<1>2. body proof?`; `label` is the step label as written (`<1>2`, `<1>`, `<2>a`). */
export interface ProofStep extends Node {
  readonly kind: "ProofStep";
  readonly label: string;
  readonly body: StepBody;
  readonly proof: Proof | undefined;
}

export type StepBody =
  | { readonly kind: "QedStep"; readonly range: Range }
  | { readonly kind: "AssertStep"; readonly range: Range; readonly suffices: boolean; readonly assertion: Expr | AssumeProve }
  | { readonly kind: "CaseStep"; readonly range: Range; readonly expr: Expr }
  | { readonly kind: "PickStep"; readonly range: Range; readonly bounds: readonly Bound[] | undefined; readonly names: readonly Ident[]; readonly expr: Expr }
  | { readonly kind: "HaveStep"; readonly range: Range; readonly expr: Expr }
  | { readonly kind: "TakeStep"; readonly range: Range; readonly bounds: readonly Bound[] | undefined; readonly names: readonly Ident[] }
  | { readonly kind: "WitnessStep"; readonly range: Range; readonly exprs: readonly Expr[] }
  | { readonly kind: "DefineStep"; readonly range: Range; readonly defs: readonly (OperatorDef | FunctionDef | ModuleDef)[] }
  | { readonly kind: "InstanceStep"; readonly range: Range; readonly instance: Instance }
  | UseOrHide;

/** `ASSUME a, NEW x \in S PROVE b` */
export interface AssumeProve extends Node {
  readonly kind: "AssumeProve";
  readonly assumptions: readonly (Expr | NewDecl | AssumeProve)[];
  readonly prove: Expr;
}

/** `NEW x`, `NEW x \in S`, `NEW CONSTANT x`, `NEW VARIABLE x`, `NEW ACTION A`, `NEW F(_)`. */
export interface NewDecl extends Node {
  readonly kind: "NewDecl";
  readonly level: "NEW" | "CONSTANT" | "VARIABLE" | "STATE" | "ACTION" | "TEMPORAL";
  readonly decl: OpDecl;
  readonly set: Expr | undefined;
}

// ---------------------------------------------------------------------------
// Expressions

export type Expr =
  | NameExpr
  | NumberLit
  | StringLit
  | AtExpr
  | StepRef
  | Prefix
  | Infix
  | Postfix
  | Times
  | Junction
  | Quant
  | UnboundedQuant
  | Choose
  | SetEnum
  | SetFilter
  | SetMap
  | FunctionCtor
  | FunctionSet
  | RecordCtor
  | RecordSet
  | Except
  | Tuple
  | FunctionApp
  | RecordField
  | IfThenElse
  | Case
  | Let
  | Lambda
  | BoxAction
  | AngleAction
  | Fairness
  | Label;

/**
 * A use of a name, with arguments where applied: `x`, `TRUE`, `Op(a, b)`,
 * `WS!IsUp(n)`, `I(x)!Op`, `Inv!2` (a subexpression selector).
 * `prefix` holds the instance path before the last `!`.
 */
export interface NameExpr extends Node {
  readonly kind: "Name";
  readonly prefix: readonly PathSegment[];
  readonly name: string;
  readonly args: readonly Expr[];
}

export interface PathSegment {
  readonly name: string;
  readonly args: readonly Expr[];
  readonly range: Range;
}

/** A number as written: `42`, `\b101`, `\o17`, `\hFF`, `3.14`. */
export interface NumberLit extends Node {
  readonly kind: "Number";
  readonly text: string;
}

/** The value of a string literal, escapes resolved. */
export interface StringLit extends Node {
  readonly kind: "String";
  readonly value: string;
}

/** `@` inside an EXCEPT value. */
export interface AtExpr extends Node {
  readonly kind: "At";
}

/** A proof-step label used as a fact: `<1>2`, `<2>`. */
export interface StepRef extends Node {
  readonly kind: "StepRef";
  readonly label: string;
}

/** `~a`, `-a`, `[]P`, `<>P`, `ENABLED A`, `UNCHANGED v`, `SUBSET S`, `UNION S`, `DOMAIN f`. */
export interface Prefix extends Node {
  readonly kind: "Prefix";
  readonly op: string;
  readonly operand: Expr;
}

/** Any infix operator of the precedence table, built-in or user-defined (`\prec`). */
export interface Infix extends Node {
  readonly kind: "Infix";
  readonly op: string;
  readonly left: Expr;
  readonly right: Expr;
}

/** `x'`, `R^+`, `R^*`, `R^#` */
export interface Postfix extends Node {
  readonly kind: "Postfix";
  readonly op: string;
  readonly operand: Expr;
}

/** `A \X B \X C`: one n-ary product (not nested pairs); `op` is `\X` or `\times` as written. */
export interface Times extends Node {
  readonly kind: "Times";
  readonly op: string;
  readonly sets: readonly Expr[];
}

/** A bulleted list aligned by column; `op` is `/\` or `\/`. */
export interface Junction extends Node {
  readonly kind: "Junction";
  readonly op: "/\\" | "\\/";
  readonly items: readonly Expr[];
}

/**
 * `x \in S`, `x, y \in S`, or `<<x, y>> \in S` (then `tuple` is true).
 * In a quantifier `\A x, y \in S, z \in T`, each `\in` group is one Bound.
 */
export interface Bound extends Node {
  readonly kind: "Bound";
  readonly names: readonly Ident[];
  readonly tuple: boolean;
  readonly set: Expr;
}

/** `\A x \in S, y \in T : body` and `\E ...` (op as written: `\A`, `\forall`, ...). */
export interface Quant extends Node {
  readonly kind: "Quant";
  readonly op: string;
  readonly bounds: readonly Bound[];
  readonly body: Expr;
}

/** `\A x, y : body`, `\E x : body`, `\AA x : body`, `\EE x : body` */
export interface UnboundedQuant extends Node {
  readonly kind: "UnboundedQuant";
  readonly op: string;
  readonly names: readonly Ident[];
  readonly body: Expr;
}

/** `CHOOSE x \in S : P`, `CHOOSE x : P`, `CHOOSE <<x, y>> \in S : P` */
export interface Choose extends Node {
  readonly kind: "Choose";
  readonly names: readonly Ident[];
  readonly tuple: boolean;
  readonly set: Expr | undefined;
  readonly body: Expr;
}

export interface SetEnum extends Node {
  readonly kind: "SetEnum";
  readonly elements: readonly Expr[];
}

/** `{x \in S : P}` or `{<<x, y>> \in S : P}` */
export interface SetFilter extends Node {
  readonly kind: "SetFilter";
  readonly bound: Bound;
  readonly predicate: Expr;
}

/** `{e : x \in S, y \in T}` */
export interface SetMap extends Node {
  readonly kind: "SetMap";
  readonly element: Expr;
  readonly bounds: readonly Bound[];
}

/** `[x \in S, y \in T |-> e]` */
export interface FunctionCtor extends Node {
  readonly kind: "FunctionCtor";
  readonly bounds: readonly Bound[];
  readonly body: Expr;
}

/** `[S -> T]` */
export interface FunctionSet extends Node {
  readonly kind: "FunctionSet";
  readonly domain: Expr;
  readonly range_: Expr;
}

export interface RecordField_ {
  readonly name: Ident;
  readonly value: Expr;
}

/** `[a |-> 1, b |-> x]` */
export interface RecordCtor extends Node {
  readonly kind: "RecordCtor";
  readonly fields: readonly RecordField_[];
}

/** `[a : S, b : T]` */
export interface RecordSet extends Node {
  readonly kind: "RecordSet";
  readonly fields: readonly RecordField_[];
}

/** One step of an EXCEPT path: `.field` or `[a, b]`. */
export type ExceptPathStep =
  | { readonly kind: "FieldStep"; readonly name: Ident; readonly range: Range }
  | { readonly kind: "IndexStep"; readonly args: readonly Expr[]; readonly range: Range };

export interface ExceptUpdate extends Node {
  readonly kind: "ExceptUpdate";
  readonly path: readonly ExceptPathStep[];
  readonly value: Expr;
}

/** `[f EXCEPT ![a].b = e, !.c = @ + 1]` */
export interface Except extends Node {
  readonly kind: "Except";
  readonly target: Expr;
  readonly updates: readonly ExceptUpdate[];
}

/** `<<a, b, c>>` (also the empty sequence `<< >>`) */
export interface Tuple extends Node {
  readonly kind: "Tuple";
  readonly elements: readonly Expr[];
}

/** `f[a]`, `f[a, b]` (the latter applies f to the tuple <<a, b>>) */
export interface FunctionApp extends Node {
  readonly kind: "FunctionApp";
  readonly fn: Expr;
  readonly args: readonly Expr[];
}

/** `r.field` */
export interface RecordField extends Node {
  readonly kind: "RecordField";
  readonly record: Expr;
  readonly field: Ident;
}

export interface IfThenElse extends Node {
  readonly kind: "If";
  readonly cond: Expr;
  readonly then: Expr;
  readonly else_: Expr;
}

export interface CaseArm extends Node {
  readonly kind: "CaseArm";
  readonly guard: Expr;
  readonly body: Expr;
}

/** `CASE g1 -> e1 [] g2 -> e2 [] OTHER -> e3` */
export interface Case extends Node {
  readonly kind: "Case";
  readonly arms: readonly CaseArm[];
  readonly other: Expr | undefined;
}

export interface Let extends Node {
  readonly kind: "Let";
  readonly defs: readonly (OperatorDef | FunctionDef | ModuleDef | RecursiveDecl)[];
  readonly body: Expr;
}

/** `LAMBDA x, y : body` */
export interface Lambda extends Node {
  readonly kind: "Lambda";
  readonly params: readonly Ident[];
  readonly body: Expr;
}

/** `[A]_v` */
export interface BoxAction extends Node {
  readonly kind: "BoxAction";
  readonly action: Expr;
  readonly subscript: Expr;
}

/** `<<A>>_v` */
export interface AngleAction extends Node {
  readonly kind: "AngleAction";
  readonly action: Expr;
  readonly subscript: Expr;
}

/** `WF_v(A)`, `SF_v(A)` */
export interface Fairness extends Node {
  readonly kind: "Fairness";
  readonly op: "WF" | "SF";
  readonly subscript: Expr;
  readonly action: Expr;
}

/** `lbl :: body` or `lbl(x, y) :: body` */
export interface Label extends Node {
  readonly kind: "Label";
  readonly name: Ident;
  readonly params: readonly Ident[];
  readonly body: Expr;
}

// ---------------------------------------------------------------------------

export function assertNever(x: never): never {
  throw new Error(`unexpected node: ${JSON.stringify(x)}`);
}
