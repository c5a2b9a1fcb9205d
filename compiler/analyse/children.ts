// The direct subexpressions of an expression, for passes that only need to walk
// (level computation, string-literal collection). Binders and definitions inside
// LET are included so that nothing a definition mentions is missed.

import type { Expr, Let, Module, RecordCtor, RecordSet } from "../../grammar/tla/ast.js";
import type { Diagnostic } from "../../runtime/diagnostics.js";
import { diagnostic } from "../../runtime/diagnostics.js";
import { tlcLocation } from "../../runtime/check/report.js";
import { locationModuleName } from "../emit/program.js";
import type { Binding, Entity, Resolved, ResolvedModule } from "../resolve/model.js";

export function childExprs(e: Expr): readonly Expr[] {
  switch (e.kind) {
    case "Name": {
      const out: Expr[] = [];
      for (const p of e.prefix) out.push(...p.args);
      out.push(...e.args);
      return out;
    }
    case "Number":
    case "String":
    case "At":
    case "StepRef":
      return [];
    case "Prefix":
    case "Postfix":
      return [e.operand];
    case "Infix":
      return [e.left, e.right];
    case "Times":
      return e.sets;
    case "Junction":
      return e.items;
    case "Quant":
      return [...e.bounds.map((b) => b.set), e.body];
    case "UnboundedQuant":
      return [e.body];
    case "Choose":
      return e.set === undefined ? [e.body] : [e.set, e.body];
    case "SetEnum":
    case "Tuple":
      return e.elements;
    case "SetFilter":
      return [e.bound.set, e.predicate];
    case "SetMap":
      return [...e.bounds.map((b) => b.set), e.element];
    case "FunctionCtor":
      return [...e.bounds.map((b) => b.set), e.body];
    case "FunctionSet":
      return [e.domain, e.range_];
    case "RecordCtor":
    case "RecordSet":
      return e.fields.map((f) => f.value);
    case "Except": {
      const out: Expr[] = [e.target];
      for (const u of e.updates) {
        for (const step of u.path) if (step.kind === "IndexStep") out.push(...step.args);
        out.push(u.value);
      }
      return out;
    }
    case "FunctionApp":
      return [e.fn, ...e.args];
    case "RecordField":
      return [e.record];
    case "If":
      return [e.cond, e.then, e.else_];
    case "Case": {
      const out: Expr[] = [];
      for (const arm of e.arms) out.push(arm.guard, arm.body);
      if (e.other !== undefined) out.push(e.other);
      return out;
    }
    case "Let":
      return [...letBodies(e), e.body];
    case "Lambda":
      return [e.body];
    case "BoxAction":
    case "AngleAction":
      return [e.action, e.subscript];
    case "Fairness":
      return [e.subscript, e.action];
    case "Label":
      return [e.body];
  }
}

function letBodies(e: Let): Expr[] {
  const out: Expr[] = [];
  for (const d of e.defs) {
    if (d.kind === "OperatorDef") out.push(d.body);
    else if (d.kind === "FunctionDef") out.push(...d.bounds.map((b) => b.set), d.body);
  }
  return out;
}

// -- ----------------------------------------------------------------------
// SANY's record lint (tla2sany.linter.Linter.lintRecords, which TLC 2026.04 runs on every module
// that is not one of its standard modules and prints before "Starting..."): a field of a record
// constructor spelled like a name the module can see (`Key` in `[LoginID |-> 1, Key |-> 44]` beside
// `VARIABLE Key`) suggests the writer expected the name's value, so SANY warns, unless the field's
// value, another field's value of the same record, or a field's value of any record with the same
// field names (in the module or a module it extends) is built from a declaration: a CONSTANT, a
// VARIABLE, a parameter or bound variable, BOOLEAN, Int or Nat, found through the definitions it
// applies. `[N |-> N]` shows the writer knows field names are strings.
// (Kept here, beside the walk it uses: `check` loads a capped number of modules.)

/** SANY's warnings for the spec's own modules, in its order: modules as processed, records as written. */
export function recordFieldWarnings(resolved: Resolved): Diagnostic[] {
  // Walked only for the spec's own modules: TLC's standard modules hold no record a lint would meet.
  const records = new Map<ResolvedModule, Rec[]>();
  const recordsOf = (m: ResolvedModule): Rec[] => {
    let rs = records.get(m);
    if (rs === undefined) records.set(m, (rs = m.standard ? [] : moduleRecords(m.ast)));
    return rs;
  };
  const byName = new Map(resolved.modules.map((m) => [m.name, m] as const));
  const built = new BuiltFromDeclarations(resolved);
  const out: Diagnostic[] = [];
  for (const m of resolved.modules) {
    if (m.standard) continue;
    const own = recordsOf(m);
    if (own.length === 0) continue;
    const all = [...own];
    for (const e of extendedModules(m, byName)) all.push(...recordsOf(e));
    for (const record of own) {
      for (const field of record.fields) {
        const seen = m.visible.get(field.name.name);
        if (seen === undefined) continue;
        if (built.test(field.value)) continue;
        if (record.fields.some((f) => built.test(f.value))) continue;
        if (all.some((r) => sameFieldNames(r, record) && r.fields.some((f) => built.test(f.value)))) continue;
        out.push(
          diagnostic("RecordFieldNameClash", m.file, field.name.range, {
            field: field.name.name,
            fieldLocation: tlcRange(m, field.name.range),
            location: entityLocation(seen.entity),
          }),
        );
      }
    }
  }
  return out;
}

/** A record constructor `[a |-> e]` or a set of records `[a : S]`. */
type Rec = RecordCtor | RecordSet;

/** The record constructors (and sets of records) of a module's definitions, assumptions and theorems, inner ones first (SANY adds a record once its fields are built). */
function moduleRecords(ast: Module): Rec[] {
  const out: Rec[] = [];
  const walk = (e: Expr): void => {
    for (const c of childExprs(e)) walk(c);
    // SANY registers a set of records `[a : S]` as a record too.
    if (e.kind === "RecordCtor" || e.kind === "RecordSet") out.push(e);
  };
  for (const u of ast.units) {
    if (u.kind === "OperatorDef") walk(u.body);
    else if (u.kind === "FunctionDef") {
      for (const b of u.bounds) walk(b.set);
      walk(u.body);
    } else if (u.kind === "Assumption") walk(u.expr);
    else if (u.kind === "Theorem" && u.body.kind !== "AssumeProve") walk(u.body);
  }
  return out;
}

/** The modules `m` extends, directly or not (SANY's getExtendedModuleSet(true)). */
function extendedModules(m: ResolvedModule, byName: ReadonlyMap<string, ResolvedModule>): ResolvedModule[] {
  const out: ResolvedModule[] = [];
  const visit = (x: ResolvedModule): void => {
    for (const id of x.ast.extends) {
      const e = byName.get(id.name);
      if (e === undefined || out.includes(e)) continue;
      out.push(e);
      visit(e);
    }
  };
  visit(m);
  return out;
}

function sameFieldNames(a: Rec, b: Rec): boolean {
  return a === b || (a.fields.length === b.fields.length && a.fields.every((f) => b.fields.some((g) => g.name.name === f.name.name)));
}

/** SANY's Linter.isBuiltFromDeclarations: the expression, or a definition it applies (followed through), reads a declaration. */
class BuiltFromDeclarations {
  private readonly memo = new Map<Expr, boolean>();

  constructor(private readonly resolved: Resolved) {}

  test(e: Expr): boolean {
    const known = this.memo.get(e);
    if (known !== undefined) return known;
    // A definition reached again while it is being walked (recursion) reads nothing new.
    this.memo.set(e, false);
    const found = this.walk(e);
    this.memo.set(e, found);
    return found;
  }

  private walk(e: Expr): boolean {
    if (e.kind === "Name") {
      const b = this.resolved.references.get(e);
      if (b !== undefined && this.binding(b)) return true;
    } else if (e.kind === "Prefix" || e.kind === "Infix" || e.kind === "Postfix") {
      const b = this.resolved.operators.get(e);
      if (b !== undefined && this.binding(b)) return true;
    }
    return childExprs(e).some((c) => this.test(c));
  }

  private binding(b: Binding): boolean {
    switch (b.kind) {
      case "constant":
      case "variable":
      case "bound":
      case "parameter":
        return true;
      case "builtin":
        return b.name === "BOOLEAN";
      case "definition":
        return this.definition(b.entity);
      default:
        return false;
    }
  }

  private definition(entity: Entity): boolean {
    if (entity.kind === "operator" || entity.kind === "function") {
      // TLC's standard modules: Int and Nat count as declarations, and every operator with
      // parameters reads them in its body; our copies' bodies are not TLC's, so not walked.
      if (entity.module.standard) return entity.arity > 0 || entity.name === "Nat" || entity.name === "Int";
      const node = entity.node;
      if (node === undefined) return false;
      if (node.kind === "FunctionDef") return node.bounds.some((x) => this.test(x.set)) || this.test(node.body);
      return this.test(node.body);
    }
    return false;
  }
}

function tlcRange(m: ResolvedModule, range: { readonly start: number; readonly end: number }): string {
  const from = m.source.tlcPosition(range.start);
  const to = m.source.tlcPosition(Math.max(range.start, range.end - 1));
  return tlcLocation({ module: locationModuleName(m), file: m.file, line: from.line, column: from.column, endLine: to.line, endColumn: to.column });
}

/** Where SANY locates the name's symbol: a declaration at its identifier, a definition over its whole text. */
function entityLocation(entity: Entity): string {
  switch (entity.kind) {
    case "variable":
      return tlcRange(entity.module, entity.ident.range);
    case "constant":
      return tlcRange(entity.module, entity.decl.range);
    case "operator":
      return tlcRange(entity.module, entity.node?.range ?? entity.nameRange);
    default:
      return tlcRange(entity.module, entity.node.range);
  }
}
