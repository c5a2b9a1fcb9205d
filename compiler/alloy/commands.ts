// `run` and `check` commands: what they target, the formula to solve, and their
// scopes. Alloy's rules checked here: a scope names a sig (not a subset sig) at most
// once, a `one sig` can only have scope 1 (a `lone sig` at most 1), the Int bit width
// is 1..30 and never `exactly`. Computing each sig's bound from the scopes (default
// 3, sub-sig sums) is the solver's job.

import type * as A from "../../grammar/alloy/ast.js";
import type { FuncBuild, ModelContext } from "./context.js";
import type { ExprResolver, Env } from "./expressions.js";
import { formulaType, type Assert, type Command, type Expr, type Scope, type Sig, type SigScope, type VarDecl } from "./model.js";

const defaultBitwidth = 4;

export function resolveCommands(
  ctx: ModelContext,
  exprs: ExprResolver,
  ast: A.AlsModule,
  funcs: readonly FuncBuild[],
  asserts: ReadonlyMap<string, Assert>,
): Command[] {
  const out: Command[] = [];
  const emptyEnv: Env = { vars: new Map(), thisVar: undefined, thisSig: undefined, func: undefined };
  let index = 0;
  for (const p of ast.paragraphs) {
    if (p.kind !== "Command") continue;
    index++;
    const scope = resolveScope(ctx, p.scope);
    const c = p.command;
    if (p.target.kind === "Block") {
      const body = exprs.formula(p.target, emptyEnv);
      if (body === undefined || scope === undefined) continue;
      const formula = c === "check" ? not(body) : body;
      out.push({ name: p.label?.name ?? `${c}$${index}`, kind: c, target: { kind: "block" }, formula, scope, expect: p.expect, range: p.range });
      continue;
    }
    const name = p.target.name;
    const func = funcs.find((f) => f.func.name === name);
    const assert = asserts.get(name);
    if (c === "run") {
      if (func === undefined) {
        if (assert !== undefined) ctx.report("AlloyCommandTargetKind", p.target.range, { command: "run", expected: "a predicate", name, found: "an assertion" });
        else ctx.report("AlloyUnknownCommandTarget", p.target.range, { what: "predicate", name, command: "run" });
        continue;
      }
      if (!func.func.isPred) {
        ctx.report("AlloyCommandTargetKind", p.target.range, { command: "run", expected: "a predicate", name, found: "a function" });
        continue;
      }
      if (scope === undefined) continue;
      out.push({ name: p.label?.name ?? name, kind: "run", target: { kind: "pred", func: func.func }, formula: runFormula(ctx, func, p.target.range), scope, expect: p.expect, range: p.range });
    } else {
      if (assert === undefined) {
        if (func !== undefined) ctx.report("AlloyCommandTargetKind", p.target.range, { command: "check", expected: "an assertion", name, found: func.func.isPred ? "a predicate" : "a function" });
        else ctx.report("AlloyUnknownCommandTarget", p.target.range, { what: "assertion", name, command: "check" });
        continue;
      }
      if (scope === undefined) continue;
      out.push({ name: p.label?.name ?? name, kind: "check", target: { kind: "assert", assert }, formula: not(assert.body), scope, expect: p.expect, range: p.range });
    }
  }
  return out;
}

function not(e: Expr): Expr {
  return { kind: "unary", op: "!", operand: e, type: formulaType, range: e.range };
}

/** The pred called on fresh variables, existentially quantified over the parameters' bounds. */
function runFormula(ctx: ModelContext, f: FuncBuild, range: A.Range): Expr {
  const params = f.func.params;
  const fresh = params.map((p) => ctx.newVariable(p.name, "quantified", p.type, p.range));
  const call: Expr = {
    kind: "call",
    func: f.func,
    args: fresh.map((v): Expr => ({ kind: "var", variable: v, type: v.type, range })),
    type: formulaType,
    range,
  };
  if (params.length === 0) return call;
  const decls: VarDecl[] = fresh.map((v, i) => ({ variables: [v], disjoint: false, bound: f.func.paramBounds[i]! }));
  return { kind: "quant", quantifier: "some", decls, body: call, type: formulaType, range };
}

function resolveScope(ctx: ModelContext, s: A.AlsScope | undefined): Scope | undefined {
  if (s === undefined) return { overall: undefined, bitwidth: defaultBitwidth, sigs: [], maxseq: 4 };
  let ok = true;
  let bitwidth = defaultBitwidth;
  let bitwidthSeen = false;
  let maxseq: number | undefined;
  const sigs: SigScope[] = [];
  for (const item of s.items) {
    const name = item.target.name;
    if (name === "Int" || name === "int") {
      if (bitwidthSeen) {
        ctx.report("AlloyScopeTwice", item.target.range, { name });
        ok = false;
      }
      bitwidthSeen = true;
      if (item.exactly) {
        ctx.report("AlloyExactlyInt", item.range);
        ok = false;
      }
      if (item.count < 1 || item.count > 30) {
        ctx.report("AlloyBitwidth", item.range, { count: item.count });
        ok = false;
      }
      bitwidth = item.count;
      continue;
    }
    if (name === "seq") {
      if (maxseq !== undefined) {
        ctx.report("AlloyScopeTwice", item.target.range, { name });
        ok = false;
      }
      maxseq = item.count;
      continue;
    }
    const sig = ctx.lookupSig(name);
    if (sig === undefined || sig.builtin) {
      ctx.report("AlloyScopeNotASig", item.target.range, { name });
      ok = false;
      continue;
    }
    if (sig.isSubset) {
      ctx.report("AlloyScopeSubsetSig", item.target.range, { name });
      ok = false;
      continue;
    }
    if (sigs.some((x) => x.sig === sig)) {
      ctx.report("AlloyScopeTwice", item.target.range, { name });
      ok = false;
      continue;
    }
    if ((sig.multiplicity === "one" && item.count !== 1) || (sig.multiplicity === "lone" && item.count > 1) || (sig.multiplicity === "some" && item.count < 1)) {
      ctx.report("AlloyScopeOneSig", item.range, { name, multiplicity: sig.multiplicity, count: item.count });
      ok = false;
      continue;
    }
    sigs.push({ sig, count: item.count, exactly: item.exactly, range: item.range });
  }
  if (ok) ok = scopesHoldChildren(ctx, sigs);
  // Alloy 5.1: the seq scope defaults to the overall scope, else 4, and stops at the largest integer.
  maxseq = Math.min(maxseq ?? s.overall ?? 4, 2 ** (bitwidth - 1) - 1);
  return ok ? { overall: s.overall, bitwidth, sigs, maxseq } : undefined;
}

/**
 * A sig's explicit scope must leave room for the atoms its sub-sigs must have:
 * one per `one`/`some` sub-sig, the exact scope of an `exactly` one, recursively.
 */
function scopesHoldChildren(ctx: ModelContext, scopes: readonly SigScope[]): boolean {
  const explicit = new Map(scopes.map((s) => [s.sig, s]));
  const minimum = (sig: Sig): number => {
    const own = explicit.get(sig);
    if (own?.exactly === true) return own.count;
    const fromChildren = sig.children.reduce((n, c) => n + minimum(c), 0);
    const fromMultiplicity = sig.multiplicity === "one" || sig.multiplicity === "some" ? 1 : 0;
    return Math.max(fromChildren, fromMultiplicity);
  };
  let ok = true;
  for (const s of scopes) {
    const needed = s.sig.children.reduce((n, c) => n + minimum(c), 0);
    if (s.count < needed) {
      ctx.report("AlloyScopeBelowChildren", s.range, { name: s.sig.name, count: s.count, needed });
      ok = false;
    }
  }
  return ok;
}
