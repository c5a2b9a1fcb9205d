// Subexpression selectors (Specifying Systems §17.3; TLA+2's "Subexpression names"; SANY's
// rules as TLC's suite test206 exercises them): the part of a definition's body that a path
// such as `Op(9)!lab(1, 2)!:!++(3, 4)!2` names, with the bound identifiers and parameters it
// crosses given the path's arguments.

import type { Bound, CaseArm, Expr, Ident, Let, Node, OpDecl } from "../../grammar/tla/ast.js";
import { childExprs } from "../analyse/children.js";

/** What the selected part reads: its bound identifiers and parameters given arguments, the LETs it was taken out of. */
export interface Selection {
  readonly expr: Expr;
  /** Keys: the Ident of a bound identifier, the OpDecl of a LET definition's parameter; values: the argument. */
  readonly arguments: readonly (readonly [Node, Expr])[];
  /**
   * The bound identifiers and parameters the path crossed without arguments (`Def!@`, `Op!lab`, `!Let` for a
   * LET definition with parameters), in order: the part is then an operator of those parameters (TLA+2).
   */
  readonly open: readonly (Ident | OpDecl)[];
}

/** One selector of a path and the arguments written after it (`lab(1, 2)`, `(3)`: an empty name). */
export interface Selector {
  readonly name: string;
  readonly args: readonly Expr[];
}

/**
 * The part of `body` the selectors name, or undefined when one names no operand, label or LET
 * definition there or is given the wrong number of arguments (`!@`, an operator, is not a value).
 * The LETs the path goes into are kept around the part, so that it still sees their definitions.
 */
export function select(body: Expr, selectors: readonly Selector[], parameters: readonly OpDecl[]): Selection | undefined {
  let expr: Part = body;
  const args: [Node, Expr][] = [];
  const open: (Ident | OpDecl)[] = [...parameters];
  const lets: Let[] = [];
  for (const { name, args: given } of selectors) {
    if (name === ":") {
      if (given.length > 0) return undefined;
      continue;
    }
    const e = unlabelled(expr);
    if (name === "@") {
      // `!@`: the body of a construct that binds identifiers, an operator of those identifiers.
      const bound = binder(e);
      if (bound === undefined || given.length > 0) return undefined;
      open.push(...bound.names);
      expr = bound.body;
      continue;
    }
    if (name === "") {
      // `!(a, b)`: the body of a construct that binds identifiers, those identifiers given a and b.
      const bound = binder(e);
      if (bound === undefined || bound.names.length !== given.length) return undefined;
      bound.names.forEach((n, i) => args.push([n, given[i]!]));
      expr = bound.body;
      continue;
    }
    if (/^[0-9]+$/.test(name) || name === "<<" || name === ">>") {
      if (given.length > 0) return undefined;
      const parts = operands(e);
      // SANY: `>>` names the second of exactly two operands ("Nonexistent operand specified by `>>'" otherwise).
      const part = name === "<<" ? parts[0] : name === ">>" ? (parts.length === 2 ? parts[1] : undefined) : parts[Number(name) - 1];
      if (part === undefined) return undefined;
      if (e.kind === "Let") lets.push(e);
      expr = part;
      continue;
    }
    const def = e.kind === "Let" ? e.defs.find((d) => d.kind === "OperatorDef" && d.name.name === name) : undefined;
    if (def !== undefined && def.kind === "OperatorDef") {
      // `!Op(a)`: a definition of this LET, its parameters given the arguments (`!Op`: an operator of them).
      if (given.length === 0) open.push(...def.params);
      else if (def.params.length !== given.length) return undefined;
      else def.params.forEach((p, i) => args.push([p, given[i]!]));
      lets.push(e as Let);
      expr = def.body;
      continue;
    }
    const found = labelled(expr, name, new Map(), []);
    if (found === undefined || (given.length > 0 && found.label.params.length !== given.length)) return undefined;
    for (let i = 0; i < found.label.params.length; i++) {
      const ident = found.binders.get(found.label.params[i]!.name);
      if (ident === undefined) return undefined;
      // `!lab` without arguments: an operator of the identifiers the label lists.
      if (given.length === 0) open.push(ident);
      else args.push([ident, given[i]!]);
    }
    lets.push(...found.lets);
    expr = found.label.body;
  }
  // A CASE arm is no value.
  if (expr.kind === "CaseArm") return undefined;
  for (let i = lets.length - 1; i >= 0; i--) expr = { kind: "Let", defs: lets[i]!.defs, body: expr, range: expr.range } as Let;
  return { expr, arguments: args, open };
}

/** An expression, or an arm of a CASE (a path may go through one). */
type Part = Expr | CaseArm;

/** A label is no operand of its own: positions count in what it labels. */
function unlabelled(e: Part): Part {
  while (e.kind === "Label") e = e.body;
  return e;
}

function boundNames(bounds: readonly Bound[]): Ident[] {
  return bounds.flatMap((b) => b.names);
}

/** The identifiers `e` binds for its body, in order, and that body. */
function binder(e: Part): { names: readonly Ident[]; body: Expr } | undefined {
  switch (e.kind) {
    case "Quant":
    case "FunctionCtor":
      return { names: boundNames(e.bounds), body: e.body };
    case "UnboundedQuant":
    case "Choose":
      return { names: e.names, body: e.body };
    case "SetFilter":
      return { names: e.bound.names, body: e.predicate };
    case "SetMap":
      return { names: boundNames(e.bounds), body: e.element };
    case "Lambda":
      return { names: e.params, body: e.body };
    default:
      return undefined;
  }
}

/**
 * The operands subexpression numbers count, in order: a list's items, an operator's operands,
 * IF's condition/THEN/ELSE, CASE's arms (each its guard then its value; OTHER its value), the
 * components of a set, tuple, record or `\X`, a function application's function then arguments,
 * a field selection's record then field name, EXCEPT's function, a LET's body, the bounding sets
 * of a construct that binds identifiers, `[A]_v`'s A then v, `WF_v(A)`'s v then A.
 */
function operands(e: Part): readonly (Part | undefined)[] {
  switch (e.kind) {
    case "Junction":
      return e.items;
    case "Infix":
      return [e.left, e.right];
    case "Prefix":
    case "Postfix":
      return [e.operand];
    case "If":
      return [e.cond, e.then, e.else_];
    case "Case":
      return e.other === undefined ? e.arms : [...e.arms, otherArm(e.other)];
    case "CaseArm":
      return otherArms.has(e) ? [undefined, e.body] : [e.guard, e.body];
    case "SetEnum":
    case "Tuple":
      return e.elements;
    case "Times":
      return e.sets;
    case "RecordCtor":
    case "RecordSet":
      return e.fields.map((f) => f.value);
    case "FunctionApp":
      return [e.fn, ...e.args];
    case "RecordField":
      return [e.record, { kind: "String", value: e.field.name, range: e.field.range }];
    case "FunctionSet":
      return [e.domain, e.range_];
    case "Except":
      return [e.target];
    case "Let":
      return [e.body];
    case "Quant":
    case "SetMap":
    case "FunctionCtor":
      return e.bounds.map((b) => b.set);
    case "SetFilter":
      return [e.bound.set];
    case "Choose":
      return e.set === undefined ? [] : [e.set];
    case "BoxAction":
    case "AngleAction":
      return [e.action, e.subscript];
    case "Fairness":
      return [e.subscript, e.action];
    default:
      return [];
  }
}

/** CASE's OTHER arm: its value is its second operand (SANY), its first names nothing here. */
const otherArms = new WeakSet<CaseArm>();
function otherArm(value: Expr): CaseArm {
  const arm: CaseArm = { kind: "CaseArm", guard: value, body: value, range: value.range };
  otherArms.add(arm);
  return arm;
}

/**
 * The label `name` in `e`, not inside another label nor a LET definition, with the bound
 * identifiers around it (by name, the innermost) and the LETs whose bodies hold it.
 */
function labelled(e: Part, name: string, binders: ReadonlyMap<string, Ident>, lets: readonly Let[]): { label: Extract<Expr, { kind: "Label" }>; binders: ReadonlyMap<string, Ident>; lets: readonly Let[] } | undefined {
  if (e.kind === "Label") return e.name.name === name ? { label: e, binders, lets } : undefined;
  if (e.kind === "Let") return labelled(e.body, name, binders, [...lets, e]);
  const bound = binder(e);
  if (bound !== undefined) {
    for (const set of operands(e)) {
      const found = set === undefined ? undefined : labelled(set, name, binders, lets);
      if (found !== undefined) return found;
    }
    const inner = new Map(binders);
    for (const n of bound.names) inner.set(n.name, n);
    return labelled(bound.body, name, inner, lets);
  }
  for (const c of e.kind === "CaseArm" ? [e.guard, e.body] : childExprs(e)) {
    const found = labelled(c, name, binders, lets);
    if (found !== undefined) return found;
  }
  return undefined;
}
