// Names that clash between scopes are renamed as the translator renames them
// (PcalSymTab.Disambiguate): the same label in two processes, a local variable of one
// process named like another's, a label named like a variable. Every name goes into
// one table (pc, stack, globals, then each procedure's name, variables, parameters
// and labels, then each process's name, variables and labels); kinds are taken in the
// order global, label, procedure, process, process variable, procedure variable,
// parameter, and a name still used by another entry gets `_`, then letters of its
// scope's name, then the kind's number appended. The translation starts with one
// comment line per renaming.

import type { At, VarDecl } from "../../grammar/pcal/ast.js";
import { substitute, type Expr, type Substitution } from "../../grammar/pcal/expr.js";
import { PcalError, type LabeledStmt, type XStmt } from "./labels.js";

const GLOBAL = 0;
const LABEL = 1;
const PROCEDURE = 2;
const PROCESS = 3;
const PROCESSVAR = 4;
const PROCEDUREVAR = 5;
const PARAMETER = 6;
const kindName = ["Global variable", "Label", "Procedure", "Process", "Process variable", "Procedure variable", "Parameter"];
const isVar = (t: number): boolean => t === GLOBAL || t === PROCESSVAR || t === PROCEDUREVAR || t === PARAMETER;

interface Entry {
  readonly type: number;
  readonly id: string;
  readonly context: string;
  readonly cType: string;
  readonly at: At | undefined;
  useThis: string;
}

export interface Unit {
  name: string;
  readonly kind: "procedure" | "process";
  readonly decls: VarDecl[];
  readonly params: VarDecl[];
  body: LabeledStmt[];
  plusLabels: string[];
  minusLabels: string[];
  proceduresCalled: string[];
  id?: Expr;
  readonly at: At;
}

export class SymbolTable {
  private readonly entries: Entry[] = [];

  private insert(type: number, id: string, context: string, cType: string, at: At | undefined, what: string): void {
    const clash = isVar(type)
      ? this.entries.find((e) => (e.type === GLOBAL && e.id === id && e.context === "") || (e.id === id && e.context === context))
      : this.entries.find((e) => e.type === type && e.id === id && e.context === context);
    if (clash !== undefined) throw new PcalError(`${what} ${id} is defined twice`, at);
    this.entries.push({ type, id, context, cType, at, useThis: id });
  }

  constructor(globals: readonly VarDecl[], procedures: readonly Unit[], processes: readonly Unit[], uniBody: readonly LabeledStmt[]) {
    this.insert(GLOBAL, "pc", "", "", undefined, "variable");
    if (procedures.length > 0) this.insert(GLOBAL, "stack", "", "", undefined, "variable");
    for (const d of globals) this.insert(GLOBAL, d.var, "", "process", d.at, "global variable");
    for (const p of procedures) {
      this.insert(PROCEDURE, p.name, "", "procedure", p.at, "procedure");
      for (const d of p.decls) this.insert(PROCEDUREVAR, d.var, p.name, "procedure", d.at, "procedure variable");
      for (const d of p.params) this.insert(PARAMETER, d.var, p.name, "procedure", d.at, "parameter");
      this.labels(p.body, p.name, "procedure");
    }
    for (const p of processes) {
      this.insert(PROCESS, p.name, "", "process", p.at, "process");
      for (const d of p.decls) this.insert(PROCESSVAR, d.var, p.name, "process", d.at, "process variable");
      this.labels(p.body, p.name, "process");
    }
    this.labels(uniBody, "", "");
  }

  private labels(seq: readonly LabeledStmt[], context: string, cType: string): void {
    for (const ls of seq) {
      this.insert(LABEL, ls.label, context, cType, ls.stmts[0]?.at ?? ls.at, "label");
      this.stmtLabels(ls.stmts, context, cType);
    }
  }

  private stmtLabels(stmts: readonly XStmt[], context: string, cType: string): void {
    for (const s of stmts) {
      if (s.kind === "while") {
        this.stmtLabels(s.body, context, cType);
        this.labels(s.labDo ?? [], context, cType);
      } else if (s.kind === "if") {
        this.stmtLabels(s.then, context, cType);
        this.labels(s.labThen ?? [], context, cType);
        this.stmtLabels(s.else, context, cType);
        this.labels(s.labElse ?? [], context, cType);
      } else if (s.kind === "either") {
        s.ors.forEach((o, i) => {
          this.stmtLabels(o, context, cType);
          this.labels(s.labOrs?.[i] ?? [], context, cType);
        });
      } else if (s.kind === "with") this.stmtLabels(s.body, context, cType);
    }
  }

  /** Renames clashing names; returns the translator's comment lines reporting them. */
  disambiguate(): string[] {
    const report: string[] = [];
    const ambiguous = (name: string): boolean => this.entries.filter((e) => e.useThis === name).length > 1;
    for (let type = 0; type <= 7; type++) {
      for (const e of this.entries) {
        if (e.type !== type) continue;
        e.useThis = e.id;
        let n = 0;
        while (type > 0 && ambiguous(e.useThis)) {
          n++;
          if (n === 1) e.useThis += "_";
          else if (n > e.context.length + 1) e.useThis += String(type);
          else e.useThis += e.context[n - 2]!;
        }
        if (e.useThis !== e.id) {
          const where = e.context.length === 0 ? "" : ` of ${e.cType} ${e.context}`;
          report.push(`\\* ${kindName[e.type]} ${e.id}${where} at line ${e.at?.line ?? 0} col ${e.at?.col ?? 0} changed to ${e.useThis}`);
        }
      }
    }
    return report;
  }

  label(id: string, context: string): string {
    return this.entries.find((e) => e.type === LABEL && e.id === id && e.context === context)?.useThis ?? id;
  }

  procedure(id: string): string {
    return this.entries.find((e) => e.type === PROCEDURE && e.id === id)?.useThis ?? id;
  }

  process(id: string): string {
    return this.entries.find((e) => e.type === PROCESS && e.id === id)?.useThis ?? id;
  }

  /** The renamings of variables visible in a scope, for rewriting expressions. */
  variables(context: string): Map<string, Substitution> {
    const m = new Map<string, Substitution>();
    for (const e of this.entries) {
      if (e.context !== context || e.useThis === e.id || m.has(e.id)) continue;
      const first = this.entries.find((x) => x.id === e.id && x.context === context)!;
      if (isVar(first.type)) m.set(e.id, { with: { lines: [[{ text: first.useThis, kind: "ident", col: 0 }]] } });
    }
    return m;
  }
}

/** Applies the table's names to a scope's labeled statements, declarations and expressions. */
export function applyNames(st: SymbolTable, unit: Unit | undefined, body: LabeledStmt[], context: string): void {
  const vars = st.variables(context);
  const e = (x: Expr): Expr => (vars.size === 0 ? x : substitute(x, vars, true));
  const lab = (l: string): string => (l === "Done" ? l : st.label(l, context));
  const fixSeq = (seq: LabeledStmt[]): void => {
    for (const ls of seq) {
      ls.label = lab(ls.label);
      fixStmts(ls.stmts);
    }
  };
  const fixStmts = (stmts: XStmt[]): void => {
    stmts.forEach((s, i) => {
      let t: XStmt = s;
      switch (s.kind) {
        case "assign":
          t = {
            ...s,
            ass: s.ass.map((a) => ({ ...a, var: vars.get(a.var)?.with.lines[0]![0]!.text ?? a.var, sub: e(a.sub), rhs: e(a.rhs) })),
          };
          break;
        case "if":
          t = { ...s, test: e(s.test) };
          fixStmts(s.then);
          fixStmts(s.else);
          fixSeq(s.labThen ?? []);
          fixSeq(s.labElse ?? []);
          break;
        case "either":
          s.ors.forEach(fixStmts);
          (s.labOrs ?? []).forEach(fixSeq);
          break;
        case "with":
          t = { ...s, exp: e(s.exp) };
          fixStmts(s.body);
          break;
        case "while":
          t = { ...s, test: e(s.test) };
          fixStmts(s.body);
          fixSeq(s.labDo ?? []);
          break;
        case "when":
        case "print":
        case "assert":
          t = { ...s, exp: e(s.exp) };
          break;
        case "goto":
          t = { ...s, to: lab(s.to) };
          break;
        case "call":
        case "callReturn":
          t = { ...s, to: st.procedure(s.to), args: s.args.map(e), from: s.from === null ? null : st.procedure(s.from) };
          break;
        case "callGoto":
          t = { ...s, to: st.procedure(s.to), args: s.args.map(e), after: lab(s.after) };
          break;
        case "return":
          t = { ...s, from: s.from === null ? null : st.procedure(s.from) };
          break;
      }
      // Keep the labeled parts that the spread copied by reference.
      stmts[i] = t;
    });
  };
  fixSeq(body);
  if (unit === undefined) return;
  const rename = (d: VarDecl): VarDecl => ({ ...d, var: vars.get(d.var)?.with.lines[0]![0]!.text ?? d.var, val: e(d.val) });
  unit.decls.splice(0, unit.decls.length, ...unit.decls.map(rename));
  unit.params.splice(0, unit.params.length, ...unit.params.map(rename));
  unit.plusLabels = unit.plusLabels.map(lab);
  unit.minusLabels = unit.minusLabels.map(lab);
  unit.proceduresCalled = unit.proceduresCalled.map((p) => st.procedure(p));
  unit.name = unit.kind === "procedure" ? st.procedure(unit.name) : st.process(unit.name);
}
