// Field reads folded through an EXCEPT: `[r EXCEPT !.a.b = v].a.b` is `v`, and
// `[r EXCEPT !.a.b = v].c` is `r.c`, whenever r has the path a.b (EXCEPT then
// replaces exactly that entry). SwarmKit's ProgressTask builds
// `t2 == [t EXCEPT !.status.state = s2]` for every task and state only to compare
// `State(t2)` (`t2.status.state`): folded, no record is built for the pairs the guard
// rejects. The emitted code checks the path at run time (runtime/values/entryAt.ts)
// and otherwise runs the unfolded code, so a missing path keeps TLC's warning and
// error exactly. This module decides the shapes; ValueEmitter compiles the parts.

import type { Except, Expr, NameExpr, OperatorDef } from "../../grammar/tla/ast.js";

/** `e.f1.f2...`: the innermost expression that is not a field read, and the fields read from it, outermost last. */
export function fieldChain(e: Expr): { base: Expr; fields: string[] } {
  const fields: string[] = [];
  while (e.kind === "RecordField") {
    fields.unshift(e.field.name);
    e = e.record;
  }
  return { base: e, fields };
}

/**
 * The fields an operator of one parameter reads from it when its body is nothing
 * else (`State(t) == t.status.state`), else undefined. `isParameter` says whether a
 * name in the body means the parameter.
 */
export function fieldPathOperator(def: OperatorDef, isParameter: (name: NameExpr) => boolean): string[] | undefined {
  if (def.params.length !== 1 || def.params[0]!.arity !== 0) return undefined;
  const { base, fields } = fieldChain(def.body);
  return fields.length > 0 && base.kind === "Name" && base.args.length === 0 && base.prefix.length === 0 && isParameter(base) ? fields : undefined;
}

/** The field names of an EXCEPT with one clause whose path is all fields (`!.status.state`), else undefined. */
export function exceptFieldPath(e: Except): string[] | undefined {
  if (e.updates.length !== 1) return undefined;
  const names: string[] = [];
  for (const step of e.updates[0]!.path) {
    if (step.kind !== "FieldStep") return undefined;
    names.push(step.name.name);
  }
  return names;
}

/**
 * How reading `read` from `[r EXCEPT !<path> = v]` folds when r has the path:
 * "value" with the fields still to read from v, "target" (the read leaves the path,
 * so it reads r), or undefined when the read stops inside the path (`.status` of
 * `!.status.state`: a new record, nothing to fold).
 */
export function foldedSource(path: readonly string[], read: readonly string[]): { from: "value" | "target"; fields: readonly string[] } | undefined {
  let common = 0;
  while (common < path.length && common < read.length && path[common] === read[common]) common++;
  if (common === path.length) return { from: "value", fields: read.slice(common) };
  if (common === read.length) return undefined;
  return { from: "target", fields: read };
}

/**
 * Whether compiled code is a value at hand that can neither fail nor have an effect,
 * so compiling it twice (the check and the fallback) changes nothing: a JS variable of
 * a bound name, parameter or argument, a state variable, an interned string, a .cfg
 * constant, a number or boolean.
 */
export function isPlainValueCode(code: string): boolean {
  return /^(?:[vpai]_[\w$]+|s\[\d+\]|ctx\.[SC]\[\d+\]|-?\d+|true|false)$/.test(code);
}

/** Whether `e` may compile to a plain value (checked on the code by isPlainValueCode): a name without arguments or a literal; no `@`. */
export function isPlainValueExpr(e: Expr): boolean {
  return (e.kind === "Name" && e.args.length === 0 && e.prefix.length === 0) || e.kind === "String" || e.kind === "Number";
}
