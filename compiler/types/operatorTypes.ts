// The operators of the typed machine API: every operator and function the root module
// defines or gets through EXTENDS of a user module (not the standard or bundled library
// modules, not names reached through INSTANCE, not those the .cfg replaces), with its
// level, its parameters' types and its result type. A parameter's type joins the types
// of the arguments at every call in those definitions (iterated, since a call's
// arguments may be a caller's parameters); a parameter never called with a typed
// argument is the general value type. The result is the body's type (exprTypes.ts) with
// the parameters so typed.

import type { Bound, Expr, OpDecl, OperatorDef } from "../../grammar/tla/ast.js";
import type { LevelChecker } from "../analyse/levels.js";
import { childExprs } from "../analyse/children.js";
import { Level, moduleScope, type Meanings, type Scope } from "../analyse/scope.js";
import { isShippedModuleFile } from "../resolve/standardModules.js";
import type { FunctionEntity, Instantiation, OperatorEntity, ResolvedModule } from "../resolve/index.js";
import type { ExprTyper, TypeEnv } from "./exprTypes.js";
import { ANY, NEVER, isDetermined, join, settle, type Ty } from "./ty.js";

/** A user definition the root module sees, before typing. */
export interface MachineOperator {
  readonly name: string;
  readonly entity: OperatorEntity | FunctionEntity;
  /** Seen through these instantiations (then only its calls are read, to type other operators' parameters). */
  readonly chain: readonly Instantiation[];
  /** Defined in the root module or one it extends, and not replaced by the model file: the typed API gives it. */
  readonly exposed: boolean;
  /** Level of the body, parameters counted as constants. */
  readonly level: Level;
  /** Constant- or state-level, and no parameter is an operator: the machine can evaluate it on plain values. */
  readonly evaluable: boolean;
}

export interface OperatorType {
  readonly name: string;
  readonly level: Level;
  readonly evaluable: boolean;
  readonly params: readonly (readonly [string, Ty])[];
  /** The general value type when `fallback`. */
  readonly result: Ty;
  /** The result's type could not be determined (a TT3102 warning). */
  readonly fallback: boolean;
  /** Where the definition names it, for the warning. */
  readonly module: ResolvedModule;
  readonly nameRange: { readonly start: number; readonly end: number };
}

const ROUNDS = 3;

/** The user-defined operators and functions the root module sees (not the library's), in the order they became visible. */
export function machineOperators(root: ResolvedModule, meanings: Meanings, levels: LevelChecker): MachineOperator[] {
  const out: MachineOperator[] = [];
  for (const [name, v] of root.visible) {
    const entity = v.entity;
    if (entity.kind !== "operator" && entity.kind !== "function") continue;
    if (entity.module.standard || isShippedModuleFile(entity.module.file) || entity.node === undefined) continue;
    // Replaced by the model file: the definition is not what the model means by the name.
    const m = meanings.definition(entity, v.via);
    const exposed = v.via.length === 0 && m.kind === "definition" && m.entity === entity;
    const level = levels.definitionLevel(entity, moduleScope(entity.module, v.via));
    const valueParams = entity.kind === "function" || entity.node.params.every((p) => p.arity === 0);
    out.push({ name, entity, chain: v.via, exposed, level, evaluable: exposed && level <= Level.State && valueParams });
  }
  return out;
}

export function operatorTypes(operators: readonly MachineOperator[], meanings: Meanings, typer: ExprTyper): OperatorType[] {
  // Each round types the calls with the parameter types of the round before (`never`: not known yet).
  let known = new Map<OperatorDef, readonly Ty[]>();
  for (const o of operators) if (o.entity.kind === "operator") known.set(o.entity.node!, o.entity.node!.params.map(() => NEVER));
  const paramEnv = (node: OperatorDef, types: ReadonlyMap<OperatorDef, readonly Ty[]>): Map<OpDecl, Ty> => new Map(node.params.map((p, i) => [p, types.get(node)?.[i] ?? ANY] as const));

  for (let round = 0; round < ROUNDS; round++) {
    typer.reset();
    const next = new Map([...known.keys()].map((d) => [d, d.params.map(() => NEVER)] as const));
    const called = (node: OperatorDef | undefined, args: readonly Expr[], sc: Scope, env: TypeEnv): void => {
      const params = node === undefined ? undefined : next.get(node);
      if (params === undefined) return;
      args.forEach((a, i) => {
        if (i < params.length) params[i] = join(params[i]!, typer.type(a, sc, env));
      });
    };
    const walk = (e: Expr, sc: Scope, env: TypeEnv): void => {
      if (e.kind === "Name" && e.args.length > 0) {
        const m = meanings.ofName(e, sc);
        if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef") called(m.entity.node, e.args, sc, env);
      } else if (e.kind === "Infix" || e.kind === "Prefix") {
        const b = meanings.resolved.operators.get(e);
        if (b?.kind === "definition") {
          const m = meanings.ofBinding(b, sc);
          if (m.kind === "definition" && m.entity.node?.kind === "OperatorDef") called(m.entity.node, e.kind === "Infix" ? [e.left, e.right] : [e.operand], sc, env);
        }
      }
      const inner = binder(e, sc, env, typer);
      for (const c of childExprs(e)) walk(c, sc, inner);
    };
    for (const o of operators) {
      const node = o.entity.node!;
      const sc = moduleScope(o.entity.module, o.chain);
      if (node.kind === "OperatorDef") walk(node.body, sc, paramEnv(node, known));
      else {
        node.bounds.forEach((b) => walk(b.set, sc, new Map()));
        walk(node.body, sc, typer.bind(node.bounds, sc, new Map()));
      }
    }
    known = next;
  }

  typer.reset();
  return operators.filter((o) => o.exposed).map((o): OperatorType => {
    const entity = o.entity;
    const sc = moduleScope(entity.module, []);
    const params = entity.kind === "operator" ? [...paramEnv(entity.node!, known)].map(([p, t]) => [p.name.name, settle(t)] as const) : [];
    const result = typer.applyTypes(entity, [], params.map(([, t]) => t), sc, new Map());
    const fallback = !isDetermined(result);
    return { name: o.name, level: o.level, evaluable: o.evaluable, params, result: fallback ? ANY : result, fallback, module: entity.module, nameRange: entity.nameRange };
  });
}

/**
 * The environment inside `e` for its subexpressions (approximately: also for the bounds'
 * own sets): bound variables typed by their sets; parameters of LET definitions and
 * LAMBDAs unknown (`never`), so that a call through them adds nothing rather than `any`.
 */
function binder(e: Expr, sc: Scope, env: TypeEnv, typer: ExprTyper): TypeEnv {
  switch (e.kind) {
    case "Let": {
      const out = new Map(env);
      for (const d of e.defs) {
        if (d.kind === "OperatorDef") d.params.forEach((p) => out.set(p, NEVER));
        else if (d.kind === "FunctionDef") for (const [k, t] of typer.bind(d.bounds, sc, env)) out.set(k, t);
      }
      return out;
    }
    case "Lambda":
      return new Map([...env, ...e.params.map((p) => [p, NEVER] as const)]);
    case "Quant":
    case "SetMap":
    case "FunctionCtor":
      return typer.bind(e.bounds, sc, env);
    case "SetFilter":
      return typer.bind([e.bound], sc, env);
    case "Choose":
      return e.set === undefined ? env : typer.bind([{ kind: "Bound", names: e.names, tuple: e.tuple, set: e.set, range: e.range } as Bound], sc, env);
    default:
      return env;
  }
}
