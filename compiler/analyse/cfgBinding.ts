// Binds a TLC model file to the resolved root module (TLC-SEMANTICS §7): which
// constants get which .cfg values, which definitions the .cfg replaces by a value
// (`N = 3` for `N == 5`) or by another definition (`C <- Op`, `D <- [M] Op`,
// `D = [M] v`), and the located errors TLC reports for a missing constant, an
// undefined or wrong-arity override, an unknown module. Names neither declared nor
// defined are silently ignored, as TLC does.

import type { CfgModel, CfgName, CfgValue, ConstantAssignment, ConstantOverride } from "../../grammar/cfg/index.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import { EvalError } from "../../runtime/values/errors.js";
import { setOfOwned } from "../../runtime/values/factory.js";
import { InternTable } from "../../runtime/values/intern.js";
import type { Value } from "../../runtime/values/index.js";
import type { Entity, Resolved, ResolvedModule } from "../resolve/index.js";
import type { DefinitionEntity } from "./scope.js";

/** A constant slot of the emitted context: a .cfg value, or `C = C` (a model value named C). */
export interface ConstantSlot {
  readonly name: string;
  readonly value: CfgValue;
  /** An operator constant given pointwise (`F(0) = 1  F(1) = 2`, TLC's OpRcdValue): its rows; `value` is the first row's. */
  readonly table?: readonly ConstantAssignment[];
  /**
   * The arity of an operator (a constant `F(_)` or a definition `D(a)`) given one plain
   * value (`F = v`): TLC binds the value to the name whatever its arity, and an
   * application `F(e)` evaluates to it without evaluating `e` (Tool.evalApplImpl: a
   * Value that is no OpValue is the result). Absent for arity 0.
   */
  readonly arity?: number;
}

/**
 * A .cfg replacement of a definition. `scoped` (`D <- [M] Op`, `D = [M] v`) replaces it
 * everywhere; otherwise not where it is named through an instance (`I!D`, a copy SANY
 * makes for the instantiation, which TLC's override does not reach; scope.ts `definition`).
 */
export type Replacement =
  | { readonly kind: "value"; readonly index: number; readonly scoped: boolean }
  | { readonly kind: "definition"; readonly entity: DefinitionEntity; readonly scoped: boolean };

export class CfgBinding {
  readonly variables: string[] = [];
  readonly constants: ConstantSlot[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly constantSlots = new Map<string, number>();
  private readonly constantDefinitions = new Map<string, DefinitionEntity>();
  /** `C <- K` between two constants: C's binding is K's (resolved once every constant is bound). */
  private readonly constantLinks = new Map<string, string>();
  private readonly replacements = new Map<Entity, Replacement>();

  constructor(
    readonly resolved: Resolved,
    readonly model: CfgModel,
    readonly cfgFile: string,
  ) {
    const root = resolved.root!;
    for (const p of root.parameters) if (p.kind === "variable") this.variables.push(p.name);
    this.bindRootConstants(root);
    this.bindModuleScoped();
  }

  /** The slot of a root constant bound to a value. */
  constantIndex(name: string): number | undefined {
    return this.constantSlots.get(name);
  }

  /** A root constant replaced by a definition (`C <- Op`). */
  constantDefinition(name: string): DefinitionEntity | undefined {
    return this.constantDefinitions.get(name);
  }

  replacementOf(entity: Entity): Replacement | undefined {
    return this.replacements.get(entity);
  }

  private error(name: Parameters<typeof diagnostic>[0], at: CfgName, args: Record<string, string | number>): void {
    this.diagnostics.push(diagnostic(name, this.cfgFile, at.range, args));
  }

  private slot(name: string, value: CfgValue, arity = 0): number {
    this.checkBuildable(value, new InternTable());
    const index = this.constants.length;
    this.constants.push(arity > 0 ? { name, value, arity } : { name, value });
    return index;
  }

  private tableSlot(name: string, rows: readonly ConstantAssignment[]): number {
    for (const row of rows) [...row.args, row.value].forEach((v) => this.checkBuildable(v, new InternTable()));
    const index = this.constants.length;
    this.constants.push({ name, value: rows[0]!.value, table: rows });
    return index;
  }

  /**
   * A set in the model file whose elements TLC cannot order (`{"a", 5}`: TLC stops with
   * "Attempted to compare integer 5 with non-integer") fails when the run builds its
   * constants, before any TLA+ is evaluated; built here once, the error names the set in
   * the model file instead. Comparability does not depend on intern tokens, so a scratch
   * table serves.
   */
  private checkBuildable(value: CfgValue, table: InternTable): Value | undefined {
    switch (value.kind) {
      case "Int":
        return Number(value.value);
      case "Str":
        return table.string(value.value);
      case "Bool":
        return value.value;
      case "ModelValue":
        return table.modelValue(value.name);
      case "Set": {
        const elements: Value[] = [];
        for (const e of value.elements) {
          const v = this.checkBuildable(e, table);
          if (v === undefined) return undefined;
          elements.push(v);
        }
        try {
          return setOfOwned(elements);
        } catch (e) {
          if (!(e instanceof EvalError)) throw e;
          this.diagnostics.push(diagnostic(e.diagnosticName, this.cfgFile, value.range, e.args));
          return undefined;
        }
      }
    }
  }

  private bindRootConstants(root: ResolvedModule): void {
    const model = this.model;
    for (const p of root.parameters) {
      if (p.kind !== "constant") continue;
      const assigned = model.constants.get(p.name);
      const override = model.overrides.get(p.name);
      if (override !== undefined) {
        const target = this.overrideTarget(override, p.arity, root);
        if (target !== undefined && "constant" in target) this.constantLinks.set(p.name, target.constant);
        else if (target !== undefined) this.constantDefinitions.set(p.name, target);
      } else if (assigned !== undefined && p.arity === 0) {
        this.constantSlots.set(p.name, this.slot(p.name, assigned.value));
      } else if (p.arity > 0 && model.operatorTables.has(p.name)) {
        this.constantSlots.set(p.name, this.tableSlot(p.name, model.operatorTables.get(p.name)!));
      } else if (assigned !== undefined) {
        // `F = v` for `CONSTANT F(_)`: TLC binds v to F (SpecProcessor puts the .cfg value on
        // the declaration whatever its arity); F(e) is v.
        this.constantSlots.set(p.name, this.slot(p.name, assigned.value, p.arity));
      } else {
        this.diagnostics.push(
          diagnostic("CfgConstantNotAssigned", root.file, p.nameRange, { name: p.name, cfg: this.cfgFile }),
        );
      }
    }
    for (const [name, to] of this.constantLinks) {
      const bound = this.constantBinding(name);
      if (bound === undefined) {
        // TLC looks the right-hand side up among the values it has: a constant without one is undefined there.
        const o = model.overrides.get(name)!;
        this.error("CfgOverrideUndefined", o.definition, { name, definition: to });
        continue;
      }
      if ("slot" in bound) this.constantSlots.set(name, bound.slot);
      else this.constantDefinitions.set(name, bound.definition);
    }
    // `D = v` and `D <- Op` for definitions of the root module (or of modules it extends).
    // TLC replaces a definition of any arity: `D = v` for `D(a) == ...` makes D(e) v, and rows
    // `D(1) = 7  D(2) = 8` make D that table (SpecProcessor: rootOpDefs[i].setToolObject(val)).
    for (const [name, assigned] of model.constants) {
      const v = root.visible.get(name);
      if (v === undefined || !isDefinition(v.entity)) continue;
      this.replacements.set(v.entity, { kind: "value", index: this.slot(name, assigned.value, v.entity.arity), scoped: false });
    }
    for (const [name, rows] of model.operatorTables) {
      const v = root.visible.get(name);
      if (v === undefined || !isDefinition(v.entity) || model.constants.has(name)) continue;
      const arity = v.entity.arity;
      // Rows of another arity are bound too: applying the table fails then, as TLC's OpRcdValue does.
      if (arity === 0) continue;
      this.replacements.set(v.entity, { kind: "value", index: this.tableSlot(name, rows), scoped: false });
    }
    for (const [name, override] of model.overrides) {
      const v = root.visible.get(name);
      if (v === undefined) {
        this.error("CfgOverrideUnknownTarget", override.name, { name });
        continue;
      }
      if (!isDefinition(v.entity)) continue;
      const target = this.replacementBy(this.overrideTarget(override, v.entity.arity, root), false);
      if (target !== undefined && !(target.kind === "definition" && target.entity === v.entity)) this.replacements.set(v.entity, target);
    }
  }

  private bindModuleScoped(): void {
    const model = this.model;
    const root = this.resolved.root!;
    const moduleNames = new Set([...model.moduleConstants.keys(), ...model.moduleOverrides.keys()]);
    for (const moduleName of [...moduleNames].sort()) {
      const module = this.resolved.modules.find((m) => m.name === moduleName);
      const entries = [...(model.moduleConstants.get(moduleName)?.values() ?? []), ...(model.moduleOverrides.get(moduleName)?.values() ?? [])];
      if (module === undefined) {
        for (const e of entries) this.error("CfgUnknownModule", e.module!, { module: moduleName });
        continue;
      }
      for (const e of entries) {
        const v = module.visible.get(e.name.name);
        if (v === undefined || !isDefinition(v.entity)) {
          this.error("CfgOverrideUnknownTarget", e.name, { name: `${e.name.name} in module ${moduleName}` });
          continue;
        }
        if (e.kind === "Assignment") {
          this.replacements.set(v.entity, { kind: "value", index: this.slot(e.name.name, e.value, v.entity.arity), scoped: true });
        } else {
          const target = this.replacementBy(this.overrideTarget(e, v.entity.arity, root), true);
          if (target !== undefined) this.replacements.set(v.entity, target);
        }
      }
    }
  }

  /**
   * The root-module definition `Op` of `C <- Op`, checked for existence and arity; or, for
   * `C <- K` with K a declared constant, K's name: TLC takes K's value (its own .cfg value or
   * replacement), as EWD687a_anim's `Leader <- L` for `CONSTANT L` and `L = L`.
   */
  private overrideTarget(o: ConstantOverride, arity: number, root: ResolvedModule): DefinitionEntity | { readonly constant: string } | undefined {
    // TLC's SpecProcessor: the right-hand side of a `<-` may not be replaced itself.
    if (this.model.overrides.has(o.definition.name)) {
      this.error("CfgOverrideChained", o.definition, { name: o.definition.name });
      return undefined;
    }
    const v = root.visible.get(o.definition.name);
    const entity = v?.entity;
    if (entity === undefined || (!isDefinition(entity) && entity.kind !== "constant")) {
      this.error("CfgOverrideUndefined", o.definition, { name: o.name.name, definition: o.definition.name });
      return undefined;
    }
    if (entity.arity !== arity) {
      this.error("CfgOverrideArity", o.definition, { name: o.name.name, definition: o.definition.name });
      return undefined;
    }
    return isDefinition(entity) ? entity : { constant: o.definition.name };
  }

  /** The replacement of a definition by `target` (a definition, or a constant's binding). */
  private replacementBy(target: DefinitionEntity | { readonly constant: string } | undefined, scoped: boolean): Replacement | undefined {
    if (target === undefined) return undefined;
    if (!("constant" in target)) return { kind: "definition", entity: target, scoped };
    const bound = this.constantBinding(target.constant);
    if (bound === undefined) return undefined;
    return "slot" in bound ? { kind: "value", index: bound.slot, scoped } : { kind: "definition", entity: bound.definition, scoped };
  }

  /**
   * What the constant `name` stands for after the .cfg: its value slot or its replacing
   * definition, following `C <- K` links between constants (undefined for one left unbound,
   * already reported, or a cycle of such links).
   */
  private constantBinding(name: string, seen = new Set<string>()): { readonly slot: number } | { readonly definition: DefinitionEntity } | undefined {
    const slot = this.constantSlots.get(name);
    if (slot !== undefined) return { slot };
    const definition = this.constantDefinitions.get(name);
    if (definition !== undefined) return { definition };
    const next = this.constantLinks.get(name);
    if (next === undefined || seen.has(name)) return undefined;
    seen.add(name);
    return this.constantBinding(next, seen);
  }
}

function isDefinition(e: Entity): e is DefinitionEntity {
  return e.kind === "operator" || e.kind === "function" || e.kind === "theorem";
}

/** Every model-value name and string of the .cfg in file order (intern phase 1, TLC-SEMANTICS §1.2). */
export function cfgValueNames(values: readonly CfgValue[]): string[] {
  const out: string[] = [];
  const walk = (v: CfgValue): void => {
    if (v.kind === "ModelValue") out.push(v.name);
    else if (v.kind === "Str") out.push(v.value);
    else if (v.kind === "Set") v.elements.forEach(walk);
  };
  values.forEach(walk);
  return out;
}
