// The checked Alloy model: what the solver (runtime/alloy/solver), the TypeScript
// emitter (compiler/alloy/emit.ts) and the evaluator consume. It is produced by
// `checkAlloy` (compiler/alloy/index.ts) from the syntax tree once names are
// resolved and every expression is type- and arity-checked.
//
// Names are gone: an expression refers to the Sig, Field, Variable, Func or
// ordering it means, overloading is decided, `a[b]` is either a call or a join,
// a signature fact's implicit `this.` is written out, and integer/Int-atom
// conversions Alloy makes silently are explicit nodes (`toInt`, `toAtom`), so a
// consumer never repeats Alloy's typing rules. Every expression node carries its
// type (formula, integer, or relation with arity and the sigs its tuples may
// range over) and the source range it came from.
//
// Constraints that Alloy states through declarations (a field's bound and
// multiplicities, `disj`, the sig hierarchy, `one sig`) are also spelled out as
// closed formulas in `facts` with their `origin`, so an evaluator can check an
// instance against every constraint by evaluating `facts` alone. A solver may
// enforce some of them through bounds instead and skip them by origin.
//
// This file is an interface others code against: change it only additively.

import type { Range } from "../../runtime/diagnostics.js";
import type { DeclMultiplicity } from "../../grammar/alloy/ast.js";

export type { Range, DeclMultiplicity };

export interface AlloyModel {
  /** Path of the model file as the user named it. */
  readonly file: string;
  /** The module name of the `module` line, or the file's base name without `.als`. */
  readonly name: string;
  /** User sigs (enums and their values included) in declaration order, parents before children. */
  readonly sigs: readonly Sig[];
  /** The built-in sigs `univ` and `Int` (not in `sigs`). */
  readonly builtins: { readonly univ: Sig; readonly Int: Sig };
  /** Every field of every user sig, in declaration order. */
  readonly fields: readonly Field[];
  /** Every constraint an instance must satisfy, as closed formulas (see `FactOrigin`). */
  readonly facts: readonly Fact[];
  /** Predicates and functions in declaration order. */
  readonly funcs: readonly Func[];
  readonly asserts: readonly Assert[];
  readonly commands: readonly Command[];
  /** One entry per `open util/ordering[S]`. */
  readonly orderings: readonly Ordering[];
}

// ---------------------------------------------------------------------------
// Signatures and fields

export interface Sig {
  /** Dense index: position in `AlloyModel.sigs`; -1 for `univ`, -2 for `Int`. */
  readonly id: number;
  /** The name without `this/`: atoms of the sig are printed `name$i`. */
  readonly name: string;
  readonly builtin: boolean;
  readonly isAbstract: boolean;
  /** `one sig`, `lone sig`, `some sig`; enum values are `one`. */
  readonly multiplicity: "one" | "lone" | "some" | undefined;
  /** The sig this one `extends`; undefined for a top-level sig and for subset sigs. */
  readonly parent: Sig | undefined;
  /** For `sig A in B + C`: the sigs whose union contains A; empty for other sigs. */
  readonly subsetOf: readonly Sig[];
  readonly isSubset: boolean;
  /** Sigs that `extends` this one, in declaration order. */
  readonly children: readonly Sig[];
  /** Fields declared in this sig (not inherited ones). */
  readonly fields: readonly Field[];
  /** True for an `enum` sig and its values. */
  readonly isEnum: boolean;
  /** Ordered by `util/ordering` (its scope is exact). */
  readonly ordered: boolean;
  readonly range: Range;
}

export interface Field {
  /** Dense index: position in `AlloyModel.fields`. */
  readonly id: number;
  readonly name: string;
  readonly owner: Sig;
  /** Arity of the whole relation, the owner column included. */
  readonly arity: number;
  /** Type of the whole relation (owner column first). */
  readonly type: RelationType;
  /** The declared bound for `this.f`, with its multiplicity; `this` is `thisVar`. */
  readonly bound: Bound;
  /** The variable standing for the owner atom inside `bound`. */
  readonly thisVar: Variable;
  readonly range: Range;
}

/** A declared bound: `some Image`, `Node lone -> Time` (arrow multiplicities stay in `expr`). */
export interface Bound {
  /** Explicit or Alloy's default: `one` for a unary bound, `set` otherwise. */
  readonly multiplicity: DeclMultiplicity;
  /** `disj` after the colon. */
  readonly disjoint: boolean;
  readonly expr: Expr;
}

/** Utility `util/ordering[sig]`: first, last, next, prev over the sig's atoms in index order. */
export interface Ordering {
  readonly sig: Sig;
  /** The `as` alias, if any. */
  readonly alias: string | undefined;
  readonly range: Range;
}

// ---------------------------------------------------------------------------
// Paragraphs

/**
 * Where a fact comes from: `fact` paragraphs; `signature` facts (`all this: S | ...`);
 * `field` declaration constraints (bound, multiplicity, arrow multiplicities, `disj`);
 * `hierarchy` constraints (children of a sig disjoint, abstract sig = union of its
 * children, top-level sigs disjoint, subset sigs inside their parents, `one/lone/some sig`).
 */
export type FactOrigin = "fact" | "signature" | "field" | "hierarchy";

export interface Fact {
  /** The fact's name, or a descriptive one (`Pod`, `Pod.label`, `fact$2`). */
  readonly name: string;
  readonly origin: FactOrigin;
  /** A closed formula. */
  readonly body: Expr;
  readonly range: Range;
}

export interface Func {
  readonly name: string;
  readonly isPred: boolean;
  /** Parameters in order; a receiver (`pred S.p[...]`) is the first, named `this`. */
  readonly params: readonly Variable[];
  /** The declared bound of each parameter (same order as `params`). */
  readonly paramBounds: readonly Bound[];
  /** A fun's declared result; undefined for a pred. */
  readonly result: Bound | undefined;
  /** A formula for a pred; for a fun an expression of the result's type. */
  readonly body: Expr;
  readonly range: Range;
}

export interface Assert {
  readonly name: string;
  readonly body: Expr;
  readonly range: Range;
}

export interface Command {
  /** The label, else the target's name, else `run$i` / `check$i` (1-based among commands). */
  readonly name: string;
  readonly kind: "run" | "check";
  /** What the command names: a pred (run), an assert (check), or an inline block. */
  readonly target:
    | { readonly kind: "pred"; readonly func: Func }
    | { readonly kind: "assert"; readonly assert: Assert }
    | { readonly kind: "block" };
  /**
   * The closed formula to satisfy together with the facts: for `run p` the body of p
   * with its parameters existentially quantified over their bounds; for `check a`
   * the negation of a's body (an instance is a counterexample).
   */
  readonly formula: Expr;
  readonly scope: Scope;
  /** `expect N`, if written. */
  readonly expect: number | undefined;
  readonly range: Range;
}

export interface Scope {
  /** The `for N` that applies to every sig not given its own scope; undefined: Alloy's default 3. */
  readonly overall: number | undefined;
  /** Integer bit width (`N Int`); Alloy's default is 4 (integers -8..7). */
  readonly bitwidth: number;
  /** Explicit per-sig scopes in the order written (never Int). */
  readonly sigs: readonly SigScope[];
  /**
   * The longest sequence (`N seq`): `seq/Int` is the integers 0 .. maxseq-1. Alloy's default is
   * the overall scope, else 4, never more than the largest integer of the bit width.
   */
  readonly maxseq?: number;
}

export interface SigScope {
  readonly sig: Sig;
  readonly count: number;
  readonly exactly: boolean;
  readonly range: Range;
}

// ---------------------------------------------------------------------------
// Types

/** A union of products of sigs: the most specific sigs each column's atoms may come from. */
export interface RelationType {
  readonly kind: "relation";
  readonly arity: number;
  /** Each entry has `arity` sigs; empty for an expression known to be empty (`none`). */
  readonly products: readonly (readonly Sig[])[];
}

export type ExprType = { readonly kind: "formula" } | { readonly kind: "int" } | RelationType;

// ---------------------------------------------------------------------------
// Variables and expressions

export type VariableKind = "quantified" | "comprehension" | "param" | "let" | "this";

export interface Variable {
  /** Unique in the model, so a variable can key a Map or an array. */
  readonly id: number;
  readonly name: string;
  readonly kind: VariableKind;
  readonly type: ExprType;
  readonly range: Range;
}

/** Variables declared together: `disj a, b : some A`. */
export interface VarDecl {
  readonly variables: readonly Variable[];
  /** `disj` before the names: the values are pairwise disjoint. */
  readonly disjoint: boolean;
  readonly bound: Bound;
}

interface Node {
  readonly type: ExprType;
  readonly range: Range;
}

export type Expr =
  | SigRef
  | FieldRef
  | VarRef
  | OrderingRef
  | ConstantExpr
  | IntLiteral
  | UnaryExpr
  | BinaryExpr
  | CompareExpr
  | JunctionExpr
  | IfThenElse
  | LetExpr
  | QuantExpr
  | ComprehensionExpr
  | CallExpr;

export interface SigRef extends Node {
  readonly kind: "sig";
  readonly sig: Sig;
}

/** The whole field relation (owner column first). */
export interface FieldRef extends Node {
  readonly kind: "field";
  readonly field: Field;
}

export interface VarRef extends Node {
  readonly kind: "var";
  readonly variable: Variable;
}

/** `first`, `last` (unary, one atom), `next`, `prev` (binary) of a `util/ordering`. */
export interface OrderingRef extends Node {
  readonly kind: "ordering";
  readonly ordering: Ordering;
  readonly relation: "first" | "last" | "next" | "prev";
}

export interface ConstantExpr extends Node {
  readonly kind: "constant";
  /** `seq/Int`: the integers 0 .. maxseq-1 a sequence may use as indices (`Scope.maxseq`). */
  readonly name: "none" | "univ" | "iden" | "seq/Int";
}

/** An integer (type `int`); its value is not yet wrapped to the bit width. */
export interface IntLiteral extends Node {
  readonly kind: "int";
  readonly value: number;
}

/**
 * `!` formula negation; `no some lone one` multiplicity formulas on a relation;
 * `~ ^ *` transpose and closures; `#` cardinality (int); `neg` integer negation;
 * `toInt` the sum of a set of Int atoms (Alloy's `int[e]`, inserted where a relation
 * is used as an integer); `toAtom` the Int atom of an integer (`Int[i]`, inserted where
 * an integer is used as a relation).
 */
export type UnaryOperator = "!" | "no" | "some" | "lone" | "one" | "~" | "^" | "*" | "#" | "neg" | "toInt" | "toAtom";

export interface UnaryExpr extends Node {
  readonly kind: "unary";
  readonly op: UnaryOperator;
  readonly operand: Expr;
}

/**
 * Relational operators (`.` join, `->` product, `+ - & ++ <: :>`) and integer
 * arithmetic (`add sub mul div rem` wrap around at the bit width as Alloy's do;
 * `shl sha shr` are `<< >> >>>`).
 */
export type BinaryOperator =
  | "."
  | "->"
  | "+"
  | "-"
  | "&"
  | "++"
  | "<:"
  | ":>"
  | "add"
  | "sub"
  | "mul"
  | "div"
  | "rem"
  | "shl"
  | "sha"
  | "shr"
  | "=>"
  | "<=>";

export interface BinaryExpr extends Node {
  readonly kind: "binary";
  readonly op: BinaryOperator;
  readonly left: Expr;
  readonly right: Expr;
}

/**
 * `=` and `in` between relations, `=` `<` `<=` `>` `>=` between integers (`integer`
 * tells which); `!=`, `!in`, `not <` become `!` around the comparison.
 */
export interface CompareExpr extends Node {
  readonly kind: "compare";
  readonly op: "=" | "in" | "<" | "<=" | ">" | ">=";
  readonly integer: boolean;
  readonly left: Expr;
  readonly right: Expr;
}

/** n-ary `and` (blocks, `&&`) and `or` (`||`); an empty `and` is true, an empty `or` false. */
export interface JunctionExpr extends Node {
  readonly kind: "and" | "or";
  readonly items: readonly Expr[];
}

/** `c => a else b`: a formula, an integer or a relation, as `then` and `else` are. */
export interface IfThenElse extends Node {
  readonly kind: "ite";
  readonly cond: Expr;
  readonly then: Expr;
  readonly else: Expr;
}

/** `let v = value | body` (several bindings nest). The value may be a formula, an integer or a relation: `variable.type` says which. */
export interface LetExpr extends Node {
  readonly kind: "let";
  readonly variable: Variable;
  readonly value: Expr;
  readonly body: Expr;
}

/** Quantified formulas, and `sum` (an integer: the sum of body over the bindings). */
export interface QuantExpr extends Node {
  readonly kind: "quant";
  readonly quantifier: "all" | "some" | "no" | "lone" | "one" | "sum";
  readonly decls: readonly VarDecl[];
  readonly body: Expr;
}

/** `{ a: A, b: B | formula }`: a relation of arity = number of variables. */
export interface ComprehensionExpr extends Node {
  readonly kind: "comprehension";
  readonly decls: readonly VarDecl[];
  readonly body: Expr;
}

/** A call of a user pred or fun; `args` line up with `func.params`. */
export interface CallExpr extends Node {
  readonly kind: "call";
  readonly func: Func;
  readonly args: readonly Expr[];
}

export const formulaType: ExprType = { kind: "formula" };
export const intType: ExprType = { kind: "int" };
