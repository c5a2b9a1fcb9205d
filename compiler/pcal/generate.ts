// Writes the TLA+ translation of an exploded algorithm, definition by definition and
// conjunct by conjunct in the order and shape the TLA+ tools' translator gives them
// (VARIABLES with `pc` first, `vars`, `ProcSet`, `Init`, one action per label with its
// UNCHANGED, the process and procedure disjunctions, `Next`, `Spec`, `Termination`).

import type { Algorithm, VarDecl } from "../../grammar/pcal/ast.js";
import { isEmptyExpr, lineExpr, renderExpr, substitute, type Expr, type Substitution, type TokKind } from "../../grammar/pcal/expr.js";
import { location, PcalError, type LabeledStmt, type XStmt } from "./labels.js";
import { initialValue } from "./explode.js";

export interface GenOptions {
  readonly fairness: "" | "wf" | "sf" | "wfNext" | "nof";
  readonly omitPC: boolean;
  readonly omitStutteringWhenDone: boolean;
  readonly noDoneDisjunct: boolean;
}

export interface GenProcedure {
  readonly name: string;
  readonly params: readonly VarDecl[];
  readonly decls: readonly VarDecl[];
  readonly body: LabeledStmt[];
  readonly plusLabels: readonly string[];
  readonly minusLabels: readonly string[];
  readonly proceduresCalled: readonly string[];
}

export interface GenProcess {
  readonly name: string;
  readonly isEq: boolean;
  readonly id: Expr;
  readonly decls: readonly VarDecl[];
  readonly body: LabeledStmt[];
  readonly fairness: "unfair" | "wf" | "sf";
  readonly plusLabels: readonly string[];
  readonly minusLabels: readonly string[];
  readonly proceduresCalled: readonly string[];
  readonly iPC: string;
}

const wrapColumn = 78;
const sp = (n: number): string => " ".repeat(Math.max(0, n));
const subscriptKinds: ReadonlySet<TokKind> = new Set(["ident", "added"]);

/** Which variables a step has changed so far (the translator's `Changed`). */
class Changed {
  readonly set: Set<string>;
  constructor(
    private readonly vars: readonly string[],
    from?: Changed,
  ) {
    this.set = new Set(from?.set);
  }
  copy(): Changed {
    return new Changed(this.vars, this);
  }
  merge(o: Changed): void {
    for (const v of o.set) this.set.add(v);
  }
  /** Variables not changed here (or, given `other`, changed there but not here), in declaration order. */
  unchanged(other?: Changed): string[] {
    return this.vars.filter((v) => !this.set.has(v) && (other === undefined || other.set.has(v)));
  }
}

export function generate(
  alg: Algorithm,
  procedures: readonly GenProcedure[],
  processes: readonly GenProcess[],
  uniBody: LabeledStmt[],
  uniIPC: string,
  o: GenOptions,
): string[] {
  return new Generator(alg, procedures, processes, o).run(uniBody, uniIPC);
}

class Generator {
  private readonly out: string[] = [];
  private nextLine = "";
  private readonly vars: string[] = [];
  private readonly procVars = new Set<string>();
  private readonly procSetVars = new Set<string>();
  private readonly mp: boolean;
  private self: Expr | undefined;
  private selfIsSelf = false;
  private readonly nextStep: string[] = [];
  private currentProcName = "Next";

  constructor(
    private readonly alg: Algorithm,
    private readonly procedures: readonly GenProcedure[],
    private readonly processes: readonly GenProcess[],
    private readonly o: GenOptions,
  ) {
    this.mp = alg.multiprocess;
  }

  // -- the line buffer ------------------------------------------------------------

  private token(s: string): void {
    this.nextLine += s;
  }
  private endLine(): void {
    if (this.nextLine.length !== 0) {
      this.out.push(this.nextLine);
      this.nextLine = "";
    }
  }
  private line(s: string): void {
    this.endLine();
    if (s.length === 0) this.out.push("");
    else {
      this.nextLine = s;
      this.endLine();
    }
  }
  private expr(e: Expr): void {
    const sv = renderExpr(e);
    if (sv.length === 0) return;
    const indent = this.nextLine.length;
    let k = 0;
    if (indent !== 0) {
      this.nextLine += sv[0];
      k = 1;
      if (sv.length > 1) this.endLine();
    }
    if (sv.length > 1) {
      for (; k < sv.length - 1; k++) this.out.push(sp(indent) + sv[k]);
      this.nextLine = sp(indent) + sv[sv.length - 1];
    } else if (indent === 0) this.nextLine += sv[0];
  }

  // -- top level ------------------------------------------------------------------

  run(uniBody: LabeledStmt[], uniIPC: string): string[] {
    this.varsAndDefs();
    if (this.mp) this.procSet();
    this.init(uniIPC);
    for (const p of this.procedures) this.procedure(p);
    if (this.mp) for (const p of this.processes) this.process(p);
    else
      for (const ls of uniBody) {
        this.nextStep.push(ls.label);
        this.labeledStmt(ls, "");
      }
    this.next();
    this.spec();
    this.termination();
    this.endLine();
    return this.out;
  }

  private procedure(p: GenProcedure): void {
    if (this.mp) {
      this.self = lineExpr([{ text: "self", kind: "ident" }]);
      this.selfIsSelf = true;
    } else this.nextStep.push(p.name);
    for (const ls of p.body) this.labeledStmt(ls, "procedure");
    this.disjunction(
      p.name + (this.mp ? "(self)" : ""),
      p.body.map((ls) => ls.label + (this.mp ? "(self)" : "")),
    );
  }

  private process(p: GenProcess): void {
    this.currentProcName = p.name;
    if (p.isEq) {
      this.self = p.id;
      this.selfIsSelf = false;
      this.nextStep.push(p.name);
    } else {
      this.self = lineExpr([{ text: "self", kind: "ident" }]);
      this.selfIsSelf = true;
    }
    for (const ls of p.body) this.labeledStmt(ls, "process");
    if (!this.o.omitPC)
      this.disjunction(
        p.name + (p.isEq ? "" : "(self)"),
        p.body.map((ls) => ls.label + (p.isEq ? "" : "(self)")),
      );
  }

  private disjunction(head: string, disjuncts: readonly string[]): void {
    const start = head + " == ";
    this.token(start);
    disjuncts.forEach((d, i) => {
      if (i !== 0 && this.nextLine.length + 7 + d.length > wrapColumn) this.endLine();
      if (i !== 0) this.token((this.nextLine.length === 0 ? sp(start.length + 2) : "") + " \\/ ");
      this.token(d);
    });
    this.line("");
  }

  // -- declarations ---------------------------------------------------------------

  private varsAndDefs(): void {
    const gVars: string[] = [];
    if (!this.o.omitPC) gVars.push("pc");
    for (const d of this.alg.decls) gVars.push(d.var);
    if (this.procedures.length > 0) gVars.push("stack");
    const lVars: string[] = [];
    for (const p of this.procedures)
      for (const d of [...p.params, ...p.decls]) {
        lVars.push(d.var);
        this.procVars.add(d.var);
      }
    for (const p of this.processes)
      for (const d of p.decls) {
        lVars.push(d.var);
        if (!p.isEq) this.procSetVars.add(d.var);
      }
    this.vars.push(...gVars, ...lVars);
    if (this.alg.hasDefaultInitialization) this.line("CONSTANT defaultInitValue");
    if (isEmptyExpr(this.alg.defs)) this.varDecl([...gVars, ...lVars]);
    else {
      this.varDecl(gVars);
      this.line("");
      this.line("(* define statement *)");
      this.expr(this.alg.defs);
      this.line("");
      this.varDecl(lVars);
    }
    this.line("");
    if (this.vars.length === 0) throw new PcalError("the algorithm has no variables", undefined);
    this.token("vars == << ");
    const indent = this.nextLine.length;
    this.vars.forEach((v, i) => {
      if (i > 0) this.token(", ");
      if (this.nextLine.length + v.length + 1 > wrapColumn) {
        this.endLine();
        this.nextLine = sp(indent);
      }
      this.token(v);
    });
    this.token(" >>");
    this.line("");
  }

  private varDecl(vs: readonly string[]): void {
    if (vs.length === 0) return;
    const kw = vs.length > 1 ? "VARIABLES " : "VARIABLE ";
    this.token(kw);
    vs.forEach((v, i) => {
      if (i > 0) this.token(", ");
      if (this.nextLine.length + v.length + 1 > wrapColumn) {
        this.endLine();
        this.nextLine = sp(kw.length);
      }
      this.token(v);
    });
    this.endLine();
  }

  private procSet(): void {
    if (this.processes.length === 0) return;
    this.token("ProcSet == ");
    this.processes.forEach((p, i) => {
      if (i > 0) this.token(" \\cup ");
      this.token(p.isEq ? "{" : "(");
      this.expr(p.id);
      this.token(p.isEq ? "}" : ")");
    });
    this.endLine();
    this.line("");
  }

  private init(uniIPC: string): void {
    const col = "Init == ".length;
    let is = "Init == ";
    if (this.alg.decls.length > 0) {
      this.line(is + "(* Global variables *)");
      is = sp(col);
      for (const d of this.alg.decls) this.varDeclInit(d, is);
    }
    for (const p of this.procedures) {
      if (p.params.length === 0 && p.decls.length === 0) continue;
      this.line(is + `(* Procedure ${p.name} *)`);
      is = sp(col);
      for (const d of [...p.params, ...p.decls]) {
        if (!this.mp) this.varDeclInit(d, is);
        else {
          this.token(is + "/\\ " + d.var + " = [ self \\in ProcSet |-> ");
          this.expr(this.subscripts(initialValue(d), this.selfSub("procedure"), new Changed(this.vars)));
          this.token("]");
          this.endLine();
        }
      }
    }
    for (const p of this.processes) {
      if (p.decls.length === 0) continue;
      this.line(is + `(* Process ${p.name} *)`);
      is = sp(col);
      for (const d of p.decls) {
        this.token(is + "/\\ ");
        const val = initialValue(d);
        if (p.isEq) {
          this.token(d.var + (d.isEq ? " = " : " \\in "));
          this.expr(val);
        } else if (d.isEq) {
          this.token(d.var + " = [self \\in ");
          this.expr(p.id);
          this.token(" |-> ");
          this.expr(this.subscripts(val, this.selfSub("procedure"), new Changed(this.vars)));
          this.token("]");
        } else {
          const choose = lineExpr([
            { text: "CHOOSE" },
            { text: "self", kind: "ident" },
            { text: "\\in" },
            ...p.id.lines.flat(),
            { text: ":" },
            { text: "TRUE" },
          ]);
          this.token(d.var + " \\in [");
          this.expr(p.id);
          this.token(" -> ");
          this.expr(this.subscripts(val, choose, new Changed(this.vars)));
          this.token("]");
        }
        this.endLine();
      }
    }
    if (this.procedures.length > 0) this.line(is + (this.mp ? "/\\ stack = [self \\in ProcSet |-> << >>]" : "/\\ stack = << >>"));
    is = sp(col);
    if (!this.o.omitPC) {
      if (this.mp) {
        const useCase = this.processes.length !== 1;
        let s = is + (useCase ? "/\\ pc = [self \\in ProcSet |-> CASE " : "/\\ pc = [self \\in ProcSet |-> ");
        const colPC = s.length - 3;
        this.processes.forEach((p, k) => {
          if (useCase) {
            s += "self " + (p.isEq ? "= " : "\\in ");
            this.token(s);
            this.expr(p.id);
            s = ` -> "${p.iPC}"` + (k === this.processes.length - 1 ? "]" : "");
          } else s += `"${p.iPC}"]`;
          this.token(s);
          this.endLine();
          s = sp(colPC) + (k < this.processes.length - 1 ? "[] " : "");
        });
      } else this.line(is + `/\\ pc = "${uniIPC}"`);
    }
    this.line("");
  }

  private varDeclInit(d: VarDecl, is: string): void {
    this.token(is + "/\\ " + d.var + (d.isEq ? " = " : " \\in "));
    const val = initialValue(d);
    const parens = needsParentheses(renderExpr(val)[0] ?? "");
    if (parens) this.token("(");
    this.expr(val);
    if (parens) this.token(")");
    this.endLine();
  }

  // -- actions --------------------------------------------------------------------

  private selfSub(context: string): Expr | undefined {
    if (!this.mp) return undefined;
    return context === "procedure" ? lineExpr([{ text: "self", kind: "ident" }]) : this.self;
  }

  /** Adds `[self]` to process-set and procedure variables (and `pc`, `stack`), and primes variables changed earlier in the step. */
  private subscripts(e: Expr, sub: Expr | undefined, c: Changed): Expr {
    const subs = new Map<string, Substitution>();
    for (const t of e.lines.flat()) {
      if (subs.has(t.text)) continue;
      const prime = t.kind === "ident" && c.set.has(t.text);
      const subr =
        sub !== undefined &&
        (t.kind === "added" || (this.mp && t.kind === "ident" && (this.procVars.has(t.text) || this.procSetVars.has(t.text))));
      if (!prime && !subr) continue;
      const toks: { text: string; kind?: TokKind; tight?: boolean }[] = [{ text: t.text, kind: "other" }];
      if (prime) toks.push({ text: "'", tight: true });
      if (subr) {
        toks.push({ text: "[", tight: true });
        sub!.lines.flat().forEach((s, k) => toks.push({ text: s.text, kind: "other", tight: k === 0 }));
        toks.push({ text: "]", tight: true });
      }
      subs.set(t.text, { with: lineExpr(toks) });
    }
    return substitute(e, subs, true, subscriptKinds);
  }

  private labeledStmt(ls: LabeledStmt, context: string): void {
    const actionName = this.o.omitPC ? this.currentProcName : ls.label;
    const c = new Changed(this.vars);
    let sb = actionName + (this.mp && (context === "procedure" || this.selfIsSelf) ? "(self)" : "") + " == ";
    const col = sb.length;
    sb += "/\\ ";
    const defStartLine = this.out.length;
    const colAfterAnd = sb.length;
    for (const s of ls.stmts) {
      this.stmt(s, c, context, sb, sb.length);
      sb = sp(col) + "/\\ ";
    }
    const unc = c.unchanged();
    if (unc.length > 1) this.token(sp(col) + "/\\ UNCHANGED << " + unc.join(", ") + " >>");
    else if (unc.length === 1) this.token(sp(col) + (unc[0]!.length > 5 ? "/\\ UNCHANGED " + unc[0] : `/\\ ${unc[0]}' = ${unc[0]}`));
    else if (ls.stmts.length === 1) {
      this.endLine();
      for (let i = defStartLine; i < this.out.length; i++) {
        const line = this.out[i]!;
        if (i === defStartLine) this.out[i] = line.slice(0, colAfterAnd - 3) + line.slice(colAfterAnd);
        else if (line.length > 3) this.out[i] = line.slice(3);
      }
    }
    this.line("");
  }

  private stmt(s: XStmt, c: Changed, context: string, prefix: string, col: number): void {
    const sub = this.selfSub(context);
    switch (s.kind) {
      case "assign":
        return this.assign(s, c, context, prefix);
      case "if":
        return this.ifStmt(s, c, context, prefix);
      case "either":
        return this.either(s, c, context, prefix);
      case "with": {
        const exp = this.subscripts(s.exp, sub, c);
        this.token(prefix + (s.isEq ? `LET ${s.var} == ` : `\\E ${s.var} \\in `));
        this.expr(exp);
        this.token(s.isEq ? " IN" : ":");
        this.endLine();
        let sb = sp(col + 2) + (s.body.length > 1 ? "/\\ " : "");
        for (const b of s.body) {
          this.stmt(b, c, context, sb, sb.length);
          sb = sp(col + 2) + "/\\ ";
        }
        return;
      }
      case "when":
        this.token(prefix);
        this.expr(this.subscripts(s.exp, sub, c));
        this.endLine();
        return;
      case "print":
        this.token(prefix + "PrintT(");
        this.expr(this.subscripts(s.exp, sub, c));
        this.token(")");
        this.endLine();
        return;
      case "assert": {
        const head = prefix + "Assert(";
        this.token(head);
        this.expr(this.subscripts(s.exp, sub, c));
        const msg = `"Failure of assertion at ${location(s.at)}.")`;
        if (this.nextLine.length + 2 + msg.length < wrapColumn) this.token(", " + msg);
        else {
          this.token(", ");
          this.endLine();
          this.token(sp(head.length) + msg);
        }
        this.endLine();
        return;
      }
      case "skip":
        this.token(prefix + "TRUE");
        this.endLine();
        return;
      default:
        throw new PcalError(`unexpected ${s.kind} statement after translation`, s.at);
    }
  }

  private assign(s: XStmt & { kind: "assign" }, c: Changed, context: string, prefix: string): void {
    const cThis = c.copy();
    const ass = [...s.ass].sort((a, b) => (a.var < b.var ? -1 : a.var > b.var ? 1 : 0));
    const sub = this.selfSub(context);
    this.token(prefix);
    let sb = "";
    let multipleVars = false;
    let i = 0;
    while (i < ass.length) {
      const first = ass[i]!;
      if (!this.vars.includes(first.var)) throw new PcalError(`assignment to undeclared variable ${first.var}`, first.at);
      let last = i;
      while (last + 1 < ass.length && ass[last + 1]!.var === first.var) last++;
      const group = ass.slice(i, last + 1);
      if (last + 1 !== ass.length) multipleVars = true;
      if (cThis.set.has(first.var) || (group.length > 1 && group.some((g) => isEmptyExpr(g.sub)))) {
        throw new PcalError(`multiple assignment to ${first.var}`, s.at);
      }
      cThis.set.add(first.var);
      if (multipleVars) sb += "/\\ ";
      const v = first.var;
      if (group.length === 1) {
        const lhsSub = this.subscripts(first.sub, sub, c);
        const rhs = this.subscripts(first.rhs, sub, c);
        if (this.mp && (v === "pc" || this.procVars.has(v) || this.procSetVars.has(v) || v === "stack")) {
          this.token(sb + `${v}' = [${v} EXCEPT ![`);
          this.expr(this.self!);
          this.token("]");
          this.expr(lhsSub);
          this.token(" = ");
          this.expr(rhs);
          this.token("]");
        } else if (!isEmptyExpr(first.sub)) {
          this.token(sb + `${v}' = [${v} EXCEPT !`);
          this.expr(lhsSub);
          this.token(" = ");
          this.expr(rhs);
          this.token("]");
        } else {
          const parens = needsParentheses(renderExpr(rhs)[0] ?? "");
          this.token(sb + `${v}' = ` + (parens ? "(" : ""));
          this.expr(rhs);
          if (parens) this.token(")");
        }
        sb = "";
      } else {
        sb += `${v}' = [${v} EXCEPT `;
        const cc = sb.length + (i === 0 ? prefix.length : 0);
        const selfSub = this.mp && (this.procVars.has(v) || this.procSetVars.has(v));
        group.forEach((g, k) => {
          sb += "!";
          if (selfSub) {
            this.token(sb + "[");
            this.expr(sub!);
            this.token("]");
          } else this.token(sb);
          this.expr(this.subscripts(g.sub, sub, c));
          this.token(" = ");
          this.expr(this.subscripts(g.rhs, sub, c));
          this.token(k === group.length - 1 ? "]" : ",");
          sb = "";
          if (k < group.length - 1) {
            this.endLine();
            sb = sp(cc);
          }
        });
      }
      i = last + 1;
      if (i < ass.length) {
        this.endLine();
        sb = sp(prefix.length);
      }
    }
    this.endLine();
    c.merge(cThis);
  }

  private unchangedText(names: readonly string[], multi: string): string {
    if (names.length > 1) return multi;
    return names[0]!.length > 5 ? `UNCHANGED ${names[0]}` : `${names[0]}' = ${names[0]}`;
  }

  private ifStmt(s: XStmt & { kind: "if" }, c: Changed, context: string, prefix: string): void {
    const cThen = c.copy();
    const cElse = c.copy();
    const test = this.subscripts(s.test, this.selfSub(context), c);
    let sb = prefix + "IF ";
    let here = sb.length;
    this.token(sb);
    this.expr(test);
    this.endLine();
    sb = sp(here) + "THEN ";
    here = sb.length;
    sb += "/\\ ";
    for (const t of s.then) {
      this.stmt(t, cThen, context, sb, here + 3);
      sb = sp(here) + "/\\ ";
    }
    const lineUncThen = this.out.length;
    this.line(sb);
    sb = sp(here - 5) + "ELSE ";
    here = sb.length;
    if (s.else.length === 0) {
      this.line(sb + "/\\ TRUE");
      sb = sp(here) + "/\\ ";
    } else {
      sb += "/\\ ";
      for (const e of s.else) {
        this.stmt(e, cElse, context, sb, here + 3);
        sb = sp(here) + "/\\ ";
      }
    }
    const uncElse = cElse.unchanged(cThen);
    if (uncElse.length > 0) {
      this.token(sb + this.unchangedText(uncElse, "UNCHANGED << " + uncElse.join(", ") + " >>"));
      this.endLine();
    }
    const thenLine = this.out[lineUncThen]!;
    this.out.splice(lineUncThen, 1);
    const uncThen = cThen.unchanged(cElse);
    if (uncThen.length > 0)
      this.out.splice(lineUncThen, 0, thenLine + this.unchangedText(uncThen, "UNCHANGED << " + uncThen.join(", ") + " >>"));
    c.merge(cThen);
    c.merge(cElse);
  }

  private either(s: XStmt & { kind: "either" }, c: Changed, context: string, prefix: string): void {
    const allC = c.copy();
    const cOrs: Changed[] = [];
    const ucLocs: number[] = [];
    const prefixIndent = prefix.length;
    let sb = prefix + "\\/ ";
    const here = sb.length;
    s.ors.forEach((clause, i) => {
      if (i !== 0) sb = sp(prefixIndent) + "\\/ ";
      sb += "/\\ ";
      const cC = c.copy();
      for (const st of clause) {
        this.stmt(st, cC, context, sb, here + 3);
        sb = sp(here) + "/\\ ";
      }
      cOrs.push(cC);
      allC.merge(cC);
      ucLocs.push(this.out.length);
      this.line("Replace by UNCHANGED");
    });
    for (let i = s.ors.length - 1; i >= 0; i--) {
      this.out.splice(ucLocs[i]!, 1);
      const names = cOrs[i]!.unchanged(allC);
      if (names.length > 0)
        this.out.splice(ucLocs[i]!, 0, sp(here) + "/\\ " + this.unchangedText(names, "UNCHANGED <<" + names.join(", ") + ">>"));
    }
    c.merge(allC);
  }

  // -- Next, Spec, Termination ----------------------------------------------------

  private next(): void {
    if (this.o.omitPC && !this.mp) return;
    const terminating = !(this.o.noDoneDisjunct || this.o.omitStutteringWhenDone);
    if (terminating) {
      this.line("(* Allow infinite stuttering to prevent deadlock on termination. *)");
      if (this.mp) {
        this.line('Terminating == /\\ \\A self \\in ProcSet: pc[self] = "Done"');
        this.line(sp("Terminating == ".length) + "/\\ UNCHANGED vars");
      } else this.line('Terminating == pc = "Done" /\\ UNCHANGED vars');
      this.line("");
    }
    const col = "Next == ".length + 2;
    const lines: string[] = [];
    if (this.nextStep.length > 0) lines.push(this.nextStep.join(" \\/ "));
    if (this.mp && this.procedures.length > 0)
      lines.push("(\\E self \\in ProcSet: " + this.procedures.map((p) => p.name + "(self)").join(" \\/ ") + ")");
    for (const p of this.processes) {
      if (p.isEq) continue;
      const id = renderExpr(p.id);
      lines.push("(\\E self \\in " + id.join("\n" + sp(col + 4 + "(\\E self \\in ".length)) + ": " + p.name + "(self))");
    }
    if (terminating) lines.push("Terminating");
    lines.forEach((l, i) => this.line((i === 0 ? "Next == " : sp(col) + " \\/ ") + l));
    this.line("");
  }

  private spec(): void {
    const safety = "Init /\\ [][Next]_vars";
    const o = this.o;
    if (o.fairness === "nof" || (!this.mp && o.fairness === "")) {
      this.line("Spec == " + safety);
      this.line("");
      return;
    }
    const wfNext = o.fairness === "wfNext" || this.alg.fairAlgorithm || (!this.mp && (o.fairness === "wf" || o.fairness === "sf"));
    const formulas: string[] = [];
    if (this.mp) {
      for (const p of this.processes) {
        if (p.fairness === "unfair") continue;
        const xf = p.fairness === "wf" ? "WF" : "SF";
        const idLines = renderExpr(p.id);
        const letIn = p.isEq && idLines.length > 1;
        const qSelf = p.isEq && !letIn ? idLines[0]!.trim() : "self";
        const prefix = letIn ? [`LET self == ${idLines.join(" ")}`, "IN "] : p.isEq ? [] : [`\\A self \\in ${idLines.join(" ")} : `];
        const pair = (minus: readonly string[], plus: readonly string[], name: string, arg: string): FormulaPair => {
          let wf = `${xf}_vars(`;
          if (minus.length === 1) wf += `(pc[${qSelf}] # "${minus[0]}") /\\ `;
          else if (minus.length > 1) wf += `(pc[${qSelf}] \\notin {${minus.map((m) => `"${m}"`).join(", ")}}) /\\ `;
          wf += name + ")";
          const sf = xf === "WF" && plus.length > 0 ? plus.map((l) => `SF_vars(${l}${arg})`).join(" /\\ ") : undefined;
          return { wf, sf };
        };
        const body = pair(p.minusLabels, p.plusLabels, p.isEq ? p.name : p.name + "(self)", p.isEq ? "" : "(self)");
        const prcds = this.calledClosure(p.proceduresCalled).map((pr) =>
          pair(pr.minusLabels, pr.plusLabels, `${pr.name}(${qSelf})`, `(${qSelf})`),
        );
        formulas.push(...formatFairness(prefix, body, prcds, "Spec == /\\ ".length));
      }
    }
    if (!wfNext && formulas.length === 0) {
      this.line("Spec == " + safety);
      this.line("");
      return;
    }
    this.line("Spec == /\\ " + safety);
    if (wfNext) this.line("        /\\ WF_vars(Next)");
    for (const f of formulas) for (const l of ("        /\\ " + f).split("\n")) this.line(l);
    this.line("");
  }

  /** The procedures a process calls, directly or through other procedures, in the order they are reached. */
  private calledClosure(direct: readonly string[]): GenProcedure[] {
    const names = [...direct];
    for (let i = 0; i < names.length; i++) {
      const pr = this.procedures.find((x) => x.name === names[i]);
      for (const c of pr?.proceduresCalled ?? []) if (!names.includes(c)) names.push(c);
    }
    return names.flatMap((n) => this.procedures.filter((x) => x.name === n));
  }

  private termination(): void {
    if (this.o.omitPC || this.o.omitStutteringWhenDone) return;
    this.line("Termination == <>(" + (this.mp ? "\\A self \\in ProcSet: pc[self]" : "pc") + ' = "Done")');
    this.line("");
  }
}

interface FormulaPair {
  readonly wf: string;
  readonly sf: string | undefined;
}

const single = (f: FormulaPair): string => (f.sf === undefined ? f.wf : `${f.wf} /\\ ${f.sf}`);
const multi = (f: FormulaPair, col: number): string => (f.sf === undefined ? `/\\ ${f.wf}` : `/\\ ${f.wf}\n${sp(col)}/\\ ${f.sf}`);

/**
 * A process's fairness conjunct: on one line when it fits in the translator's width
 * (measured as the translator measures it), else as a conjunction list.
 */
function formatFairness(prefix: readonly string[], body: FormulaPair, prcds: readonly FormulaPair[], col: number): string[] {
  const prefixText = prefix.map((l, i) => (i === 0 ? "" : sp(col)) + l).join("\n");
  let width = body.wf.length + (body.sf?.length ?? 0);
  for (const p of prcds) width += single(p).length;
  if (prefix.length > 1) width = Math.max(width + prefix[prefix.length - 1]!.length, ...prefix.slice(0, -1).map((l) => l.length));
  if (col + width <= wrapColumn || (body.sf === undefined && prcds.length === 0)) {
    return [prefixText + [single(body), ...prcds.map(single)].join(" /\\ ")];
  }
  const curCol = col + (prefix.length > 0 ? prefix[prefix.length - 1]!.length : 0);
  let val = prefixText;
  const line = single(body);
  val += curCol + line.length + 3 <= wrapColumn ? "/\\ " + line : multi(body, curCol);
  prcds.forEach((p, i) => {
    if (i === 0) val += "\n";
    val += sp(curCol);
    const l = single(p);
    val += curCol + l.length + 3 <= wrapColumn ? "/\\ " + l + "\n" : multi(p, curCol);
  });
  return [val.replace(/\n$/, "")];
}

/** The translator's test for parenthesising the right side of `x' = ...` (it looks at the first line only). */
export function needsParentheses(line: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    const nx = line[i + 1] ?? " ";
    if (inString) {
      if (ch === '"') inString = false;
      else if (ch === "\\") i++;
      continue;
    }
    let may = false;
    let left = false;
    let right = false;
    switch (ch) {
      case '"':
        inString = true;
        break;
      case "=":
      case "#":
        may = true;
        break;
      case "<":
        if (nx === "<") {
          i++;
          left = true;
        } else may = true;
        break;
      case ">":
        if (nx === ">") {
          i++;
          right = true;
        } else may = true;
        break;
      case "|":
        if (nx === "-" || (i > 0 && line[i - 1] === "-")) may = true;
        break;
      case "\\":
        if (!(nx === " " || nx === "o" || nx === "X")) may = true;
        break;
      case "/":
        if (nx === "\\") may = true;
        break;
      case "(":
      case "[":
      case "{":
        left = true;
        break;
      case ")":
      case "]":
      case "}":
        right = true;
        break;
    }
    if (may && depth === 0) return true;
    if (left) depth++;
    if (right) {
      if (depth === 0) return true;
      depth--;
    }
  }
  return inString;
}
