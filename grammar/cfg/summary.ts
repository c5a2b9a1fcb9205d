// Collects the statements of a .cfg into one description of the model, the shape
// TLC's ModelConfig exposes to SpecProcessor: all invariants in file order, the
// constant assignments by name, overrides, and the module-scoped forms apart.
// Also the short, stable text the CLI prints about a model file.

import type {
  CfgFile,
  CfgName,
  ConstantAssignment,
  ConstantOverride,
  NameListKind,
  SingleNameKind,
} from "./ast.js";
import { printEntry } from "./printer.js";

export interface CfgModel {
  readonly specification: CfgName | undefined;
  readonly init: CfgName | undefined;
  readonly next: CfgName | undefined;
  readonly symmetry: CfgName | undefined;
  readonly view: CfgName | undefined;
  readonly alias: CfgName | undefined;
  readonly postcondition: CfgName | undefined;
  readonly typeConstraint: CfgName | undefined;
  /** `CHECK_DEADLOCK` as written; undefined when absent (TLC then checks for deadlock unless told otherwise). */
  readonly checkDeadlock: boolean | undefined;
  readonly invariants: readonly CfgName[];
  readonly properties: readonly CfgName[];
  readonly constraints: readonly CfgName[];
  readonly actionConstraints: readonly CfgName[];
  /** Root-module `C = v`, by name; a later assignment replaces an earlier one, as in TLC. */
  readonly constants: ReadonlyMap<string, ConstantAssignment>;
  /** Rows `F(a, b) = v` of finite operator tables, by operator name, in file order. */
  readonly operatorTables: ReadonlyMap<string, readonly ConstantAssignment[]>;
  /** Root-module `C <- Def`, by the replaced name. */
  readonly overrides: ReadonlyMap<string, ConstantOverride>;
  /** `D = [Mod] v`, by module name, then by name. */
  readonly moduleConstants: ReadonlyMap<string, ReadonlyMap<string, ConstantAssignment>>;
  /** `D <- [Mod] Def`, by module name, then by name. */
  readonly moduleOverrides: ReadonlyMap<string, ReadonlyMap<string, ConstantOverride>>;
}

const singleField: Readonly<Record<SingleNameKind, keyof CfgModel>> = {
  Specification: "specification",
  Init: "init",
  Next: "next",
  Symmetry: "symmetry",
  View: "view",
  Alias: "alias",
  Postcondition: "postcondition",
  TypeConstraint: "typeConstraint",
};

export function summarizeCfg(ast: CfgFile): CfgModel {
  const single = new Map<keyof CfgModel, CfgName>();
  const lists: Record<NameListKind, CfgName[]> = { Invariants: [], Properties: [], Constraints: [], ActionConstraints: [] };
  let checkDeadlock: boolean | undefined;
  const constants = new Map<string, ConstantAssignment>();
  const operatorTables = new Map<string, ConstantAssignment[]>();
  const overrides = new Map<string, ConstantOverride>();
  const moduleConstants = new Map<string, Map<string, ConstantAssignment>>();
  const moduleOverrides = new Map<string, Map<string, ConstantOverride>>();

  for (const s of ast.statements) {
    switch (s.kind) {
      case "Invariants":
      case "Properties":
      case "Constraints":
      case "ActionConstraints":
        lists[s.kind].push(...s.names);
        break;
      case "CheckDeadlock":
        checkDeadlock ??= s.value;
        break;
      case "Constants":
        for (const e of s.entries) {
          if (e.kind === "Override") {
            if (e.module === undefined) overrides.set(e.name.name, e);
            else inner(moduleOverrides, e.module.name).set(e.name.name, e);
          } else if (e.module !== undefined) {
            inner(moduleConstants, e.module.name).set(e.name.name, e);
          } else if (e.args.length > 0) {
            const rows = operatorTables.get(e.name.name) ?? [];
            rows.push(e);
            operatorTables.set(e.name.name, rows);
          } else {
            constants.set(e.name.name, e);
          }
        }
        break;
      default: {
        // TLC rejects a repeated single-name keyword; parseCfg reports it, so the first is the only one.
        const field = singleField[s.kind];
        if (!single.has(field)) single.set(field, s.name);
      }
    }
  }
  return {
    specification: single.get("specification"),
    init: single.get("init"),
    next: single.get("next"),
    symmetry: single.get("symmetry"),
    view: single.get("view"),
    alias: single.get("alias"),
    postcondition: single.get("postcondition"),
    typeConstraint: single.get("typeConstraint"),
    checkDeadlock,
    invariants: lists.Invariants,
    properties: lists.Properties,
    constraints: lists.Constraints,
    actionConstraints: lists.ActionConstraints,
    constants,
    operatorTables,
    overrides,
    moduleConstants,
    moduleOverrides,
  };
}

function inner<V>(outer: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let map = outer.get(key);
  if (map === undefined) {
    map = new Map();
    outer.set(key, map);
  }
  return map;
}

/**
 * A few stable lines describing a model file: specification, init and next always;
 * constants, overrides, invariants and properties always (`(none)` when empty);
 * the rarer settings only when given.
 */
export function formatCfgSummary(ast: CfgFile): string {
  const m = summarizeCfg(ast);
  const name = (n: CfgName | undefined): string => (n === undefined ? "-" : n.name);
  const names = (ns: readonly CfgName[]): string => (ns.length === 0 ? "(none)" : ns.map((n) => n.name).join(", "));
  const entries = (es: readonly (ConstantAssignment | ConstantOverride)[]): string =>
    es.length === 0 ? "(none)" : es.map(printEntry).join(", ");

  const assignments: ConstantAssignment[] = [...m.constants.values()];
  for (const rows of m.operatorTables.values()) assignments.push(...rows);
  for (const byName of m.moduleConstants.values()) assignments.push(...byName.values());
  const replaced: ConstantOverride[] = [...m.overrides.values()];
  for (const byName of m.moduleOverrides.values()) replaced.push(...byName.values());

  const lines = [
    `specification: ${name(m.specification)}`,
    `init: ${name(m.init)}`,
    `next: ${name(m.next)}`,
    `constants: ${entries(assignments)}`,
    `overrides: ${entries(replaced)}`,
    `invariants: ${names(m.invariants)}`,
    `properties: ${names(m.properties)}`,
  ];
  if (m.constraints.length > 0) lines.push(`constraints: ${names(m.constraints)}`);
  if (m.actionConstraints.length > 0) lines.push(`action constraints: ${names(m.actionConstraints)}`);
  if (m.symmetry !== undefined) lines.push(`symmetry: ${m.symmetry.name}`);
  if (m.view !== undefined) lines.push(`view: ${m.view.name}`);
  if (m.alias !== undefined) lines.push(`alias: ${m.alias.name}`);
  if (m.postcondition !== undefined) lines.push(`postcondition: ${m.postcondition.name}`);
  if (m.typeConstraint !== undefined) lines.push(`type constraint: ${m.typeConstraint.name}`);
  if (m.checkDeadlock !== undefined) lines.push(`check deadlock: ${m.checkDeadlock ? "TRUE" : "FALSE"}`);
  return lines.join("\n");
}
