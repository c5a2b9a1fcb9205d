// What a name means where it is compiled. A definition of an instantiated module is
// compiled once per instantiation chain (the INSTANCEs leading from the root module
// to it), and inside it the module's constants and variables mean the expressions
// substituted for them, compiled in the instantiating context. Operator parameters
// and bound variables mean either a JS variable holding a value or, for arguments
// that must stay unevaluated (actions passed to operators), the argument expression.

import { select } from "../resolve/subexpressionSelect.js";
import type { Expr, FunctionDef, Lambda, NameExpr, Node, OpDecl, OperatorDef } from "../../grammar/tla/ast.js";
import type { Binding, Instantiation, OperatorEntity, FunctionEntity, TheoremEntity, Resolved, ResolvedModule } from "../resolve/index.js";
import type { CfgBinding } from "./cfgBinding.js";

export const Level = { Constant: 0, State: 1, Action: 2, Temporal: 3 } as const;
export type Level = (typeof Level)[keyof typeof Level];

/** A value bound to a parameter or bound variable. */
export type LocalMeaning =
  /**
   * A JS variable in the emitted code; `fn` when it holds a JS function (higher-order
   * parameter, LET operator). `let`: the LET definition it computes and the scope of its
   * body, for uses that need the definition itself (a prime, an action, a by-name argument).
   */
  | {
      readonly kind: "js";
      readonly js: string;
      readonly level: Level;
      readonly fn: boolean;
      readonly let?: { readonly def: OperatorDef; readonly scope: Scope };
      /** A LET function definition `f[x \in S] == e`: the definition and the scope of its body (an action walks `f[a]` through it). */
      readonly letFunction?: { readonly def: FunctionDef; readonly scope: Scope };
    }
  /** An argument kept as an expression and compiled where it is used. */
  | { readonly kind: "inline"; readonly expr: Expr; readonly scope: Scope };

export interface Scope {
  /** The module whose text is compiled (node ranges are offsets into its file). */
  readonly module: ResolvedModule;
  /** Instantiations from the root module to the module whose text is compiled, outermost first. */
  readonly chain: readonly Instantiation[];
  /** Keys: the Ident of a bound variable, the OpDecl of a parameter, the OperatorDef/FunctionDef of a LET definition. */
  readonly locals: ReadonlyMap<Node, LocalMeaning>;
  /**
   * For an instantiation whose substitutions read locals (`I(x) == INSTANCE M WITH a <- x`,
   * an INSTANCE inside LET), keyed by its INSTANCE node: the locals its substitutions
   * see. Definitions reached through such an instantiation are compiled where they
   * are used, inside those locals' JS scope.
   */
  readonly instanceLocals?: ReadonlyMap<Node, ReadonlyMap<Node, LocalMeaning>>;
}

/** Whether `chain` passes through an instantiation whose substitutions read locals of `scope`. */
export function chainReadsLocals(chain: readonly Instantiation[], scope: Scope): boolean {
  const bound = scope.instanceLocals;
  if (bound === undefined) return false;
  for (const i of chain) if (bound.has(i.instance)) return true;
  return false;
}

/** `scope` where the substitutions of `instance` see `locals`. */
export function withInstanceLocals(scope: Scope, instance: Node, locals: ReadonlyMap<Node, LocalMeaning>): Scope {
  const map = new Map(scope.instanceLocals ?? []);
  map.set(instance, locals);
  return { ...scope, instanceLocals: map };
}

export function moduleScope(module: ResolvedModule, chain: readonly Instantiation[]): Scope {
  return { module, chain, locals: new Map() };
}

export function withLocals(scope: Scope, entries: readonly (readonly [Node, LocalMeaning])[]): Scope {
  if (entries.length === 0) return scope;
  const locals = new Map(scope.locals);
  for (const [k, v] of entries) locals.set(k, v);
  return { ...scope, locals };
}

export type DefinitionEntity = OperatorEntity | FunctionEntity | TheoremEntity;

/** What a use of a name denotes in a scope, after instance substitution and .cfg binding. */
export type Meaning =
  | { readonly kind: "variable"; readonly index: number; readonly name: string }
  | { readonly kind: "constant"; readonly index: number; readonly name: string }
  | { readonly kind: "definition"; readonly entity: DefinitionEntity; readonly chain: readonly Instantiation[] }
  | { readonly kind: "local"; readonly local: LocalMeaning }
  | { readonly kind: "builtin"; readonly name: string }
  | { readonly kind: "unsupported"; readonly what: string };

/** Resolves bindings to meanings; shared by level checking and emission so both agree. */
export class Meanings {
  constructor(
    readonly resolved: Resolved,
    readonly cfg: CfgBinding,
  ) {}

  /** The arguments `e` applies what it means to: none for a subexpression path, whose selectors take them (`Op!lab(1)`). */
  appliedArgs(e: NameExpr): readonly Expr[] {
    return e.args.length > 0 && this.resolved.references.get(e)?.kind === "subexpression" ? [] : e.args;
  }

  ofName(e: NameExpr, scope: Scope): Meaning {
    const binding = this.resolved.references.get(e);
    if (binding === undefined) return { kind: "unsupported", what: `the name ${e.name}` };
    return this.ofBinding(binding, scope);
  }

  ofBinding(binding: Binding, scope: Scope): Meaning {
    switch (binding.kind) {
      case "builtin":
        return { kind: "builtin", name: binding.name };
      case "bound": {
        const local = scope.locals.get(binding.ident);
        return local === undefined ? { kind: "unsupported", what: `the bound variable ${binding.ident.name} here` } : { kind: "local", local };
      }
      case "parameter": {
        const local = scope.locals.get(binding.decl);
        return local === undefined ? { kind: "unsupported", what: "this parameter" } : { kind: "local", local };
      }
      case "definition": {
        const node = binding.entity.node;
        if (node !== undefined && scope.locals.has(node)) return { kind: "local", local: scope.locals.get(node)! };
        return this.definition(binding.entity, [...scope.chain, ...binding.via], binding.via.length === 0);
      }
      case "constant":
      case "variable": {
        const chain = [...scope.chain, ...binding.via];
        return this.parameterOf(binding.entity.name, binding.kind, chain, scope);
      }
      case "instance":
        return { kind: "unsupported", what: `the instance ${binding.entity.name} used as a value` };
      case "subexpression":
        return this.subexpression(binding, scope);
    }
  }

  /**
   * `Def!2`, `Thm!:`, `Def!<<`, `Op(9)!lab(1, 2)`, `Def!(14)`, `Def!Let(3)`: a part of a definition's body
   * (its parameters given the arguments), or a theorem's or assumption's statement, compiled where the
   * definition lives, the bound identifiers and LET parameters the path crosses given its arguments
   * (subexpressionSelect.ts).
   */
  private subexpression(binding: Extract<Binding, { kind: "subexpression" }>, scope: Scope): Meaning {
    const unsupported: Meaning = { kind: "unsupported", what: "this subexpression reference (it names no operand, label or LET definition of the definition, or gives one the wrong number of arguments) or this operator of operators" };
    const of = binding.of;
    if (of.kind !== "definition") return unsupported;
    const entity = of.entity;
    let body: Expr | undefined;
    // `Foo(5)!:`: the body with the parameters given the arguments, as a call substitutes them.
    const params: [Node, LocalMeaning][] = [];
    // `Foo!:` (no arguments) is an operator of Foo's parameters.
    let parameters: readonly OpDecl[] = [];
    if (entity.kind === "operator" && entity.node?.kind === "OperatorDef" && (entity.arity === binding.args.length || binding.args.length === 0)) {
      body = entity.node.body;
      if (binding.args.length === 0) parameters = entity.node.params;
      else entity.node.params.forEach((p, i) => params.push([p, { kind: "inline", expr: binding.args[i]!, scope }]));
    } else if (entity.kind === "theorem") {
      const node = entity.node;
      if (node.kind === "Assumption") body = node.expr;
      else if (node.body.kind !== "AssumeProve") body = node.body;
    }
    const selected = body === undefined ? undefined : select(body, binding.selectors.map((name, i) => ({ name, args: binding.selectorArgs[i] ?? [] })), parameters);
    // An operator of operators (an open parameter that is one) is not compiled.
    if (selected === undefined || selected.open.some((p) => p.kind === "OpDecl" && p.arity > 0)) return unsupported;
    for (const [node, arg] of selected.arguments) params.push([node, { kind: "inline", expr: arg, scope }]);
    const site: Scope = { module: entity.module, chain: [...scope.chain, ...of.via], locals: new Map(params), instanceLocals: scope.instanceLocals };
    // An operator (TLA+2): a LAMBDA whose parameters are the very nodes its body's names are bound to.
    const expr: Expr = selected.open.length === 0 ? selected.expr : ({ kind: "Lambda", params: selected.open, body: selected.expr, range: selected.expr.range } as unknown as Lambda);
    return { kind: "local", local: { kind: "inline", expr, scope: site } };
  }

  /**
   * A definition reached through `chain`, after .cfg replacement (`D <- Op`, `D = v`,
   * `D <- [M] Op`). `direct`: named without an instance path. As in SANY/TLC, `I!D` is a
   * copy of D made by the instantiation, which a root-level replacement of D does not
   * touch, while D's own node (what every body refers to, inside instances too) is replaced.
   */
  definition(entity: DefinitionEntity, chain: readonly Instantiation[], direct = true): Meaning {
    const replaced = this.cfg.replacementOf(entity);
    if (replaced !== undefined && (direct || replaced.scoped)) {
      if (replaced.kind === "value") return { kind: "constant", index: replaced.index, name: entity.name };
      return this.definition(replaced.entity, []);
    }
    return { kind: "definition", entity, chain };
  }

  /** A constant or variable of the module at the end of `chain`: its substitute, or the root's own. */
  private parameterOf(name: string, kind: "constant" | "variable", chain: readonly Instantiation[], scope: Scope): Meaning {
    if (chain.length === 0) {
      if (kind === "variable") {
        const index = this.cfg.variables.indexOf(name);
        return index < 0 ? { kind: "unsupported", what: `the variable ${name}` } : { kind: "variable", index, name };
      }
      const index = this.cfg.constantIndex(name);
      if (index !== undefined) return { kind: "constant", index, name };
      const replaced = this.cfg.constantDefinition(name);
      if (replaced !== undefined) return this.definition(replaced, []);
      const root = this.resolved.root?.visible.get(name)?.entity;
      if (root !== undefined && root.kind === "operator") return this.definition(root, []);
      return { kind: "unsupported", what: `the constant ${name}` };
    }
    const last = chain[chain.length - 1]!;
    const outer = chain.slice(0, -1);
    const sub = last.substitutions.get(name);
    // A submodule also sees the declarations of its enclosing module, which are not its
    // parameters: it can only be instantiated inside that module, where they mean what
    // they mean one instantiation further out.
    if (sub === undefined && last.module.enclosing !== undefined) return this.parameterOf(name, kind, outer, scope);
    if (sub === undefined) return { kind: "unsupported", what: `the parameter ${name} of ${last.module.name}` };
    const site: Scope = { module: last.from, chain: outer, locals: scope.instanceLocals?.get(last.instance) ?? new Map(), instanceLocals: scope.instanceLocals };
    if (sub.kind === "implicit") return this.ofBinding(sub.binding, site);
    return { kind: "local", local: { kind: "inline", expr: sub.expr, scope: site } };
  }
}

/**
 * `chain` without its leading instantiations that change no meaning: without
 * parameters of their own, every parameter of the instantiated module replaced
 * implicitly by the same-named constant or variable of the instantiating module
 * (SwarmKit's `INSTANCE User`, whose definitions read SwarmKit's `tasks`). Each such
 * step resolves a name to what it means one step further out, which is the same name,
 * so a definition reached through the chain means what it means through the rest:
 * the emitter compiles (and memoizes, per state too) one copy for all of them.
 */
export function meaningfulChain(chain: readonly Instantiation[]): readonly Instantiation[] {
  let start = 0;
  while (start < chain.length && changesNoMeaning(chain[start]!)) start++;
  return start === 0 ? chain : chain.slice(start);
}

function changesNoMeaning(i: Instantiation): boolean {
  if (i.moduleDef !== undefined && i.moduleDef.params.length > 0) return false;
  for (const [name, sub] of i.substitutions) {
    if (sub.kind !== "implicit") return false;
    const b = sub.binding;
    if ((b.kind !== "variable" && b.kind !== "constant") || b.via.length > 0 || b.entity.name !== name) return false;
  }
  return true;
}

/** A stable key for an instantiation chain (positions of the INSTANCE nodes). */
export function chainKey(chain: readonly Instantiation[]): string {
  return chain.map((i) => `${i.from.name}@${i.instance.range.start}`).join("/");
}
