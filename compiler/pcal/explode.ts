// "Exploding" labeled statements, as the translator does: every labeled statement
// starts with a test of `pc`, control flow (`while`, `goto`, labeled `if`/`either`,
// `call`, `return`) becomes assignments to `pc` and `stack`, and the result is a flat
// list of labeled statements whose bodies hold only simple statements, `if`, `either`
// and `with`.

import type { At, VarDecl } from "../../grammar/pcal/ast.js";
import { isEmptyExpr, lineExpr, type Expr } from "../../grammar/pcal/expr.js";
import { PcalError, type LabeledStmt, type XStmt } from "./labels.js";

export interface ProcedureEntry {
  readonly name: string;
  readonly params: readonly VarDecl[];
  readonly decls: readonly VarDecl[];
  /** The label of the procedure's first statement. */
  readonly iPC: string;
}

const q = (s: string): string => JSON.stringify(s);

function checkPC(label: string, at: At): XStmt {
  return { kind: "when", lbl: "", at, exp: lineExpr([{ text: "pc", kind: "added" }, { text: "=" }, { text: q(label), kind: "string" }]) };
}

function assign(v: string, rhs: Expr, at: At): XStmt {
  return { kind: "assign", lbl: "", at, ass: [{ var: v, sub: { lines: [] }, rhs, at }] };
}

function updatePC(next: string, at: At): XStmt {
  return assign("pc", lineExpr([{ text: q(next), kind: "string" }]), at);
}

function headOfStack(field: string): Expr {
  return lineExpr([
    { text: "Head" },
    { text: "(", tight: true },
    { text: "stack", kind: "added", tight: true },
    { text: ")", tight: true },
    { text: ".", tight: true },
    { text: field, kind: "ident", tight: true },
  ]);
}

type FrameTok = { text: string; kind?: "ident" | "string" | "other" | "added" };

/** The translator's layout of a pushed stack frame: fields from column 6, `|->` at column 16 or after. */
function prettyFrame(lines: readonly FrameTok[][]): Expr {
  return {
    lines: lines.map((line, i) => {
      let next = i === 0 || i === lines.length - 1 ? 1 : 6;
      return line.map((t) => {
        let col = next;
        next += t.text.length;
        if (t.text === "|->") {
          col = Math.max(col + 1, 16);
          next = col + 5;
        } else if (t.text === "[" || t.text === "<<") next += 1;
        else if (t.text === "]" || t.text === ">>") {
          col += 1;
          next += 1;
        } else if (t.text === "\\o") {
          col += 1;
          next += 2;
        }
        return { text: t.text, kind: t.kind ?? "other", col };
      });
    }),
  };
}

function isTRUE(e: Expr): boolean {
  const toks = e.lines.flat().map((t) => t.text);
  return e.lines.length === 1 && (toks.join(" ") === "TRUE" || toks.join(" ") === "( TRUE )");
}

export class Exploder {
  private currentProcedure: string | null = null;

  constructor(
    private readonly procs: ReadonlyMap<string, ProcedureEntry>,
    /** A body that is one `while (TRUE)` loop needs no `pc`. */
    private readonly omitPC: boolean,
  ) {}

  /** The labeled statements of a process, procedure or uniprocess body; `end` is where control goes after the last. */
  body(seq: readonly LabeledStmt[], end: string, procedure: string | null): LabeledStmt[] {
    this.currentProcedure = procedure;
    const out: LabeledStmt[] = [];
    seq.forEach((ls, i) => out.push(...this.labeledStmt(ls, seq[i + 1]?.label ?? end)));
    this.currentProcedure = null;
    return out;
  }

  private labeledSeq(seq: readonly LabeledStmt[], next: string): LabeledStmt[] {
    const out: LabeledStmt[] = [];
    seq.forEach((ls, i) => out.push(...this.labeledStmt(ls, seq[i + 1]?.label ?? next)));
    return out;
  }

  private labeledStmt(ls: LabeledStmt, next: string): LabeledStmt[] {
    if (ls.stmts.length > 0 && ls.stmts[0]!.kind === "while") return this.explodeWhile(ls, next);
    const [stmts, rest] = this.withGoto([...ls.stmts], next, ls.at);
    return [{ label: ls.label, stmts: this.omitPC ? stmts : [checkPC(ls.label, ls.at), ...stmts], at: ls.at }, ...rest];
  }

  private withGoto(stmts: XStmt[], next: string, at: At): [XStmt[], LabeledStmt[]] {
    const [s, rest, needsGoto] = this.explodeLast(stmts, next);
    if (needsGoto && !this.omitPC) s.push(updatePC(next, stmts[stmts.length - 1]?.at ?? at));
    return [s, rest];
  }

  /** Replaces the last statement by its exploded form; says whether a `pc := next` must follow. */
  private explodeLast(stmts: XStmt[], next: string): [XStmt[], LabeledStmt[], boolean] {
    if (stmts.length === 0) return [stmts, [], true];
    const last = stmts[stmts.length - 1]!;
    const init = stmts.slice(0, -1);
    switch (last.kind) {
      case "if": {
        if (last.labeled) {
          const [s, rest] = this.explodeLabelIf(last, next);
          return [[...init, ...s], rest, false];
        }
        const [t, r1, tg] = this.explodeLast(last.then, next);
        const [e, r2, eg] = this.explodeLast(last.else, next);
        const needsGoto = tg && eg;
        if (!needsGoto && !this.omitPC) {
          if (tg) t.push(updatePC(next, last.at));
          if (eg) e.push(updatePC(next, last.at));
        }
        return [[...init, { ...last, then: t, else: e }], [...r1, ...r2], needsGoto];
      }
      case "either": {
        if (last.labeled) {
          const [s, rest] = this.explodeLabelEither(last, next);
          return [[...init, ...s], rest, false];
        }
        const parts = last.ors.map((o) => this.explodeLast(o, next));
        const needsGoto = parts.every((p) => p[2]);
        const ors = parts.map(([o, , g]) => (!needsGoto && g && !this.omitPC ? [...o, updatePC(next, last.at)] : o));
        return [[...init, { ...last, ors }], parts.flatMap((p) => p[1]), needsGoto];
      }
      case "with": {
        const [d, r, g] = this.explodeLast(last.body, next);
        return [[...init, { ...last, body: d }], r, g];
      }
      case "goto":
        return [[...init, updatePC(last.to, last.at)], [], false];
      case "call":
        return [[...init, ...this.explodeCall(last.to, last.args, next, last.at)], [], false];
      case "callGoto":
        return [[...init, ...this.explodeCall(last.to, last.args, last.after, last.at)], [], false];
      case "return":
        return [[...init, ...this.explodeReturn(last.from, last.at)], [], false];
      case "callReturn":
        return [[...init, ...this.explodeCallReturn(last.from, last.to, last.args, last.at)], [], false];
      default:
        return [stmts, [], true];
    }
  }

  private explodeWhile(ls: LabeledStmt, next: string): LabeledStmt[] {
    const w = ls.stmts[0]! as XStmt & { kind: "while" };
    const labDo = w.labDo ?? [];
    const unlabDoNext = labDo.length === 0 ? ls.label : labDo[0]!.label;
    const [doStmts, doRest] = this.withGoto([...w.body], unlabDoNext, w.at);
    const [elseStmts, elseRest] = this.withGoto(ls.stmts.slice(1), next, w.at);
    const stmts: XStmt[] = this.omitPC ? [] : [checkPC(ls.label, ls.at)];
    if (isTRUE(w.test)) stmts.push(...doStmts);
    else stmts.push({ kind: "if", lbl: "", at: w.at, test: w.test, then: doStmts, else: elseStmts });
    const out: LabeledStmt[] = [{ label: ls.label, stmts, at: ls.at }];
    labDo.forEach((l, i) => out.push(...this.labeledStmt(l, labDo[i + 1]?.label ?? ls.label)));
    out.push(...doRest);
    if (!isTRUE(w.test)) out.push(...elseRest);
    return out;
  }

  private explodeLabelIf(s: XStmt & { kind: "if" }, next: string): [XStmt[], LabeledStmt[]] {
    const labThen = s.labThen ?? [];
    const labElse = s.labElse ?? [];
    const [t, tRest] = this.withGoto(s.then, labThen[0]?.label ?? next, s.at);
    const [e, eRest] = this.withGoto(s.else, labElse[0]?.label ?? next, s.at);
    const rest = [...this.labeledSeq(labThen, next), ...this.labeledSeq(labElse, next), ...tRest, ...eRest];
    return [[{ kind: "if", lbl: "", at: s.at, test: s.test, then: t, else: e }], rest];
  }

  private explodeLabelEither(s: XStmt & { kind: "either" }, next: string): [XStmt[], LabeledStmt[]] {
    const ors: XStmt[][] = [];
    const rest: LabeledStmt[] = [];
    s.ors.forEach((clause, i) => {
      const lab = s.labOrs?.[i] ?? [];
      const [c, r] = this.withGoto(clause, lab[0]?.label ?? next, s.at);
      ors.push(c);
      rest.push(...r, ...this.labeledSeq(lab, next));
    });
    return [[{ kind: "either", lbl: "", at: s.at, ors }], rest];
  }

  private procedure(name: string, at: At): ProcedureEntry {
    const pe = this.procs.get(name);
    if (pe === undefined) throw new PcalError(`call of non-existent procedure ${name}`, at);
    return pe;
  }

  /** `<< [procedure |-> "P", pc |-> "next", v |-> v, ...] >> \o stack`, one field a line as the translator lays it out. */
  private frame(pe: ProcedureEntry, pcTokens: FrameTok[], tailOfStack: boolean): Expr {
    const lines: FrameTok[][] = [
      [
        { text: "<<" },
        { text: "[" },
        { text: "procedure", kind: "ident" },
        { text: "|->" },
        { text: q(pe.name), kind: "string" },
        { text: "," },
      ],
    ];
    lines.push([{ text: "pc", kind: "ident" }, { text: "|->" }, ...pcTokens]);
    for (const d of [...pe.decls, ...pe.params]) {
      lines[lines.length - 1]!.push({ text: "," });
      lines.push([{ text: d.var, kind: "ident" }, { text: "|->" }, { text: d.var, kind: "ident" }]);
    }
    lines[lines.length - 1]!.push({ text: "]" }, { text: ">>" });
    lines.push(
      tailOfStack
        ? [{ text: "\\o" }, { text: "Tail" }, { text: "(" }, { text: "stack", kind: "added" }, { text: ")" }]
        : [{ text: "\\o" }, { text: "stack", kind: "added" }],
    );
    return prettyFrame(lines);
  }

  private explodeCall(to: string, args: readonly Expr[], next: string, at: At): XStmt[] {
    const pe = this.procedure(to, at);
    if (pe.params.length !== args.length) throw new PcalError(`procedure ${to} called with wrong number of arguments`, at);
    const ass = [{ var: "stack", sub: { lines: [] }, rhs: this.frame(pe, [{ text: q(next), kind: "string" }], false), at }];
    pe.params.forEach((p, i) => ass.push({ var: p.var, sub: { lines: [] }, rhs: args[i]!, at }));
    const out: XStmt[] = [{ kind: "assign", lbl: "", at, ass }];
    for (const d of pe.decls) out.push(assign(d.var, initialValue(d), at));
    out.push(updatePC(pe.iPC, at));
    return out;
  }

  private explodeReturn(from: string | null, at: At): XStmt[] {
    const name = from ?? this.currentProcedure;
    if (name === null) throw new PcalError("'return' statement not in a procedure", at);
    const pe = this.procedure(name, at);
    const out: XStmt[] = [assign("pc", headOfStack("pc"), at)];
    for (const d of [...pe.decls, ...pe.params]) out.push(assign(d.var, headOfStack(d.var), at));
    out.push(
      assign(
        "stack",
        lineExpr([{ text: "Tail" }, { text: "(", tight: true }, { text: "stack", kind: "added", tight: true }, { text: ")", tight: true }]),
        at,
      ),
    );
    return out;
  }

  private explodeCallReturn(from: string | null, to: string, args: readonly Expr[], at: At): XStmt[] {
    if (from === null) throw new PcalError("'return' statement following 'call' is not in a procedure", at);
    const peFrom = this.procedure(from, at);
    const peTo = this.procedure(to, at);
    const ass: { var: string; sub: Expr; rhs: Expr; at: At }[] = [];
    if (from !== to) {
      for (const d of peFrom.decls) ass.push({ var: d.var, sub: { lines: [] }, rhs: headOfStack(d.var), at });
      const pcHead: FrameTok[] = [
        { text: "Head" },
        { text: "(" },
        { text: "stack", kind: "added" },
        { text: ")" },
        { text: "." },
        { text: "pc", kind: "ident" },
      ];
      ass.push({ var: "stack", sub: { lines: [] }, rhs: this.frame(peTo, pcHead, true), at });
    }
    if (peTo.params.length !== args.length) throw new PcalError(`procedure ${to} called with wrong number of arguments`, at);
    peTo.params.forEach((p, i) => ass.push({ var: p.var, sub: { lines: [] }, rhs: args[i]!, at }));
    const out: XStmt[] = [{ kind: "assign", lbl: "", at, ass }];
    for (const d of peTo.decls) out.push(assign(d.var, initialValue(d), at));
    out.push(updatePC(peTo.iPC, at));
    return out;
  }
}

/** A variable's initial value: its `= e`, or `defaultInitValue` when declared without one (pcal.trans). */
export function initialValue(d: VarDecl): Expr {
  return isEmptyExpr(d.val) ? lineExpr([{ text: "defaultInitValue", kind: "ident" }]) : d.val;
}
