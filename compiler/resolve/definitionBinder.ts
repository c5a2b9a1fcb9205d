// Definitions, wherever they occur (module level, LET, proof DEFINE steps):
// operators, functions, RECURSIVE declarations, named and unnamed INSTANCEs with
// their substitutions. A definition's body is bound before its own name is added,
// so only RECURSIVE operators and function definitions can refer to themselves.

import type { FunctionDef, Instance, InstanceUnit, Let, ModuleDef, OpDecl, OperatorDef, RecursiveDecl } from "../../grammar/tla/ast.js";
import type { FunctionEntity, InstanceEntity, Instantiation, OperatorEntity, SubstitutionValue, Visible } from "./model.js";
import { symbolKey } from "./operatorNames.js";
import { bindingOfVisible, isLocalName, type Scope } from "./scope.js";
import type { ModuleRecord, Session } from "./session.js";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export class DefinitionBinder {
  /** RECURSIVE operators declared but not yet defined. */
  private readonly pendingRecursive = new Set<Mutable<OperatorEntity>>();

  constructor(private readonly session: Session) {}

  recursive(decl: RecursiveDecl, scope: Scope, local: boolean): void {
    for (const d of decl.decls) {
      const key = symbolKey(d.name.name, d.form);
      const entity: Mutable<OperatorEntity> = {
        kind: "operator",
        name: key,
        module: scope.module,
        arity: d.arity,
        nameRange: d.name.range,
        node: undefined,
      };
      if (this.session.declare(scope, d.name.name, d.name.range, { name: key, entity, via: [], local }, key)) {
        this.pendingRecursive.add(entity);
      }
    }
  }

  operator(def: OperatorDef, scope: Scope, local: boolean): void {
    const key = symbolKey(def.name.name, def.form);
    const inner = scope.child();
    this.declareParams(def.params, inner, def);
    this.session.exprs.expr(def.body, inner);
    const existing = scope.lookup(key);
    if (existing !== undefined && !isLocalName(existing) && this.pendingRecursive.has(existing.entity as Mutable<OperatorEntity>)) {
      const entity = existing.entity as Mutable<OperatorEntity>;
      this.pendingRecursive.delete(entity);
      entity.node = def;
      if (entity.arity !== def.params.length) {
        this.session.report("WrongArity", scope.module, def.name.range, { name: def.name.name, expected: entity.arity, given: def.params.length });
      }
      return;
    }
    const entity: OperatorEntity = { kind: "operator", name: key, module: scope.module, arity: def.params.length, nameRange: def.name.range, node: def };
    this.session.declare(scope, def.name.name, def.name.range, { name: key, entity, via: [], local }, key);
  }

  /** `f[x \in S] == e`: f is visible in e (a recursive function definition). */
  function(def: FunctionDef, scope: Scope, local: boolean): void {
    const entity: FunctionEntity = { kind: "function", name: def.name.name, module: scope.module, arity: 0, nameRange: def.name.range, node: def };
    const visible: Visible = { name: def.name.name, entity, via: [], local };
    const self = scope.child();
    this.session.declare(self, def.name.name, def.name.range, visible);
    const inner = this.session.exprs.bounds(def.bounds, self, def);
    this.session.exprs.expr(def.body, inner);
    this.session.declare(scope, def.name.name, def.name.range, visible);
  }

  /** `I == INSTANCE M WITH ...` or `I(x) == INSTANCE M WITH a <- x`. */
  namedInstance(def: ModuleDef, scope: Scope, local: boolean): void {
    const inner = scope.child();
    this.declareParams(def.params, inner, def);
    const instantiation = this.instantiate(def.instance, inner, def);
    if (instantiation === undefined) {
      (scope.module as ModuleRecord).failedInstances.add(def.name.name);
      return;
    }
    const entity: InstanceEntity = {
      kind: "instance",
      name: def.name.name,
      module: scope.module,
      arity: def.params.length,
      nameRange: def.name.range,
      node: def,
      instantiation,
    };
    this.session.declare(scope, def.name.name, def.name.range, { name: def.name.name, entity, via: [], local });
  }

  /** `INSTANCE M WITH ...`: M's definitions become visible here, as seen through the substitutions. */
  unnamedInstance(unit: InstanceUnit | { instance: Instance; local: boolean }, scope: Scope): void {
    const instantiation = this.instantiate(unit.instance, scope, undefined);
    if (instantiation === undefined) return;
    for (const [key, v] of instantiation.module.exports) {
      if (v.entity.kind === "constant" || v.entity.kind === "variable") continue;
      const imported: Visible = { name: v.name, entity: v.entity, via: [instantiation, ...v.via], local: unit.local };
      this.session.declare(scope, v.name, unit.instance.module.range, imported, key, "instance");
    }
  }

  /** LET definitions, each visible to the following ones and to the LET body. */
  letDefinitions(defs: Let["defs"], scope: Scope): void {
    for (const d of defs) this.definition(d, scope, true);
    this.checkRecursiveDefined(scope);
  }

  definition(d: Let["defs"][number], scope: Scope, local: boolean): void {
    switch (d.kind) {
      case "OperatorDef":
        this.operator(d, scope, local);
        return;
      case "FunctionDef":
        this.function(d, scope, local);
        return;
      case "ModuleDef":
        this.namedInstance(d, scope, local);
        return;
      case "RecursiveDecl":
        this.recursive(d, scope, local);
        return;
    }
  }

  /** Reports RECURSIVE operators of this module never defined. */
  checkRecursiveDefined(scope: Scope): void {
    for (const entity of this.pendingRecursive) {
      const entry = scope.ownEntry(entity.name);
      if (entry === undefined || isLocalName(entry) || entry.entity !== entity) continue;
      this.pendingRecursive.delete(entity);
      this.session.report("RecursiveNotDefined", scope.module, entity.nameRange, { name: entity.name });
    }
  }

  private declareParams(params: readonly OpDecl[], inner: Scope, owner: OperatorDef | ModuleDef): void {
    for (const p of params) {
      const key = symbolKey(p.name.name, p.form);
      this.session.declare(
        inner,
        p.name.name,
        p.name.range,
        { kind: "local", name: key, binding: { kind: "parameter", owner, decl: p, arity: p.arity }, arity: p.arity, range: p.name.range },
        key,
      );
    }
  }

  /**
   * Loads the instantiated module and maps each of its constants and variables to
   * its substitute: the WITH expression, else the same name here (which must exist).
   */
  private instantiate(instance: Instance, scope: Scope, moduleDef: ModuleDef | undefined): Instantiation | undefined {
    const module = this.session.moduleNamed(instance.module, scope.module as ModuleRecord);
    if (module === undefined) return undefined;
    const parameters = new Map(module.parameters.map((p) => [p.name, p]));
    const substitutions = new Map<string, SubstitutionValue>();
    for (const s of instance.substitutions) {
      const key = symbolKey(s.target.name, "ident");
      const parameter = parameters.get(key) ?? parameters.get(symbolKey(s.target.name, "prefix"));
      if (parameter === undefined) {
        this.session.report("UnknownSubstitutionTarget", scope.module, s.target.range, { module: module.name, name: s.target.name });
        this.session.exprs.expr(s.value, scope, "any");
        continue;
      }
      if (substitutions.has(parameter.name)) {
        this.session.report("DuplicateSubstitution", scope.module, s.target.range, { name: s.target.name });
      }
      this.session.exprs.expr(s.value, scope, parameter.arity > 0 ? parameter.arity : "value");
      substitutions.set(parameter.name, { kind: "explicit", expr: s.value });
    }
    for (const parameter of module.parameters) {
      if (substitutions.has(parameter.name)) continue;
      const same = scope.lookup(parameter.name);
      if (same === undefined) {
        this.session.report("MissingImplicitSubstitution", scope.module, instance.module.range, {
          module: module.name,
          name: parameter.name,
          from: scope.module.name,
        });
        continue;
      }
      substitutions.set(parameter.name, { kind: "implicit", binding: isLocalName(same) ? same.binding : bindingOfVisible(same) });
    }
    const instantiation: Instantiation = { instance, module, from: scope.module, moduleDef, substitutions };
    (scope.module as ModuleRecord).instantiations.push(instantiation);
    return instantiation;
  }
}
