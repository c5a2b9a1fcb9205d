// Level checking as far as the checker needs it: whether an expression is
// constant-level (evaluated once per run and cached, as TLC does; split into one
// action per binding when it bounds an `\E` of Next), state-level, action-level
// (mentions primes, so Next-style operators are inlined as actions) or temporal.
// A definition's level is that of its body with parameters counted as constants,
// raised by its arguments' levels at each use; computed once per instantiation chain.

import type { Expr } from "../../grammar/tla/ast.js";
import { childExprs } from "./children.js";
import type { Instantiation, ResolvedModule } from "../resolve/index.js";
import { Level, chainKey, moduleScope, type DefinitionEntity, type Meanings, type Scope } from "./scope.js";

/**
 * Standard-module operators whose Java override TLC gives `minLevel = 1`: a use is
 * state-level whatever its definition says, so `CONSTRAINT TLCGet("level") < 4` is
 * evaluated on every state, not once as a constant (TLCGetSet.TLCGetEval).
 */
const stateLevelOverrides: ReadonlySet<string> = new Set(["TLC!TLCGet"]);

export class LevelChecker {
  private readonly definitionLevels = new Map<string, Level>();
  private readonly inProgress = new Set<string>();
  private readonly entityIds = new Map<DefinitionEntity, number>();

  /** `sany`: levels as SANY computes them, without TLC's `minLevel` overrides (which ASSUMEs are constant). */
  constructor(
    private readonly meanings: Meanings,
    private readonly sany = false,
  ) {}

  of(e: Expr, scope: Scope): Level {
    switch (e.kind) {
      case "Name":
        return this.name(e, scope);
      case "Postfix":
        return e.op === "'" ? Math.max(Level.Action, this.of(e.operand, scope)) as Level : this.max(childExprs(e), scope);
      case "Prefix":
        if (e.op === "UNCHANGED") return Level.Action;
        if (e.op === "ENABLED") return Level.State;
        if (e.op === "[]" || e.op === "<>") return Level.Temporal;
        return this.of(e.operand, scope);
      case "Infix":
        if (e.op === "~>" || e.op === "-+->") return Level.Temporal;
        if (e.op === "\\cdot") return Level.Action;
        return this.infix(e.left, e.right, e, scope);
      case "BoxAction":
      case "AngleAction":
        return Level.Action;
      case "Fairness":
        return Level.Temporal;
      case "UnboundedQuant":
        return e.op === "\\AA" || e.op === "\\EE" ? Level.Temporal : this.of(e.body, scope);
      default:
        return this.max(childExprs(e), scope);
    }
  }

  /** The level of a definition's body in a chain, parameters counted as constants. */
  definitionLevel(entity: DefinitionEntity, scope: Scope): Level {
    let id = this.entityIds.get(entity);
    if (id === undefined) {
      id = this.entityIds.size;
      this.entityIds.set(entity, id);
    }
    const key = `${id}|${chainKey(scope.chain)}`;
    const known = this.definitionLevels.get(key);
    if (known !== undefined) return known;
    // A recursive definition's level is the level of its non-recursive part.
    if (this.inProgress.has(key)) return Level.Constant;
    this.inProgress.add(key);
    let level: Level = Level.Constant;
    const node = entity.node;
    if (node !== undefined) {
      const inner: Scope = { module: entity.module, chain: scope.chain, locals: new Map() };
      if (node.kind === "OperatorDef") level = this.of(node.body, inner);
      else if (node.kind === "FunctionDef") level = this.max([...node.bounds.map((b) => b.set), node.body], inner);
      else if (node.kind === "Assumption") level = this.of(node.expr, inner);
    }
    this.inProgress.delete(key);
    this.definitionLevels.set(key, level);
    return level;
  }

  private infix(left: Expr, right: Expr, e: Expr, scope: Scope): Level {
    const binding = this.meanings.resolved.operators.get(e as never);
    let level = Math.max(this.of(left, scope), this.of(right, scope)) as Level;
    if (binding !== undefined && binding.kind === "definition") {
      const m = this.meanings.ofBinding(binding, scope);
      if (m.kind === "definition") level = Math.max(level, this.definitionLevel(m.entity, moduleScope(m.entity.module, m.chain))) as Level;
    }
    return level;
  }

  private name(e: Extract<Expr, { kind: "Name" }>, scope: Scope): Level {
    const args = this.max(e.args, scope);
    const m = this.meanings.ofName(e, scope);
    switch (m.kind) {
      case "variable":
        return Math.max(Level.State, args) as Level;
      case "constant":
      case "builtin":
      case "unsupported":
        return args;
      case "local":
        if (m.local.kind === "inline") return Math.max(args, this.of(m.local.expr, m.local.scope)) as Level;
        return Math.max(args, m.local.level) as Level;
      case "definition":
        if (!this.sany && m.entity.module.standard && stateLevelOverrides.has(`${m.entity.module.name}!${m.entity.name}`)) return Math.max(Level.State, args) as Level;
        return Math.max(args, this.definitionLevel(m.entity, moduleScope(m.entity.module, m.chain))) as Level;
    }
  }

  private max(es: readonly Expr[], scope: Scope): Level {
    let level: Level = Level.Constant;
    for (const c of es) {
      const l = this.of(c, scope);
      if (l > level) level = l;
      if (level === Level.Temporal) break;
    }
    return level;
  }
}

// Where an expression first reads a state variable, following the definitions it uses:
// TLC evaluates some .cfg entries (SYMMETRY) before there is a state, and names the
// identifier it could not evaluate, in the module that mentions it.

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

/**
 * SANY's InstanceNode.levelCheck: when the instantiated module is not constant (it or a module it
 * extends declares a VARIABLE), each WITH substitute's level must be at most its parameter's:
 * constant (0) for a CONSTANT, state (1) for a VARIABLE. `w <- x'` and `K <- x` are level errors
 * (SANY: "Level error in instantiating module ..."; TLC exits 150 before checking anything).
 */
export function instanceLevelErrors(modules: readonly ResolvedModule[], meanings: Meanings): { module: ResolvedModule; range: Expr["range"]; instantiated: string; name: string; max: Level }[] {
  const sany = new LevelChecker(meanings, true);
  const out: { module: ResolvedModule; range: Expr["range"]; instantiated: string; name: string; max: Level }[] = [];
  for (const m of modules) {
    if (m.standard) continue;
    for (const i of m.instantiations) {
      if (!i.module.parameters.some((p) => p.kind === "variable")) continue;
      for (const s of i.instance.substitutions) {
        const parameter = i.module.parameters.find((p) => p.name === s.target.name);
        if (parameter === undefined || parameter.arity > 0) continue;
        const max = parameter.kind === "variable" ? Level.State : Level.Constant;
        if (sany.of(s.value, moduleScope(m, [])) > max) out.push({ module: m, range: (i.moduleDef ?? i.instance).range, instantiated: i.module.name, name: s.target.name, max });
      }
    }
  }
  return out;
}

/**
 * SANY's level constraints on a parameterised instance's parameters (OpDefNode level parameters of
 * `J(c) == INSTANCE M WITH K <- e(c), ...`, M declaring a VARIABLE): a parameter mentioned by the substitute
 * of a CONSTANT may be given at most a constant, by that of a VARIABLE at most a state-level expression.
 * Every `J(a)!Op` whose argument exceeds it is "Level error in applying operator J!Op: The level of argument
 * n exceeds the maximum level allowed by the operator." at the application (TLC exits 150), used or not.
 */
export function instanceParameterLevelErrors(modules: readonly ResolvedModule[], meanings: Meanings): { module: ResolvedModule; range: Expr["range"]; operator: string; argument: number }[] {
  const sany = new LevelChecker(meanings, true);
  // Per named parameterised instantiation and parameter: the instantiated module's parameters whose substitutes
  // mention it, with the level each allows.
  const bounds = new Map<Instantiation, { name: string; allowed: Level }[][]>();
  const mentions = (e: Expr, decl: unknown): boolean => {
    if (e.kind === "Name" && e.prefix.length === 0) {
      const b = meanings.resolved.references.get(e);
      if (b?.kind === "parameter" && b.decl === decl) return true;
    }
    return childExprs(e).some((c) => mentions(c, decl));
  };
  for (const m of modules) {
    for (const i of m.instantiations) {
      const params = i.moduleDef?.params ?? [];
      if (params.length === 0 || !i.module.parameters.some((p) => p.kind === "variable")) continue;
      const perParam = params.map(() => [] as { name: string; allowed: Level }[]);
      for (const s of i.instance.substitutions) {
        const target = i.module.parameters.find((p) => p.name === s.target.name);
        if (target === undefined || target.arity > 0) continue;
        const allowed: Level = target.kind === "variable" ? Level.State : Level.Constant;
        params.forEach((p, k) => {
          if (p.arity === 0 && mentions(s.value, p)) perParam[k]!.push({ name: target.name, allowed });
        });
      }
      if (perParam.some((b) => b.length > 0)) bounds.set(i, perParam);
    }
  }
  // The instantiated module's parameters a definition's body reads, through the definitions it applies:
  // a substitution constrains a parameter only where the operator's body reaches its target (SANY).
  const used = new Map<unknown, Set<string>>();
  const parametersOf = (entity: DefinitionEntity): Set<string> => {
    const known = used.get(entity);
    if (known !== undefined) return known;
    const names = new Set<string>();
    used.set(entity, names);
    const walk = (e: Expr): void => {
      const b = e.kind === "Name" ? meanings.resolved.references.get(e) : e.kind === "Infix" ? meanings.resolved.operators.get(e as never) : undefined;
      if (b !== undefined && (b.kind === "constant" || b.kind === "variable") && b.via.length === 0) names.add(b.entity.name);
      if (b?.kind === "definition" && b.via.length === 0 && b.entity.kind !== "theorem") for (const n of parametersOf(b.entity as DefinitionEntity)) names.add(n);
      childExprs(e).forEach(walk);
    };
    const node = entity.node;
    if (node?.kind === "OperatorDef") walk(node.body);
    else if (node?.kind === "FunctionDef") [...node.bounds.map((b) => b.set), node.body].forEach((x) => x !== undefined && walk(x));
    return names;
  };
  const out: { module: ResolvedModule; range: Expr["range"]; operator: string; argument: number }[] = [];
  if (bounds.size === 0) return out;
  for (const m of modules) {
    if (m.standard) continue;
    const visit = (e: Expr): void => {
      if (e.kind === "Name" && e.prefix.length > 0 && e.prefix[0]!.args.length > 0) {
        const b = meanings.resolved.references.get(e);
        const first = b?.kind === "definition" && b.via.length === 1 && b.entity.kind !== "theorem" ? b.via[0] : undefined;
        const perParam = first === undefined ? undefined : bounds.get(first);
        if (perParam !== undefined) {
          const reads = parametersOf((b as { entity: DefinitionEntity }).entity);
          const args = e.prefix[0]!.args;
          for (let k = 0; k < args.length && k < perParam.length; k++) {
            const max = perParam[k]!.filter((t) => reads.has(t.name)).reduce<Level>((l, t) => (t.allowed < l ? t.allowed : l), Level.Temporal);
            if (sany.of(args[k]!, moduleScope(m, [])) > max) {
              out.push({ module: m, range: e.range, operator: [...e.prefix.map((p) => p.name), e.name].join("!"), argument: k + 1 });
              break;
            }
          }
        }
      }
      for (const c of childExprs(e)) visit(c);
    };
    for (const u of m.ast.units) {
      if (u.kind === "OperatorDef") visit(u.body);
      else if (u.kind === "FunctionDef") [...u.bounds.map((b) => b.set), u.body].forEach((x) => x !== undefined && visit(x));
      else if (u.kind === "Assumption") visit(u.expr);
    }
  }
  return out;
}
