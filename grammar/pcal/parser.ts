// Recursive-descent parser for PlusCal, both syntaxes: the P-syntax (`begin ... end
// algorithm`) and the C-syntax (braces). Hand-written rather than a Chevrotain grammar
// because a PlusCal expression has no grammar of its own here: like the translator, we
// take the TLA+ tokens up to the first delimiter (`;`, `:=`, `||`, `then`, `do`,
// `begin`, `variable(s)`, or a `)`, `,` ... outside brackets) and keep them as written.

import type { Expr, ETok } from "./expr.js";
import { lexAlgorithm, type PTok } from "./lexer.js";
import type { Algorithm, At, Fairness, Macro, Procedure, Process, SingleAssign, Stmt, VarDecl } from "./ast.js";

export class PcalSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly end: number,
  ) {
    super(message);
  }
}

const exprDelimiters = new Set([
  ";",
  ":=",
  "||",
  "variable",
  "variables",
  "begin",
  "do",
  "then",
  "end",
  "else",
  "elsif",
  "or",
  "process",
  "procedure",
]);
/** Words that end the algorithm's variable declarations when the last `;` is missing. */
const declEnds = new Set(["define", "macro", "fair"]);
const openers = new Set(["(", "[", "{", "<<"]);
const closers = new Set([")", "]", "}", ">>", "]_", ">>_"]);
const notLabels = new Set([
  "while",
  "if",
  "assert",
  "print",
  "else",
  "elsif",
  "either",
  "or",
  "end",
  "with",
  "when",
  "await",
  "skip",
  "call",
  "return",
  "goto",
]);

/** Parses the algorithm that starts right after `--algorithm` (or after `--fair`, with `fair` set). */
export function parseAlgorithm(text: string, from: number, fair: boolean): Algorithm {
  return new Parser(text, from).algorithm(fair);
}

class Parser {
  private readonly toks: PTok[];
  private i = 0;
  private cSyntax = false;
  private currentProcedure: string | null = null;
  private plusLabels: string[] = [];
  private minusLabels: string[] = [];
  private proceduresCalled: string[] = [];
  private inMacro = false;
  private readonly userLabels = new Set<string>();
  private hasLabel = false;
  private gotoUsed = false;
  private gotoDoneUsed = false;
  private hasDefaultInitialization = false;

  constructor(
    private readonly text: string,
    from: number,
  ) {
    const lexed = lexAlgorithm(text, from);
    this.toks = lexed.tokens;
    this.badChars = lexed.badChars;
  }
  private readonly badChars: number[];

  // -- tokens -----------------------------------------------------------------

  private peek(k = 0): string {
    return this.toks[this.i + k]?.text ?? "";
  }

  private tok(k = 0): PTok | undefined {
    return this.toks[this.i + k];
  }

  private at(): At {
    const t = this.tok() ?? this.toks[this.toks.length - 1];
    if (t === undefined) return { offset: this.text.length, line: 1, col: 1 };
    return { offset: t.offset, line: t.line + 1, col: t.col + 1 };
  }

  private fail(message: string): never {
    const t = this.tok();
    this.checkBadChar(t?.offset ?? this.text.length);
    if (t === undefined) throw new PcalSyntaxError(`${message}, but the algorithm ends here`, this.text.length, this.text.length);
    throw new PcalSyntaxError(`${message}, but found '${t.text}'`, t.offset, t.end);
  }

  /** A character the lexer skipped before `offset` is the real cause of a parse error. */
  private checkBadChar(offset: number): void {
    const bad = this.badChars.find((o) => o < offset && o >= (this.toks[Math.max(0, this.i - 1)]?.offset ?? 0));
    if (bad !== undefined) throw new PcalSyntaxError(`unexpected character '${this.text[bad]}'`, bad, bad + 1);
  }

  private next(): PTok {
    const t = this.tok();
    if (t === undefined) this.fail("expected more of the algorithm");
    this.i++;
    return t;
  }

  private expect(text: string, what = `'${text}'`): PTok {
    if (this.peek() !== text) this.fail(`expected ${what}`);
    return this.next();
  }

  private optional(text: string): boolean {
    if (this.peek() !== text) return false;
    this.i++;
    return true;
  }

  /** `;` ends statements; like the translator we accept it missing where nothing is ambiguous. */
  private semicolon(): void {
    this.optional(";");
  }

  private identifier(what: string): PTok {
    const t = this.tok();
    if (t === undefined || t.kind !== "ident") this.fail(`expected ${what}`);
    return this.next();
  }

  /** The tokens up to the next delimiter outside brackets. */
  private expr(extraDelimiters?: ReadonlySet<string>, commaEnds = true): Expr {
    const start = this.i;
    let depth = 0;
    for (;;) {
      const t = this.tok();
      if (t === undefined) break;
      if (depth === 0 && (exprDelimiters.has(t.text) || (commaEnds && t.text === ",") || extraDelimiters?.has(t.text))) break;
      if (openers.has(t.text)) depth++;
      else if (closers.has(t.text)) {
        if (depth === 0) break;
        depth--;
      }
      this.i++;
    }
    return toExpr(this.toks.slice(start, this.i));
  }

  private nonEmptyExpr(what: string, extra?: ReadonlySet<string>): Expr {
    const e = this.expr(extra);
    if (e.lines.length === 0) this.fail(`expected ${what}`);
    return e;
  }

  // -- algorithm --------------------------------------------------------------

  algorithm(fair: boolean): Algorithm {
    if (fair && this.next().text !== "algorithm") {
      this.i--;
      this.fail("expected 'algorithm' after '--fair'");
    }
    const name = this.identifier("the algorithm's name").text;
    this.cSyntax = this.optional("{");
    const decls = this.peek() === "variable" || this.peek() === "variables" ? this.varDecls() : [];
    let defs: Expr = { lines: [] };
    if (this.optional("define")) {
      if (this.cSyntax) this.expect("{");
      defs = this.expr(this.cSyntax ? undefined : new Set(["end"]), false);
      if (this.cSyntax) this.expect("}");
      else {
        this.expect("end");
        this.expect("define");
      }
      this.semicolon();
    }
    const macros: Macro[] = [];
    while (this.peek() === "macro") macros.push(this.macro());
    const procedures: Procedure[] = [];
    while (this.peek() === "procedure") procedures.push(this.procedure());
    const processes: Process[] = [];
    let body: Stmt[] = [];
    const multiprocess =
      this.peek() === "process" ||
      (this.peek() === "fair" && (this.peek(1) === "process" || (this.peek(1) === "+" && this.peek(2) === "process")));
    if (multiprocess) {
      while (this.peek() === "fair" || this.peek() === "process") {
        let fairness: Fairness = "unfair";
        if (this.optional("fair")) fairness = this.optional("+") ? "sf" : "wf";
        const p = this.process();
        p.fairness = fairness;
        processes.push(p);
      }
      this.endOf("algorithm");
    } else {
      this.beginBody();
      body = this.stmtSeq();
      if (this.cSyntax) {
        this.expect("}");
        this.expect("}", "'}' closing the algorithm");
      } else {
        this.expect("end");
        this.expect("algorithm");
      }
    }
    const last = this.toks[this.i - 1]!;
    return {
      name,
      fairAlgorithm: fair,
      cSyntax: this.cSyntax,
      decls,
      defs,
      macros,
      procedures,
      processes,
      body,
      multiprocess,
      userLabels: this.userLabels,
      hasLabel: this.hasLabel,
      gotoUsed: this.gotoUsed,
      gotoDoneUsed: this.gotoDoneUsed,
      hasDefaultInitialization: this.hasDefaultInitialization,
      end: last.end,
    };
  }

  private beginBody(): void {
    if (this.cSyntax) this.expect("{");
    else this.expect("begin");
  }

  private endOf(what: string): void {
    if (this.cSyntax) this.expect("}");
    else {
      this.expect("end");
      this.expect(what, `'end ${what}'`);
    }
  }

  private varDecls(): VarDecl[] {
    this.next(); // variable(s)
    const out: VarDecl[] = [];
    const stops = new Set(["begin", "{", "procedure", "process", "fair", "define", "macro"]);
    while (!stops.has(this.peek()) && this.tok() !== undefined) {
      out.push(this.varDecl(true));
      if (!this.optional(",")) this.optional(";");
    }
    return out;
  }

  private varDecl(allowIn: boolean): VarDecl {
    const at = this.at();
    const v = this.identifier("a variable name").text;
    if (this.optional("=")) return { var: v, isEq: true, val: this.nonEmptyExpr("an initial value", declEnds), at };
    if (allowIn && this.optional("\\in")) return { var: v, isEq: false, val: this.nonEmptyExpr("a set of initial values", declEnds), at };
    this.hasDefaultInitialization = true;
    return { var: v, isEq: true, val: { lines: [] }, at };
  }

  private macro(): Macro {
    const at = this.at();
    this.expect("macro");
    const name = this.identifier("the macro's name").text;
    this.expect("(");
    const params: string[] = [];
    while (this.peek() !== ")") {
      if (params.length > 0) this.expect(",");
      params.push(this.identifier("a parameter name").text);
    }
    this.expect(")");
    this.beginBody();
    this.inMacro = true;
    const body = this.stmtSeq();
    this.inMacro = false;
    this.endOf("macro");
    this.semicolon();
    return { name, params, body, at };
  }

  private startUnit(): void {
    this.plusLabels = [];
    this.minusLabels = [];
    this.proceduresCalled = [];
  }

  private procedure(): Procedure {
    const at = this.at();
    this.expect("procedure");
    const name = this.identifier("the procedure's name").text;
    this.currentProcedure = name;
    this.startUnit();
    this.expect("(");
    const params: VarDecl[] = [];
    while (this.peek() !== ")") {
      if (params.length > 0) this.expect(",");
      params.push(this.varDecl(false));
    }
    this.expect(")");
    const decls: VarDecl[] = [];
    if (this.peek() === "variable" || this.peek() === "variables") {
      this.next();
      while (this.peek() !== "begin" && this.peek() !== "{" && this.tok() !== undefined) {
        decls.push(this.varDecl(false));
        if (!this.optional(",")) this.optional(";");
      }
    }
    this.beginBody();
    const body = this.stmtSeq();
    this.endOf("procedure");
    this.semicolon();
    this.currentProcedure = null;
    return {
      name,
      params,
      decls,
      body,
      plusLabels: this.plusLabels,
      minusLabels: this.minusLabels,
      proceduresCalled: this.proceduresCalled,
      at,
    };
  }

  private process(): Process {
    const at = this.at();
    this.expect("process");
    this.startUnit();
    if (this.cSyntax) this.expect("(");
    const name = this.identifier("the process's name").text;
    let isEq: boolean;
    if (this.optional("=")) isEq = true;
    else if (this.optional("\\in")) isEq = false;
    else this.fail("expected '=' or '\\in' after the process name");
    const id = this.nonEmptyExpr("the process's identifier");
    if (this.cSyntax) this.expect(")");
    const decls = this.peek() === "variable" || this.peek() === "variables" ? this.varDecls() : [];
    this.beginBody();
    const body = this.stmtSeq();
    this.endOf("process");
    this.semicolon();
    return {
      name,
      isEq,
      id,
      decls,
      body,
      fairness: "unfair",
      plusLabels: this.plusLabels,
      minusLabels: this.minusLabels,
      proceduresCalled: this.proceduresCalled,
      at,
    };
  }

  // -- statements -------------------------------------------------------------

  private atStmtSeqEnd(): boolean {
    const t = this.peek();
    if (this.tok() === undefined) return true;
    return this.cSyntax ? t === "}" : t === "end" || t === "else" || t === "elsif" || t === "or";
  }

  private stmtSeq(): Stmt[] {
    const out: Stmt[] = [];
    while (!this.atStmtSeqEnd()) {
      const [lbl, lblAt] = this.label();
      if (this.cSyntax && this.peek() === "{") out.push(...this.cBlock(lbl, lblAt));
      else {
        const s = this.stmt();
        s.lbl = lbl;
        if (lblAt) s.lblAt = lblAt;
        out.push(s);
      }
    }
    if (out.length === 0) this.fail("expected a statement");
    return out;
  }

  private cBlock(lbl: string, lblAt: At | undefined): Stmt[] {
    this.expect("{");
    const seq = this.stmtSeq();
    this.expect("}");
    this.semicolon();
    if (lbl !== "") {
      const first = seq[0]!;
      if (first.lbl !== "") throw new PcalSyntaxError("duplicate labeling of statement", first.at.offset, first.at.offset + 1);
      first.lbl = lbl;
      if (lblAt) first.lblAt = lblAt;
    }
    return seq;
  }

  /** One C-syntax statement, which may be a labeled `{ ... }` block. */
  private cStmt(): Stmt[] {
    const [lbl, lblAt] = this.label();
    if (this.peek() === "{") return this.cBlock(lbl, lblAt);
    const s = this.stmt();
    s.lbl = lbl;
    if (lblAt) s.lblAt = lblAt;
    return [s];
  }

  private isLabelNext(): boolean {
    const t = this.tok();
    return t !== undefined && t.kind === "ident" && !notLabels.has(t.text) && this.peek(1) === ":";
  }

  private label(): [string, At | undefined] {
    if (!this.isLabelNext()) return ["", undefined];
    const at = this.at();
    const t = this.next();
    if (this.inMacro) throw new PcalSyntaxError("a label may not appear in a macro", t.offset, t.end);
    if (t.text === "Done" || t.text === "Error") throw new PcalSyntaxError(`cannot use '${t.text}' as a label`, t.offset, t.end);
    this.expect(":");
    this.hasLabel = true;
    this.userLabels.add(t.text);
    if (this.optional("+")) this.plusLabels.push(t.text);
    else if (this.optional("-")) this.minusLabels.push(t.text);
    return [t.text, at];
  }

  private stmt(): Stmt {
    const at = this.at();
    const base = { lbl: "", at };
    switch (this.peek()) {
      case "if":
        return this.ifStmt(false);
      case "either":
        return this.either();
      case "with":
        this.next();
        return this.withStmt(at, true);
      case "when":
      case "await": {
        this.next();
        const exp = this.nonEmptyExpr("a condition");
        this.semicolon();
        return { ...base, kind: "when", exp };
      }
      case "print": {
        this.next();
        const exp = this.nonEmptyExpr("an expression to print");
        this.semicolon();
        return { ...base, kind: "print", exp };
      }
      case "assert": {
        this.next();
        const exp = this.nonEmptyExpr("an assertion");
        this.semicolon();
        return { ...base, kind: "assert", exp };
      }
      case "skip":
        this.next();
        this.semicolon();
        return { ...base, kind: "skip" };
      case "call":
        return this.call();
      case "return":
        this.next();
        this.semicolon();
        return { ...base, kind: "return", from: this.currentProcedure };
      case "goto": {
        this.next();
        const to = this.gotoTarget();
        this.semicolon();
        return { ...base, kind: "goto", to };
      }
      case "while":
        return this.whileStmt();
    }
    const t = this.tok();
    if (t === undefined || t.kind !== "ident") this.fail("expected a statement");
    if (this.peek(1) === "(") return this.macroCall();
    return this.assign();
  }

  private gotoTarget(): string {
    const t = this.next();
    this.gotoUsed = true;
    if (t.kind !== "ident" && t.text !== '"Done"') {
      throw new PcalSyntaxError(`expected a label after 'goto', but found '${t.text}'`, t.offset, t.end);
    }
    const to = t.text === '"Done"' ? "Done" : t.text;
    if (to === "Done") this.gotoDoneUsed = true;
    return to;
  }

  private ifStmt(elsif: boolean): Stmt {
    const at = this.at();
    this.next(); // if / elsif
    if (this.cSyntax) this.expect("(");
    const test = this.nonEmptyExpr("the condition of 'if'");
    if (this.cSyntax) this.expect(")");
    let thenS: Stmt[];
    let elseS: Stmt[] = [];
    if (this.cSyntax) {
      thenS = this.cStmt();
      if (this.optional("else")) elseS = this.cStmt();
    } else {
      this.expect("then");
      thenS = this.stmtSeq();
      if (this.optional("else")) elseS = this.stmtSeq();
      else if (this.peek() === "elsif") elseS = [this.ifStmt(true)];
      else if (this.peek() !== "end") this.fail("expected 'else', 'elsif' or 'end if'");
      if (!elsif) {
        this.expect("end");
        this.expect("if", "'end if'");
        this.semicolon();
      }
    }
    return { lbl: "", at, kind: "if", test, then: thenS, else: elseS };
  }

  private either(): Stmt {
    const at = this.at();
    this.expect("either");
    const ors: Stmt[][] = [];
    for (;;) {
      ors.push(this.cSyntax ? this.cStmt() : this.stmtSeq());
      if (!this.optional("or")) break;
    }
    if (!this.cSyntax) {
      this.expect("end");
      this.expect("either", "'end either'");
      this.semicolon();
    }
    if (ors.length < 2) throw new PcalSyntaxError("'either' statement has no 'or'", at.offset, at.offset + 6);
    return { lbl: "", at, kind: "either", ors };
  }

  /** `with (x \in S, y = e) body` becomes nested `with`s, one per variable. */
  private withStmt(at: At, first: boolean): Stmt {
    if (first && this.cSyntax) this.expect("(");
    const v = this.identifier("a variable name after 'with'").text;
    let isEq: boolean;
    if (this.optional("=")) isEq = true;
    else if (this.optional("\\in")) isEq = false;
    else this.fail("expected '=' or '\\in'");
    const exp = this.nonEmptyExpr("an expression");
    if (!this.cSyntax || this.peek() !== ")") {
      if (!this.optional(",")) this.optional(";");
    }
    let body: Stmt[];
    if (!this.cSyntax && this.optional("do")) {
      body = this.stmtSeq();
      this.expect("end");
      this.expect("with", "'end with'");
      this.semicolon();
    } else if (this.cSyntax && this.optional(")")) {
      body = this.cStmt();
    } else {
      body = [this.withStmt(this.at(), false)];
    }
    return { lbl: "", at, kind: "with", var: v, isEq, exp, body };
  }

  private whileStmt(): Stmt {
    const at = this.at();
    this.expect("while");
    if (this.cSyntax) this.expect("(");
    const test = this.nonEmptyExpr("the condition of 'while'");
    if (this.cSyntax) this.expect(")");
    let body: Stmt[];
    if (this.cSyntax) body = this.cStmt();
    else {
      this.expect("do");
      body = this.stmtSeq();
      this.expect("end");
      this.expect("while", "'end while'");
      this.semicolon();
    }
    return { lbl: "", at, kind: "while", test, body };
  }

  private args(): Expr[] {
    this.expect("(");
    const args: Expr[] = [];
    while (this.peek() !== ")") {
      if (args.length > 0) this.expect(",");
      args.push(this.nonEmptyExpr("an argument"));
    }
    this.expect(")");
    return args;
  }

  private call(): Stmt {
    const at = this.at();
    this.expect("call");
    const to = this.identifier("a procedure name").text;
    const args = this.args();
    this.semicolon();
    if (!this.proceduresCalled.includes(to)) this.proceduresCalled.push(to);
    if (this.optional("return")) {
      this.semicolon();
      return { lbl: "", at, kind: "callReturn", to, args, from: this.currentProcedure };
    }
    if (this.optional("goto")) {
      const after = this.gotoTarget();
      this.semicolon();
      return { lbl: "", at, kind: "callGoto", to, args, after };
    }
    return { lbl: "", at, kind: "call", to, args, from: this.currentProcedure };
  }

  private macroCall(): Stmt {
    const at = this.at();
    const name = this.next().text;
    const args = this.args();
    this.semicolon();
    return { lbl: "", at, kind: "macroCall", name, args };
  }

  private assign(): Stmt {
    const at = this.at();
    const ass: SingleAssign[] = [this.singleAssign()];
    while (this.optional("||")) ass.push(this.singleAssign());
    this.semicolon();
    return { lbl: "", at, kind: "assign", ass };
  }

  private singleAssign(): SingleAssign {
    const at = this.at();
    const v = this.identifier("a variable to assign").text;
    const sub = this.expr();
    this.expect(":=");
    const rhs = this.nonEmptyExpr("an expression after ':='");
    return { var: v, sub, rhs, at };
  }
}

function toExpr(toks: readonly PTok[]): Expr {
  if (toks.length === 0) return { lines: [] };
  const lines: ETok[][] = [];
  let line = -1;
  for (const t of toks) {
    if (t.line !== line) {
      lines.push([]);
      line = t.line;
    }
    lines[lines.length - 1]!.push({ text: t.text, kind: t.kind, col: t.col });
  }
  return { lines, start: toks[0]!.offset, end: toks[toks.length - 1]!.end };
}
