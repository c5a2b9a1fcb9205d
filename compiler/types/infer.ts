// Type inference for the typed machine API (ARCHITECTURE: compiler/types). Every
// variable gets a type, first from the spec's TypeOK-style invariants (`x \in S`,
// `x \subseteq S`, `DOMAIN x \subseteq S`, `x.f \in S`, conjunctions through
// definitions and INSTANCE), otherwise by unifying what Init and Next assign to it
// (`x = e`, `x' = e`, `x' \in S`), iterated because assignments read other variables.
// Constants take the type of their .cfg value; without a .cfg (the factory form), of
// their ASSUME conjuncts and their uses. A variable whose type stays imprecise gets a
// located TT3101 warning and the general value type; so does an operator's result
// (operatorTypes.ts) with TT3102.

import type { Expr } from "../../grammar/tla/ast.js";
import type { CfgValue } from "../../grammar/cfg/index.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { childExprs } from "../analyse/children.js";
import type { CfgBinding } from "../analyse/cfgBinding.js";
import type { LevelChecker } from "../analyse/levels.js";
import { moduleScope, type Meanings, type Scope } from "../analyse/scope.js";
import type { ScopedExpr } from "../analyse/specParts.js";
import type { Resolved, ResolvedModule } from "../resolve/index.js";
import { actionShapes, type ActionShape } from "./actionShapes.js";
import { ExprTyper, type TypeEnv } from "./exprTypes.js";
import { operatorTypes, type MachineOperator, type OperatorType } from "./operatorTypes.js";
import { ANY, INT, NEVER, atom, fnOf, isPrecise, join, joinAll, literal, meet, recordOf, setOf, type Ty } from "./ty.js";

export interface InferInput {
  readonly resolved: Resolved;
  readonly meanings: Meanings;
  readonly levels: LevelChecker;
  readonly binding: CfgBinding;
  readonly variables: readonly string[];
  readonly init: readonly ScopedExpr[];
  readonly next: ScopedExpr | undefined;
  /** False when there is no .cfg: constants are the machine factory's parameters. */
  readonly constantsFixed: boolean;
  /** The definitions whose result types the machine gives (operatorTypes.ts). */
  readonly operators: readonly MachineOperator[];
}

export interface VariableType {
  readonly name: string;
  readonly type: Ty;
  /** A TypeOK-style conjunct mentions the variable. */
  readonly inTypeOk: boolean;
  /** Inference could not decide: `type` is the general value type. */
  readonly fallback: boolean;
}

export interface InferredTypes {
  readonly variables: readonly VariableType[];
  /** One per .cfg constant slot (CfgBinding.constants), in slot order. */
  readonly constants: readonly { readonly name: string; readonly type: Ty }[];
  /** Constants that are sets of model values (or, without a .cfg, sets of atoms): the type alias each names. */
  readonly aliases: ReadonlyMap<string, readonly string[] | "atom">;
  readonly actions: readonly ActionShape[];
  /** The root module's operators and functions, in the order they became visible. */
  readonly operators: readonly OperatorType[];
  readonly diagnostics: readonly Diagnostic[];
}

const TYPE_OK_NAME = /type.*(ok|inv)/i;
const ROUNDS = 4;

export function inferTypes(input: InferInput): InferredTypes {
  const { meanings, binding } = input;
  const root = input.resolved.root!;
  const n = input.variables.length;
  let guesses: Ty[] = new Array<Ty>(n).fill(NEVER);
  const constants = binding.constants.map((c) => ({ name: c.name, type: input.constantsFixed ? cfgValueType(c.value) : NEVER }));
  const typer = new ExprTyper(meanings, { variable: (i) => guesses[i] ?? ANY, constant: (i) => constants[i]?.type ?? ANY });
  if (!input.constantsFixed) constants.forEach((c, i) => (constants[i] = { name: c.name, type: constantFromUses(c.name, input.resolved, meanings, typer) }));

  const varIndex = (e: Expr, sc: Scope): number | undefined => {
    if (e.kind !== "Name") return undefined;
    const m = meanings.ofName(e, sc);
    if (m.kind === "variable") return m.index;
    if (m.kind === "local" && m.local.kind === "inline") return varIndex(m.local.expr, m.local.scope);
    return undefined;
  };

  // TypeOK-style conjuncts, each refining the hint for one variable.
  const hints: Ty[] = new Array<Ty>(n).fill(NEVER);
  const mentioned = new Set<number>();
  // Typed whole (`x \in S`), not only in part (`x.f \in S`, `x[i] \in S`, `DOMAIN x \subseteq S`).
  const whole = new Set<number>();
  const hint = (lhs: Expr, t: Ty, sc: Scope, direct = true): void => {
    const i = varIndex(lhs, sc);
    if (i !== undefined) {
      hints[i] = meet(hints[i]!, t);
      mentioned.add(i);
      if (direct) whole.add(i);
      guesses[i] = hints[i]!;
    } else if (lhs.kind === "RecordField") hint(lhs.record, recordOf([[lhs.field.name, t]]), sc, false);
    else if (lhs.kind === "FunctionApp") hint(lhs.fn, fnOf(NEVER, t), sc, false);
    else if (lhs.kind === "Prefix" && lhs.op === "DOMAIN" && t.k === "set") hint(lhs.operand, fnOf(t.elem, NEVER), sc, false);
  };
  const visitedTypeOk = new Set<unknown>();
  const typeOk = (e: Expr, sc: Scope, env: TypeEnv): void => {
    switch (e.kind) {
      case "Junction":
        if (e.op === "/\\") e.items.forEach((it) => typeOk(it, sc, env));
        return;
      case "Label":
      case "Let":
        return typeOk(e.body, sc, env);
      case "Quant":
        if (e.op === "\\A" || e.op === "\\forall") typeOk(e.body, sc, typer.bind(e.bounds, sc, env));
        return;
      case "Name": {
        const m = meanings.ofName(e, sc);
        if (m.kind === "local" && m.local.kind === "inline") return typeOk(m.local.expr, m.local.scope, env);
        if (m.kind === "definition" && e.args.length === 0 && m.entity.node?.kind === "OperatorDef" && !visitedTypeOk.has(m.entity.node)) {
          visitedTypeOk.add(m.entity.node);
          typeOk(m.entity.node.body, moduleScope(m.entity.module, m.chain), env);
        }
        return;
      }
      case "Infix": {
        const b = meanings.resolved.operators.get(e);
        if (b?.kind !== "builtin") return;
        if (b.name === "/\\") {
          typeOk(e.left, sc, env);
          typeOk(e.right, sc, env);
        } else if (b.name === "\\in") {
          const set = typer.type(e.right, sc, env);
          if (set.k === "set") hint(e.left, set.elem, sc);
        } else if (b.name === "\\subseteq") {
          const set = typer.type(e.right, sc, env);
          if (set.k === "set") hint(e.left, set, sc);
        } else if (b.name === "=" && e.left.kind === "Prefix" && e.left.op === "DOMAIN") {
          hint(e.left, typer.type(e.right, sc, env), sc);
        }
        return;
      }
      default:
        return;
    }
  };
  // Twice: a conjunct may read a variable another conjunct types (`[DOMAIN services -> S]`).
  for (let round = 0; round < 2; round++) {
    visitedTypeOk.clear();
    typer.reset();
    for (const [name, v] of root.visible) {
      if (!TYPE_OK_NAME.test(name) || v.entity.kind !== "operator" || v.entity.arity !== 0) continue;
      const m = meanings.definition(v.entity, v.via);
      if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef") typeOk(m.entity.node.body, moduleScope(m.entity.module, m.chain), new Map());
    }
  }
  const fixed = hints.map((h, i) => whole.has(i) && isPrecise(h));

  // Init and Next: unify what is assigned to each variable whose TypeOK type is not complete.
  const assigned = (e: Expr, sc: Scope, env: TypeEnv, primed: boolean, out: Ty[], seen: Set<unknown>): void => {
    const target = (lhs: Expr): number | undefined => {
      if (!primed) return varIndex(lhs, sc);
      return lhs.kind === "Postfix" && lhs.op === "'" ? varIndex(lhs.operand, sc) : undefined;
    };
    switch (e.kind) {
      case "Junction":
        return e.items.forEach((it) => assigned(it, sc, env, primed, out, seen));
      case "Label":
      case "Let":
        return assigned(e.body, sc, env, primed, out, seen);
      case "Quant":
        return assigned(e.body, sc, typer.bind(e.bounds, sc, env), primed, out, seen);
      case "If":
        assigned(e.then, sc, env, primed, out, seen);
        return assigned(e.else_, sc, env, primed, out, seen);
      case "Case":
        e.arms.forEach((a) => assigned(a.body, sc, env, primed, out, seen));
        if (e.other !== undefined) assigned(e.other, sc, env, primed, out, seen);
        return;
      case "Name": {
        const m = meanings.ofName(e, sc);
        if (m.kind === "local" && m.local.kind === "inline") return assigned(m.local.expr, m.local.scope, env, primed, out, seen);
        if (m.kind !== "definition" || m.entity.module.standard || m.entity.node?.kind !== "OperatorDef") return;
        const node = m.entity.node;
        // A definition without parameters is followed once; one with parameters once per
        // call path (a RECURSIVE one calls itself: not followed again inside itself).
        if (seen.has(node)) return;
        seen.add(node);
        if (seen.size > 2000) return;
        const bodyEnv = new Map(env);
        node.params.forEach((p, i) => e.args[i] !== undefined && bodyEnv.set(p, typer.type(e.args[i]!, sc, env)));
        assigned(node.body, moduleScope(m.entity.module, m.chain), bodyEnv, primed, out, seen);
        if (node.params.length > 0) seen.delete(node);
        return;
      }
      case "Infix": {
        const b = meanings.resolved.operators.get(e);
        if (b?.kind !== "builtin") return;
        if (b.name === "/\\" || b.name === "\\/" || b.name === "=>") {
          assigned(e.left, sc, env, primed, out, seen);
          return assigned(e.right, sc, env, primed, out, seen);
        }
        if (b.name !== "=" && b.name !== "\\in") return;
        const i = target(e.left);
        if (i === undefined || fixed[i]) return;
        const t = typer.type(e.right, sc, env);
        out[i] = join(out[i]!, b.name === "=" ? t : t.k === "set" ? t.elem : t.k === "never" ? NEVER : ANY);
        return;
      }
      default:
        return;
    }
  };
  // Partial hints (`x.f \in S`) are not a variable's value: EXCEPT on one would lose the other fields.
  guesses = hints.map((h, i) => (fixed[i] ? h : NEVER));
  for (let round = 0; round < ROUNDS; round++) {
    typer.reset();
    const out: Ty[] = new Array<Ty>(n).fill(NEVER);
    for (const part of input.init) assigned(part.expr, part.scope, new Map(), false, out, new Set());
    if (input.next !== undefined) assigned(input.next.expr, input.next.scope, new Map(), true, out, new Set());
    guesses = out.map((t, i) => (fixed[i] ? hints[i]! : meet(t, hints[i]!)));
  }

  const diagnostics: Diagnostic[] = [];
  const declared = new Map(root.parameters.filter((p) => p.kind === "variable").map((p) => [p.name, p] as const));
  const variables = input.variables.map((name, i): VariableType => {
    const t = guesses[i]!;
    const precise = isPrecise(t);
    if (!precise) {
      const decl = declared.get(name);
      const file = decl?.module.file ?? root.file;
      diagnostics.push(diagnostic("TypeUndetermined", file, decl?.nameRange ?? { start: 0, end: 0 }, { name, reason: reason(t) }));
    }
    return { name, type: precise ? t : ANY, inTypeOk: mentioned.has(i), fallback: !precise };
  });

  typer.reset();
  guesses = variables.map((v) => v.type);
  const aliases = new Map<string, readonly string[] | "atom">();
  binding.constants.forEach((c) => {
    if (!input.constantsFixed) return;
    if (c.value.kind === "Set" && c.value.elements.length > 0 && c.value.elements.every((x) => x.kind === "ModelValue")) {
      aliases.set(c.name, c.value.elements.map((x) => (x.kind === "ModelValue" ? x.name : "")));
    }
  });
  for (const c of constants) for (const a of atomsOf(c.type)) aliases.set(a, "atom");
  const actions = actionShapes(input.next, meanings, input.levels, typer);
  const operators = operatorTypes(input.operators, meanings, typer);
  for (const o of operators) if (o.fallback && o.evaluable) diagnostics.push(diagnostic("OperatorTypeUndetermined", o.module.file, o.nameRange, { name: o.name }));
  return { variables, constants, aliases, actions, operators, diagnostics };
}

function reason(t: Ty): string {
  if (t.k === "never") return "neither a TypeOK-style invariant nor Init/Next says what it holds";
  if (t.k === "any") return "the values assigned to it have no common type";
  return "part of its value is never constrained (an always-empty set or sequence, or values of different shapes)";
}

function cfgValueType(v: CfgValue): Ty {
  switch (v.kind) {
    case "Int":
      return INT;
    case "Str":
      return literal(v.value, "string");
    case "Bool":
      return { k: "scalar", int: false, bool: true, str: false, lits: new Map(), atoms: new Set() };
    case "ModelValue":
      return literal(v.name, "model");
    case "Set":
      return setOf(joinAll(v.elements.map(cfgValueType)));
  }
}

function atomsOf(t: Ty): string[] {
  switch (t.k) {
    case "scalar":
      return [...t.atoms];
    case "set":
    case "seq":
      return atomsOf(t.elem);
    default:
      return [];
  }
}

/**
 * A constant's type without a .cfg: an `ASSUME C \in S` says it outright; otherwise a
 * constant used as a set (a quantifier's or function's domain, the right of `\in`,
 * `SUBSET C`) is a set of atoms named after it, one used in arithmetic an integer.
 */
function constantFromUses(name: string, resolved: Resolved, meanings: Meanings, typer: ExprTyper): Ty {
  const isConstant = (e: Expr, m: ResolvedModule): boolean => e.kind === "Name" && e.args.length === 0 && e.prefix.length === 0 && meanings.ofName(e, moduleScope(m, [])).kind === "constant" && e.name === name;
  let assumed: Ty = NEVER;
  let asSet = false;
  let asInt = false;
  const visit = (e: Expr, m: ResolvedModule): void => {
    if (e.kind === "Infix" && (e.op === "\\in" || e.op === "\\subseteq") && isConstant(e.left, m)) {
      const s = typer.type(e.right, moduleScope(m, []), new Map());
      if (s.k === "set") assumed = join(assumed, e.op === "\\in" ? s.elem : s);
    }
    if (e.kind === "Infix" && (e.op === "\\in" || e.op === "\\notin") && isConstant(e.right, m)) asSet = true;
    if ((e.kind === "Quant" || e.kind === "SetMap" || e.kind === "FunctionCtor") && e.bounds.some((b) => isConstant(b.set, m))) asSet = true;
    if (e.kind === "SetFilter" && isConstant(e.bound.set, m)) asSet = true;
    if (e.kind === "FunctionSet" && (isConstant(e.domain, m) || isConstant(e.range_, m))) asSet = true;
    if (e.kind === "Prefix" && e.op === "SUBSET" && isConstant(e.operand, m)) asSet = true;
    if (e.kind === "Infix" && ["\\cup", "\\union", "\\cap", "\\intersect", "\\", "\\subseteq"].includes(e.op) && (isConstant(e.left, m) || isConstant(e.right, m))) asSet = true;
    if (e.kind === "Times" && e.sets.some((x) => isConstant(x, m))) asSet = true;
    if (e.kind === "RecordSet" && e.fields.some((f) => isConstant(f.value, m))) asSet = true;
    if (e.kind === "Name" && e.name === "Seq" && e.args.some((x) => isConstant(x, m))) asSet = true;
    if (e.kind === "Infix" && ["+", "-", "*", "..", "<", ">", "<=", ">=", "\\leq", "\\geq", "%", "\\div"].includes(e.op) && (isConstant(e.left, m) || isConstant(e.right, m))) asInt = true;
    for (const c of childExprs(e)) visit(c, m);
  };
  for (const m of resolved.modules) {
    if (m.standard) continue;
    for (const u of m.ast.units) {
      if (u.kind === "OperatorDef" || u.kind === "FunctionDef") visit(u.body, m);
      else if (u.kind === "Assumption") visit(u.expr, m);
    }
  }
  if (isPrecise(assumed)) return assumed;
  if (asSet) return setOf(atom(name));
  if (asInt) return INT;
  return ANY;
}
