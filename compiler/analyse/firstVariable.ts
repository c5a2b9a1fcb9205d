// Where an expression first reads a state variable, following the definitions it uses:
// TLC evaluates some .cfg entries (SYMMETRY) before there is a state, and names the
// identifier it could not evaluate, in the module that mentions it.

import type { Expr } from "../../grammar/tla/ast.js";
import { childExprs } from "./children.js";
import type { ResolvedModule } from "../resolve/index.js";
import { moduleScope, type DefinitionEntity, type Meanings, type Scope } from "./scope.js";

export interface VariableUse {
  readonly name: string;
  readonly expr: Expr;
  readonly module: ResolvedModule;
}

/** The first variable `e` reads in source order, through the definitions it applies; undefined when it reads none. */
export function firstVariableUse(meanings: Meanings, e: Expr, scope: Scope): VariableUse | undefined {
  const visited = new Set<unknown>();
  const walk = (x: Expr, s: Scope): VariableUse | undefined => {
    if (x.kind === "Name") {
      const m = meanings.ofName(x, s);
      if (m.kind === "variable") return { name: m.name, expr: x, module: s.module };
      const inArgs = walkAll(childExprs(x), s);
      if (inArgs !== undefined) return inArgs;
      if (m.kind === "local" && m.local.kind === "inline") return walk(m.local.expr, m.local.scope);
      if (m.kind === "definition") return walkDefinition(m.entity, moduleScope(m.entity.module, m.chain));
      return undefined;
    }
    const inChildren = walkAll(childExprs(x), s);
    if (inChildren !== undefined || x.kind !== "Infix") return inChildren;
    const binding = meanings.resolved.operators.get(x as never);
    if (binding === undefined || binding.kind !== "definition") return undefined;
    const m = meanings.ofBinding(binding, s);
    return m.kind === "definition" ? walkDefinition(m.entity, moduleScope(m.entity.module, m.chain)) : undefined;
  };
  const walkAll = (xs: readonly Expr[], s: Scope): VariableUse | undefined => {
    for (const c of xs) {
      const found = walk(c, s);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const walkDefinition = (entity: DefinitionEntity, s: Scope): VariableUse | undefined => {
    if (visited.has(entity)) return undefined;
    visited.add(entity);
    const node = entity.node;
    const inner: Scope = { module: entity.module, chain: s.chain, locals: new Map() };
    if (node?.kind === "OperatorDef") return walk(node.body, inner);
    if (node?.kind === "FunctionDef") return walkAll([...node.bounds.map((b) => b.set), node.body], inner);
    return undefined;
  };
  return walk(e, scope);
}
