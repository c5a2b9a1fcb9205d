// One module, unit by unit: first what EXTENDS brings in, then each declaration
// and definition in order. A submodule starts from everything its enclosing module
// has defined before it and is resolved where it appears.

import { assertNever, type Unit } from "../../grammar/tla/ast.js";
import type { ConstantEntity, VariableEntity } from "./model.js";
import { symbolKey } from "./operatorNames.js";
import type { ProofBinder } from "./proofBinder.js";
import { Scope } from "./scope.js";
import type { ModuleRecord, Session } from "./session.js";

export class ModuleBinder {
  constructor(
    private readonly session: Session,
    private readonly proofs: ProofBinder,
  ) {}

  bind(record: ModuleRecord): void {
    if (record.enclosing !== undefined) {
      for (const [key, v] of record.enclosing.visible) record.visible.set(key, v);
    }
    const scope = Scope.forModule(record, record.visible);
    for (const ident of record.ast.extends) {
      const extended = this.session.moduleNamed(ident, record);
      if (extended === undefined) continue;
      for (const [key, v] of extended.exports) this.session.declare(scope, v.name, ident.range, { ...v, local: false }, key, "extends");
      for (const p of extended.parameters) if (!record.parameters.includes(p)) record.parameters.push(p);
    }
    for (const unit of record.ast.units) this.unit(unit, record, scope);
    this.session.definitions.checkRecursiveDefined(scope);
  }

  private unit(unit: Unit, record: ModuleRecord, scope: Scope): void {
    const definitions = this.session.definitions;
    switch (unit.kind) {
      case "VariableDecl":
        for (const ident of unit.names) {
          const entity: VariableEntity = { kind: "variable", name: ident.name, module: record, arity: 0, nameRange: ident.range, ident };
          if (this.session.declare(scope, ident.name, ident.range, { name: ident.name, entity, via: [], local: false })) {
            record.parameters.push(entity);
          }
        }
        return;
      case "ConstantDecl":
        for (const decl of unit.decls) {
          const key = symbolKey(decl.name.name, decl.form);
          const entity: ConstantEntity = { kind: "constant", name: key, module: record, arity: decl.arity, nameRange: decl.name.range, decl };
          if (this.session.declare(scope, decl.name.name, decl.name.range, { name: key, entity, via: [], local: false }, key)) {
            record.parameters.push(entity);
          }
        }
        return;
      case "RecursiveDecl":
        definitions.recursive(unit, scope, false);
        return;
      case "OperatorDef":
        definitions.operator(unit, scope, unit.local);
        return;
      case "FunctionDef":
        definitions.function(unit, scope, unit.local);
        return;
      case "ModuleDef":
        definitions.namedInstance(unit, scope, unit.local);
        return;
      case "InstanceUnit":
        definitions.unnamedInstance(unit, scope);
        return;
      case "Assumption":
        this.proofs.assumption(unit, scope);
        return;
      case "Theorem":
        this.proofs.theorem(unit, scope);
        return;
      case "UseOrHide":
        for (const e of unit.facts) this.session.exprs.expr(e, scope, "any");
        for (const e of unit.defs) this.session.exprs.expr(e, scope, "any");
        return;
      case "Module":
        this.session.submodule(unit, record);
        return;
      default:
        assertNever(unit);
    }
  }
}
