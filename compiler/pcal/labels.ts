// From statements to labeled steps, by the translator's rules: macro calls are
// expanded, missing labels are found (and added when allowed: `-label`, or a
// uniprocess algorithm with no label at all), and each sequence of statements is cut
// into labeled statements, with `if`/`either` that contain labels kept apart.

import type { At, Macro, Procedure, Stmt } from "../../grammar/pcal/ast.js";
import { lineExpr, substitute, type Expr, type Substitution } from "../../grammar/pcal/expr.js";

export class PcalError extends Error {
  constructor(
    message: string,
    readonly at: At | undefined,
  ) {
    super(message);
  }
}

export interface LabeledStmt {
  label: string;
  stmts: XStmt[];
  at: At;
}

/** A statement with the labeled parts of its `if`/`either`/`while` split off. */
export type XStmt = Stmt & {
  labThen?: LabeledStmt[];
  labElse?: LabeledStmt[];
  labOrs?: LabeledStmt[][];
  labDo?: LabeledStmt[];
  /** An `if` or `either` with a label inside (the translator's LabelIf / LabelEither). */
  labeled?: boolean;
};

/** The translator's location text, used in assertion messages and errors. */
export function location(at: At): string {
  const base = `line ${at.line}, column ${at.col}`;
  return at.macroCall ? `${base} of macro called at line ${at.macroCall.line}, column ${at.macroCall.col}` : base;
}

// -- macros -----------------------------------------------------------------

export function expandMacros(stmts: Stmt[], macros: readonly Macro[]): void {
  for (let i = 0; i < stmts.length; i++) {
    const s = stmts[i]!;
    if (s.kind === "macroCall") {
      const m = macros.find((x) => x.name === s.name);
      if (m === undefined) throw new PcalError(`undefined macro ${s.name}`, s.at);
      if (m.params.length !== s.args.length) {
        throw new PcalError(`macro ${s.name} takes ${m.params.length} argument(s) but is given ${s.args.length}`, s.at);
      }
      const subs = new Map<string, Substitution>();
      m.params.forEach((p, k) => subs.set(p, { with: s.args[k]!, parenthesize: true }));
      const body = m.body.map((b) => substituteStmt(b, subs, { line: s.at.line, col: s.at.col }));
      if (body.length > 0 && s.lbl !== "") {
        body[0]!.lbl = s.lbl;
        if (s.lblAt) body[0]!.lblAt = s.lblAt;
      }
      stmts.splice(i, 1, ...body);
      i += body.length - 1;
      continue;
    }
    forEachChildSeq(s, (seq) => expandMacros(seq, macros));
  }
}

function forEachChildSeq(s: Stmt, f: (seq: Stmt[]) => void): void {
  switch (s.kind) {
    case "if":
      f(s.then);
      f(s.else);
      break;
    case "either":
      s.ors.forEach(f);
      break;
    case "with":
    case "while":
      f(s.body);
      break;
  }
}

function substituteStmt(s: Stmt, subs: ReadonlyMap<string, Substitution>, macroCall: { line: number; col: number }): Stmt {
  const e = (x: Expr): Expr => substitute(x, subs, true);
  const at: At = s.at.macroCall ? s.at : { ...s.at, macroCall };
  const seq = (xs: Stmt[]): Stmt[] => xs.map((x) => substituteStmt(x, subs, macroCall));
  switch (s.kind) {
    case "assign":
      return {
        ...s,
        at,
        ass: s.ass.map((a) => {
          const sub = subs.get(a.var);
          if (sub === undefined) return { ...a, sub: e(a.sub), rhs: e(a.rhs), at: a.at.macroCall ? a.at : { ...a.at, macroCall } };
          // `x[i] := v` with x bound to `a[1]` becomes `a[1][i] := v`.
          const toks = sub.with.lines.flat();
          const head = toks[0]!;
          const rest: Expr = { lines: toks.length > 1 ? [toks.slice(1)] : [] };
          const tail = e(a.sub);
          const subExpr: Expr = rest.lines.length === 0 ? tail : lineExpr([...rest.lines[0]!, ...tail.lines.flat()]);
          return { ...a, var: head.text, sub: subExpr, rhs: e(a.rhs), at: { ...a.at, macroCall } };
        }),
      };
    case "if":
      return { ...s, at, test: e(s.test), then: seq(s.then), else: seq(s.else) };
    case "either":
      return { ...s, at, ors: s.ors.map(seq) };
    case "with":
      return { ...s, at, exp: e(s.exp), body: seq(s.body) };
    case "when":
    case "print":
    case "assert":
      return { ...s, at, exp: e(s.exp) };
    case "while":
      return { ...s, at, test: e(s.test), body: seq(s.body) };
    case "call":
    case "callReturn":
    case "callGoto":
    case "macroCall":
      return { ...s, at, args: s.args.map(e) };
    default:
      return { ...s, at };
  }
}

// -- adding labels ----------------------------------------------------------

export class LabelAdder {
  readonly added: { label: string; at: At }[] = [];
  private next = 1;

  constructor(
    private readonly userLabels: ReadonlySet<string>,
    private readonly procedures: readonly Procedure[],
    private readonly labelRoot: string,
    private currentProcedure: string | null = null,
  ) {}

  addLabels(seq: Stmt[], currentProcedure: string | null): void {
    this.currentProcedure = currentProcedure;
    this.inner(seq, true, false, [], []);
  }

  private needsLabel(s: Stmt): void {
    if (s.lbl !== "") return;
    let lbl = this.labelRoot + this.next++;
    while (this.userLabels.has(lbl)) lbl = this.labelRoot + this.next++;
    s.lbl = lbl;
    this.added.push({ label: lbl, at: s.at });
  }

  /** Returns true iff the statement after `seq` needs a label; `out` receives the variables assigned in the current step. */
  private inner(seq: Stmt[], firstLabeled: boolean, inWith: boolean, inAssigned: readonly string[], out: string[]): boolean {
    out.splice(0, out.length, ...inAssigned);
    let nextNeedsLabel = firstLabeled;
    let hadLabel = false;
    for (const s of seq) {
      if (s.lbl !== "") {
        hadLabel = true;
        out.length = 0;
        if (inWith) throw new PcalError("label in 'with' statement", s.at);
      }
      if (nextNeedsLabel) {
        if (inWith) throw new PcalError("statement follows 'call' or 'return' inside a 'with' statement", s.at);
        this.needsLabel(s);
        nextNeedsLabel = false;
        hadLabel = true;
        out.length = 0;
      }
      switch (s.kind) {
        case "if": {
          const thenA: string[] = [];
          const elseA: string[] = [];
          const before = [...out];
          nextNeedsLabel = this.inner(s.then, false, inWith, before, thenA);
          nextNeedsLabel = this.inner(s.else, false, inWith, before, elseA) || nextNeedsLabel;
          out.splice(0, out.length, ...union(thenA, elseA));
          break;
        }
        case "either": {
          let all: string[] = [];
          const before = [...out];
          for (const clause of s.ors) {
            const a: string[] = [];
            nextNeedsLabel = this.inner(clause, false, inWith, before, a) || nextNeedsLabel;
            all = union(a, all);
          }
          out.splice(0, out.length, ...all);
          break;
        }
        case "while": {
          if (inWith) throw new PcalError("'while' inside a 'with' statement", s.at);
          this.needsLabel(s);
          hadLabel = true;
          out.length = 0;
          this.inner(s.body, false, false, [], []);
          nextNeedsLabel = false;
          break;
        }
        case "with": {
          const inner: string[] = [];
          nextNeedsLabel = this.inner(s.body, false, true, inWith ? [...inAssigned] : [], inner);
          out.splice(0, out.length, ...inner);
          if (!inWith && !disjoint(inAssigned, out)) {
            this.needsLabel(s);
            hadLabel = true;
            out.length = 0;
          }
          break;
        }
        case "assign": {
          const assigned: string[] = [];
          for (const a of s.ass) if (!assigned.includes(a.var)) assigned.push(a.var);
          if (disjoint(out, assigned)) out.splice(0, out.length, ...union(out, assigned));
          else {
            if (inWith) throw new PcalError("second assignment to the same variable inside a 'with' statement", s.at);
            this.needsLabel(s);
            hadLabel = true;
            out.splice(0, out.length, ...assigned);
          }
          nextNeedsLabel = false;
          break;
        }
        default: {
          nextNeedsLabel = false;
          const assigned: string[] = [];
          let callOrReturn = false;
          let setsPrcdVbls = false;
          if (s.kind === "call" || s.kind === "callGoto") {
            callOrReturn = true;
            setsPrcdVbls = s.to === this.currentProcedure;
          } else if (s.kind === "return" || s.kind === "callReturn") {
            callOrReturn = true;
            setsPrcdVbls = true;
          } else if (s.kind === "goto") nextNeedsLabel = true;
          if (callOrReturn) {
            nextNeedsLabel = true;
            assigned.push("stack");
            if (setsPrcdVbls) for (const p of this.procedures) for (const d of [...p.params, ...p.decls]) assigned.push(d.var);
          }
          if (disjoint(out, assigned)) out.splice(0, out.length, ...union(out, assigned));
          else {
            if (inWith) throw new PcalError("call or return makes a second assignment to a variable inside a 'with' statement", s.at);
            this.needsLabel(s);
            hadLabel = true;
            out.splice(0, out.length, ...assigned);
          }
        }
      }
    }
    return hadLabel || nextNeedsLabel;
  }
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const r = [...a];
  for (const x of b) if (!r.includes(x)) r.push(x);
  return r;
}

function disjoint(a: readonly string[], b: readonly string[]): boolean {
  return !b.some((x) => a.includes(x));
}

// -- labeled statement sequences ----------------------------------------------

export function makeLabeledStmtSeq(seq: Stmt[], inProcedure: boolean): LabeledStmt[] {
  const result = innerMake(seq);
  for (const ls of result) classifySeq(ls.stmts, inProcedure);
  return result;
}

function innerMake(seq: Stmt[]): LabeledStmt[] {
  const result: LabeledStmt[] = [];
  let i = 0;
  while (i < seq.length) {
    const first = seq[i]!;
    const ls: LabeledStmt = { label: first.lbl, stmts: [first], at: first.lblAt ?? first.at };
    i++;
    while (i < seq.length && seq[i]!.lbl === "") ls.stmts.push(seq[i++]!);
    fixSeq(ls.stmts);
    result.push(ls);
  }
  return result;
}

function splitUnlabeled(seq: Stmt[]): [Stmt[], Stmt[]] {
  let k = 0;
  while (k < seq.length && seq[k]!.lbl === "") k++;
  return [seq.slice(0, k), seq.slice(k)];
}

function fixSeq(seq: XStmt[]): void {
  for (const s of seq) {
    if (s.kind === "if") {
      const [ut, lt] = splitUnlabeled(s.then);
      s.then = ut;
      fixSeq(ut);
      s.labThen = innerMake(lt);
      const [ue, le] = splitUnlabeled(s.else);
      s.else = ue;
      fixSeq(ue);
      s.labElse = innerMake(le);
    } else if (s.kind === "either") {
      s.labOrs = [];
      s.ors = s.ors.map((clause) => {
        const [u, l] = splitUnlabeled(clause);
        fixSeq(u);
        s.labOrs!.push(innerMake(l));
        return u;
      });
    } else if (s.kind === "with") {
      fixSeq(s.body);
    } else if (s.kind === "while") {
      const [u, l] = splitUnlabeled(s.body);
      s.body = u;
      fixSeq(u);
      s.labDo = innerMake(l);
    }
  }
}

/** 0: no call, return, goto or label inside; 1: a call, return or goto but no label; 2: a label inside. */
function classifySeq(seq: XStmt[], inProcedure: boolean): number {
  let result = 0;
  for (let i = 0; i < seq.length; i++) {
    const s = seq[i]!;
    if (s.kind === "if") {
      const t = classifySeq(s.then, inProcedure);
      let labeled = false;
      if (s.labThen!.length > 0) {
        labeled = true;
        for (const l of s.labThen!) classifySeq(l.stmts, inProcedure);
      }
      const e = classifySeq(s.else, inProcedure);
      if (s.labElse!.length > 0) {
        labeled = true;
        for (const l of s.labElse!) classifySeq(l.stmts, inProcedure);
      }
      result = labeled || t === 2 || e === 2 ? 2 : t + e > 0 ? 1 : 0;
      s.labeled = result === 2;
    } else if (s.kind === "either") {
      let theClass = 0;
      let labeled = false;
      s.ors.forEach((clause, k) => {
        const c = classifySeq(clause, inProcedure);
        if (s.labOrs![k]!.length > 0) {
          labeled = true;
          for (const l of s.labOrs![k]!) classifySeq(l.stmts, inProcedure);
        }
        theClass = Math.max(theClass, c);
      });
      result = labeled || theClass === 2 ? 2 : theClass;
      s.labeled = result === 2;
    } else if (s.kind === "with") {
      result = classifySeq(s.body, inProcedure);
      if (result === 2) throw new PcalError(`with statement at ${location(s.at)} contains a labeled statement`, s.at);
    } else if (s.kind === "while") {
      classifySeq(s.body, inProcedure);
      for (const l of s.labDo!) classifySeq(l.stmts, inProcedure);
    } else if (s.kind === "call") {
      if (!(i < seq.length - 1 && seq[i + 1]!.kind === "return")) result = 1;
    } else if (s.kind === "return" || s.kind === "callReturn") {
      if (!inProcedure) throw new PcalError("return statement not in a procedure", s.at);
      result = 1;
    } else if (s.kind === "goto" || s.kind === "callGoto") result = 1;
    if (result > 0 && i < seq.length - 1) {
      throw new PcalError("the statement after this one needs a label", s.at);
    }
  }
  return result;
}
