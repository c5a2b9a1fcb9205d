// The actions of the typed machine API: the sub-actions TLC splits Next into
// (specEmitter's `split`, TLC-SEMANTICS §3.2), each named as TLC names it in traces
// (the operator the action comes from, or the definition named as NEXT) with its
// parameters: the formal parameters of that operator, then the constant-level `\E`
// variables bound inside it. This walk follows `split` step by step, so that the names
// here are exactly the keys the emitted `$action` calls give each generator.

import type { Expr } from "../../grammar/tla/ast.js";
import type { LevelChecker } from "../analyse/levels.js";
import { Level, moduleScope, withLocals, type LocalMeaning, type Meanings, type Scope } from "../analyse/scope.js";
import { flatBounds } from "../emit/valueEmitter.js";
import type { ExprTyper, TypeEnv } from "./exprTypes.js";
import { join, type Ty } from "./ty.js";

export interface ActionShape {
  readonly name: string;
  /** Parameter names in order, with their types joined over every split action of this shape. */
  readonly params: readonly (readonly [string, Ty])[];
}

export function actionShapes(next: { expr: Expr; scope: Scope; definition: string | undefined } | undefined, meanings: Meanings, levels: LevelChecker, typer: ExprTyper): ActionShape[] {
  const shapes = new Map<string, { name: string; params: [string, Ty][] }>();
  const leaf = (label: string, params: readonly (readonly [string, Ty])[]): void => {
    const key = `${label}(${params.map(([n]) => n).join(",")})`;
    const known = shapes.get(key);
    if (known === undefined) shapes.set(key, { name: label, params: params.map(([n, t]) => [n, t]) });
    else known.params.forEach((p, i) => (p[1] = join(p[1], params[i]![1])));
  };
  const walk = (e: Expr, sc: Scope, env: TypeEnv, label: string, params: readonly (readonly [string, Ty])[]): void => {
    if (e.kind === "Junction" && e.op === "\\/") return e.items.forEach((it) => walk(it, sc, env, label, params));
    if (e.kind === "Infix") {
      const b = meanings.resolved.operators.get(e);
      if (b?.kind === "builtin" && b.name === "\\/") {
        walk(e.left, sc, env, label, params);
        return walk(e.right, sc, env, label, params);
      }
    }
    if (e.kind === "Label" || e.kind === "Let") return walk(e.body, sc, env, label, params);
    if (e.kind === "Quant" && (e.op === "\\E" || e.op === "\\exists") && e.bounds.every((b) => levels.of(b.set, sc) === Level.Constant)) {
      const inner = typer.bind(e.bounds, sc, env);
      const bound = flatBounds(e.bounds).flatMap((b) => b.names.map((id) => [id.name, inner.get(id)!] as const));
      return walk(e.body, sc, inner, label, [...params, ...bound]);
    }
    if (e.kind === "Name") {
      const m = meanings.ofName(e, sc);
      if (m.kind === "local" && m.local.kind === "inline" && meanings.appliedArgs(e).length === 0) return walk(m.local.expr, m.local.scope, env, label, params);
      if (m.kind === "definition" && !m.entity.module.standard && m.entity.node?.kind === "OperatorDef") {
        const node = m.entity.node;
        if (!e.args.every((a) => levels.of(a, sc) === Level.Constant)) return leaf(m.entity.name, []);
        const bodyEnv = new Map(env);
        const own: [string, Ty][] = [];
        const inline: [typeof node.params[number], LocalMeaning][] = [];
        node.params.forEach((p, i) => {
          const arg = e.args[i]!;
          if (p.arity > 0) {
            inline.push([p, { kind: "inline", expr: arg, scope: sc }]);
            return;
          }
          const t = typer.type(arg, sc, env);
          bodyEnv.set(p, t);
          own.push([p.name.name, t]);
        });
        return walk(node.body, withLocals(moduleScope(m.entity.module, m.chain), inline), bodyEnv, m.entity.name, own);
      }
    }
    leaf(label, params);
  };
  if (next !== undefined) walk(next.expr, next.scope, new Map(), next.definition ?? "Action", []);
  return [...shapes.values()];
}
