// Turns a TLA+ AST back into TLA+ text that parses to the same tree (ranges aside).
//
// Parentheses leave no node in the AST, so the printer decides where they go. The
// rule is conservative: every compound operand of a prefix, infix or postfix
// operator is parenthesised, and so is every expression that extends as far right
// as it can (quantifiers, IF, CASE, LET, LAMBDA, labels) unless nothing but a
// closing token can follow it. Readability comes second to reading back correctly.
//
// Bulleted junction lists are column-sensitive: an item continues only while its
// tokens sit right of the bullet, and the next item is a bullet in exactly that
// column. The writer therefore tracks the output column; a list prints each bullet
// on its own line in the column where the list started, and every line break inside
// an item (only nested lists and LET break lines) lands further right. A list is
// printed bare only where it is the entire remaining expression (a unit body, an
// item of another list, the inside of parentheses the printer opened); anywhere
// else it is wrapped in parentheses, so nothing after it can be read as part of its
// last item.

import {
  assertNever,
  type AssumeProve,
  type Bound,
  type Expr,
  type ExceptPathStep,
  type FunctionDef,
  type Ident,
  type Instance,
  type Module,
  type ModuleDef,
  type NameExpr,
  type NewDecl,
  type OpDecl,
  type OperatorDef,
  type PathSegment,
  type Proof,
  type ProofStep,
  type RecursiveDecl,
  type SourceFileAst,
  type StepBody,
  type Unit,
  type UseOrHide,
} from "./ast.js";

/**
 * What may follow an expression, which decides whether it needs parentheses:
 * - `end`: nothing until the end of the unit, the next bullet of an enclosing list,
 *   or a `)` the printer opened for exactly this expression;
 * - `closed`: a comma or a closing bracket of an enclosing construct;
 * - `inner`: a keyword or separator such as THEN, ELSE, `:`, `->`, `|->`, EXCEPT.
 */
type Context = "end" | "closed" | "inner";

/** Characters that glue into one operator token when adjacent. */
const SYMBOL_CHARS = "<>=/\\~-+*|&^#.:@!$%?'";

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

function isSymbolChar(ch: string): boolean {
  return ch !== "" && SYMBOL_CHARS.includes(ch);
}

/** Accumulates output and knows the current column, which junction lists depend on. */
class Writer {
  private readonly parts: string[] = [];
  private lastChar = "\n";
  column = 0;

  /** Writes text containing no line break, separating it from the previous token if the two would glue. */
  emit(text: string): void {
    if (text.length === 0) return;
    const first = text[0]!;
    const prev = this.lastChar;
    if (
      (isWordChar(prev.charCodeAt(0)) && isWordChar(first.charCodeAt(0))) ||
      (isSymbolChar(prev) && isSymbolChar(first))
    ) {
      this.parts.push(" ");
      this.column++;
    }
    this.parts.push(text);
    this.column += text.length;
    this.lastChar = text[text.length - 1]!;
  }

  /** Writes text that belongs to the previous token (`!name`, `!.field`), with no separating space. */
  attach(text: string): void {
    if (text.length === 0) return;
    this.parts.push(text);
    this.column += text.length;
    this.lastChar = text[text.length - 1]!;
  }

  /** Ends the line and starts the next one at `indent` (0-based column). */
  newline(indent: number): void {
    this.parts.push("\n", " ".repeat(indent));
    this.column = indent;
    this.lastChar = indent > 0 ? " " : "\n";
  }

  /** Moves to the start of a new line unless the output is already there. */
  startLine(): void {
    if (this.column !== 0 || this.lastChar !== "\n") this.newline(0);
  }

  toString(): string {
    return this.parts.join("");
  }
}

/** Expressions that never need parentheses as an operand of a prefix or infix operator. */
function isOperandAtom(e: Expr): boolean {
  switch (e.kind) {
    case "Name":
    case "Number":
    case "String":
    case "At":
    case "StepRef":
    case "SetEnum":
    case "SetFilter":
    case "SetMap":
    case "FunctionCtor":
    case "FunctionSet":
    case "RecordCtor":
    case "RecordSet":
    case "Except":
    case "Tuple":
    case "FunctionApp":
    case "RecordField":
    case "BoxAction":
    case "AngleAction":
    case "Fairness":
    case "Postfix":
      return true;
    default:
      return false;
  }
}

/** Expressions that may stand bare before `[args]`, `.field` or a postfix operator. */
function isPostfixAtom(e: Expr): boolean {
  switch (e.kind) {
    case "Name":
    case "SetEnum":
    case "SetFilter":
    case "SetMap":
    case "FunctionCtor":
    case "FunctionSet":
    case "RecordCtor":
    case "RecordSet":
    case "Except":
    case "Tuple":
    case "FunctionApp":
    case "RecordField":
      return true;
    default:
      return false;
  }
}

/** Expressions that extend as far right as they can. */
function isOpenEnded(e: Expr): boolean {
  switch (e.kind) {
    case "Quant":
    case "UnboundedQuant":
    case "Choose":
    case "If":
    case "Case":
    case "Let":
    case "Lambda":
    case "Label":
      return true;
    default:
      return false;
  }
}

export function escapeString(value: string): string {
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case "\\":
        out += "\\\\";
        break;
      case "\n":
        out += "\\n";
        break;
      case "\t":
        out += "\\t";
        break;
      case "\r":
        out += "\\r";
        break;
      case "\f":
        out += "\\f";
        break;
      default:
        out += ch;
    }
  }
  return out + '"';
}

const PROOF_INDENT = 2;

class Printer {
  readonly w = new Writer();

  // -------------------------------------------------------------------------
  // Modules and units

  module(m: Module): void {
    this.w.startLine();
    this.w.emit(`---- MODULE ${m.name.name} ----`);
    if (m.extends.length > 0) {
      this.w.newline(0);
      this.w.emit("EXTENDS ");
      this.w.emit(m.extends.map((e) => e.name).join(", "));
    }
    for (const unit of m.units) {
      this.w.newline(0);
      this.unit(unit);
    }
    this.w.newline(0);
    this.w.emit("====");
  }

  unit(u: Unit): void {
    switch (u.kind) {
      case "VariableDecl":
        this.w.emit(u.names.length > 1 ? "VARIABLES " : "VARIABLE ");
        this.w.emit(u.names.map((n) => n.name).join(", "));
        return;
      case "ConstantDecl":
        this.w.emit(u.decls.length > 1 ? "CONSTANTS " : "CONSTANT ");
        this.opDecls(u.decls);
        return;
      case "RecursiveDecl":
        this.recursiveDecl(u);
        return;
      case "OperatorDef":
        this.operatorDef(u);
        return;
      case "FunctionDef":
        this.functionDef(u);
        return;
      case "ModuleDef":
        this.moduleDef(u);
        return;
      case "InstanceUnit":
        if (u.local) this.w.emit("LOCAL ");
        this.instance(u.instance);
        return;
      case "Assumption":
        this.w.emit(u.keyword + " ");
        if (u.name !== undefined) this.w.emit(`${u.name.name} == `);
        this.expr(u.expr, "end");
        return;
      case "Theorem":
        this.w.emit(u.keyword + " ");
        if (u.name !== undefined) this.w.emit(`${u.name.name} == `);
        if (u.body.kind === "AssumeProve") this.assumeProve(u.body, "end");
        else this.expr(u.body, "end");
        if (u.proof !== undefined) this.proof(u.proof, PROOF_INDENT);
        return;
      case "UseOrHide":
        this.useOrHide(u);
        return;
      case "Module":
        this.module(u);
        return;
      default:
        assertNever(u);
    }
  }

  opDecl(d: OpDecl): void {
    switch (d.form) {
      case "ident":
        this.w.emit(d.name.name);
        if (d.arity > 0) this.w.emit("(" + Array.from({ length: d.arity }, () => "_").join(", ") + ")");
        return;
      case "prefix":
        this.w.emit(`${d.name.name} _`);
        return;
      case "infix":
        this.w.emit(`_ ${d.name.name} _`);
        return;
      case "postfix":
        this.w.emit(`_ ${d.name.name}`);
        return;
      default:
        assertNever(d.form);
    }
  }

  opDecls(decls: readonly OpDecl[]): void {
    decls.forEach((d, i) => {
      if (i > 0) this.w.emit(", ");
      this.opDecl(d);
    });
  }

  recursiveDecl(u: RecursiveDecl): void {
    this.w.emit("RECURSIVE ");
    this.opDecls(u.decls);
  }

  /** The left-hand side `Op(a, F(_))`, `a \prec b`, `-. a` or `a ^+`. */
  operatorHead(name: Ident, form: OperatorDef["form"], params: readonly OpDecl[]): void {
    switch (form) {
      case "ident":
        this.w.emit(name.name);
        if (params.length > 0) {
          this.w.emit("(");
          this.opDecls(params);
          this.w.emit(")");
        }
        return;
      case "prefix":
        this.w.emit(name.name + " ");
        this.opDecls(params);
        return;
      case "infix":
        this.opDecl(params[0]!);
        this.w.emit(` ${name.name} `);
        this.opDecl(params[1]!);
        return;
      case "postfix":
        this.opDecl(params[0]!);
        this.w.emit(" " + name.name);
        return;
      default:
        assertNever(form);
    }
  }

  operatorDef(d: OperatorDef): void {
    if (d.local) this.w.emit("LOCAL ");
    this.operatorHead(d.name, d.form, d.params);
    this.w.emit(" == ");
    this.expr(d.body, "end");
  }

  functionDef(d: FunctionDef): void {
    if (d.local) this.w.emit("LOCAL ");
    this.w.emit(d.name.name + "[");
    this.bounds(d.bounds);
    this.w.emit("] == ");
    this.expr(d.body, "end");
  }

  moduleDef(d: ModuleDef): void {
    if (d.local) this.w.emit("LOCAL ");
    this.operatorHead(d.name, "ident", d.params);
    this.w.emit(" == ");
    this.instance(d.instance);
  }

  instance(i: Instance): void {
    this.w.emit("INSTANCE " + i.module.name);
    i.substitutions.forEach((s, k) => {
      this.w.emit(k === 0 ? " WITH " : ", ");
      this.w.emit(s.target.name + " <- ");
      this.expr(s.value, "inner");
    });
  }

  useOrHide(u: UseOrHide): void {
    this.w.emit(u.keyword);
    if (u.only) this.w.emit(" ONLY");
    this.factsAndDefs(u.facts, u.defs);
  }

  factsAndDefs(facts: readonly Expr[], defs: readonly Expr[]): void {
    if (facts.length > 0) {
      this.w.emit(" ");
      this.exprList(facts, "inner");
    }
    if (defs.length > 0) {
      this.w.emit(" DEF ");
      this.exprList(defs, "inner");
    }
  }

  // -------------------------------------------------------------------------
  // Proofs

  proof(p: Proof, indent: number): void {
    switch (p.kind) {
      case "TerminalProof":
        this.w.newline(indent);
        if (p.proofKeyword) this.w.emit("PROOF ");
        this.w.emit(p.form);
        if (p.form === "BY") {
          if (p.only) this.w.emit(" ONLY");
          this.factsAndDefs(p.facts, p.defs);
        }
        return;
      case "StructuredProof":
        if (p.proofKeyword) {
          this.w.newline(indent);
          this.w.emit("PROOF");
        }
        for (const step of p.steps) this.proofStep(step, indent);
        return;
      default:
        assertNever(p);
    }
  }

  proofStep(s: ProofStep, indent: number): void {
    this.w.newline(indent);
    // The label token may keep the dot it was written with (`<1>2.`).
    this.w.emit(s.label.endsWith(".") ? s.label + " " : s.label + ". ");
    this.stepBody(s.body);
    if (s.proof !== undefined) this.proof(s.proof, indent + PROOF_INDENT);
  }

  stepBody(b: StepBody): void {
    switch (b.kind) {
      case "QedStep":
        this.w.emit("QED");
        return;
      case "AssertStep":
        if (b.suffices) this.w.emit("SUFFICES ");
        if (b.assertion.kind === "AssumeProve") this.assumeProve(b.assertion, "end");
        else this.expr(b.assertion, "end");
        return;
      case "CaseStep":
        this.w.emit("CASE ");
        this.expr(b.expr, "end");
        return;
      case "PickStep":
        this.w.emit("PICK ");
        if (b.bounds !== undefined) this.bounds(b.bounds);
        else this.w.emit(b.names.map((n) => n.name).join(", "));
        this.w.emit(" : ");
        this.expr(b.expr, "end");
        return;
      case "HaveStep":
        this.w.emit("HAVE ");
        this.expr(b.expr, "end");
        return;
      case "TakeStep":
        this.w.emit("TAKE ");
        if (b.bounds !== undefined) this.bounds(b.bounds);
        else this.w.emit(b.names.map((n) => n.name).join(", "));
        return;
      case "WitnessStep":
        this.w.emit("WITNESS ");
        this.exprList(b.exprs, "inner");
        return;
      case "DefineStep":
        this.w.emit("DEFINE");
        for (const d of b.defs) {
          this.w.emit(" ");
          this.localDef(d, "inner");
        }
        return;
      case "InstanceStep":
        this.instance(b.instance);
        return;
      case "UseOrHide":
        this.useOrHide(b);
        return;
      default:
        assertNever(b);
    }
  }

  assumeProve(ap: AssumeProve, ctx: Context): void {
    this.w.emit("ASSUME ");
    ap.assumptions.forEach((a, i) => {
      if (i > 0) this.w.emit(", ");
      // A nested ASSUME ... PROVE takes no parentheses; its PROVE expression ends at the next comma or PROVE.
      if (a.kind === "AssumeProve") this.assumeProve(a, "inner");
      else if (a.kind === "NewDecl") this.newDecl(a);
      else this.expr(a, "inner");
    });
    this.w.emit(" PROVE ");
    this.expr(ap.prove, ctx);
  }

  newDecl(d: NewDecl): void {
    this.w.emit(d.level === "NEW" ? "NEW " : `NEW ${d.level} `);
    this.opDecl(d.decl);
    if (d.set !== undefined) {
      this.w.emit(" \\in ");
      this.expr(d.set, "inner");
    }
  }

  // -------------------------------------------------------------------------
  // Expressions

  exprList(es: readonly Expr[], ctx: Context): void {
    es.forEach((e, i) => {
      if (i > 0) this.w.emit(", ");
      this.expr(e, ctx);
    });
  }

  /** An operand of a prefix or infix operator: parenthesised unless it is an atom. */
  operand(e: Expr): void {
    if (isOperandAtom(e)) this.expr(e, "inner");
    else this.parenthesised(e);
  }

  /** What stands before `[args]`, `.field` or a postfix operator. */
  postfixOperand(e: Expr): void {
    if (isPostfixAtom(e)) this.expr(e, "inner");
    else this.parenthesised(e);
  }

  parenthesised(e: Expr): void {
    this.w.emit("(");
    this.expr(e, "end");
    this.w.emit(")");
  }

  expr(e: Expr, ctx: Context): void {
    if (ctx === "inner" && isOpenEnded(e)) {
      this.parenthesised(e);
      return;
    }
    switch (e.kind) {
      case "Name":
        this.name(e, false);
        return;
      case "Number":
        this.w.emit(e.text);
        return;
      case "String":
        this.w.emit(escapeString(e.value));
        return;
      case "At":
        this.w.emit("@");
        return;
      case "StepRef":
        this.w.emit(e.label);
        return;
      case "Prefix":
        this.prefix(e.op, e.operand);
        return;
      case "Infix":
        this.operand(e.left);
        this.w.emit(` ${e.op} `);
        this.operand(e.right);
        return;
      case "Postfix":
        this.postfixOperand(e.operand);
        this.w.emit(e.op);
        return;
      case "Times":
        e.sets.forEach((s, i) => {
          if (i > 0) this.w.emit(` ${e.op} `);
          this.operand(s);
        });
        return;
      case "Junction":
        if (ctx !== "end") {
          this.parenthesised(e);
          return;
        }
        this.junction(e.op, e.items);
        return;
      case "Quant":
        this.w.emit(e.op + " ");
        this.bounds(e.bounds);
        this.w.emit(" : ");
        this.expr(e.body, ctx);
        return;
      case "UnboundedQuant":
        this.w.emit(e.op + " ");
        this.w.emit(e.names.map((n) => n.name).join(", "));
        this.w.emit(" : ");
        this.expr(e.body, ctx);
        return;
      case "Choose":
        this.w.emit("CHOOSE ");
        this.boundNames(e.names, e.tuple);
        if (e.set !== undefined) {
          this.w.emit(" \\in ");
          this.expr(e.set, "inner");
        }
        this.w.emit(" : ");
        this.expr(e.body, ctx);
        return;
      case "SetEnum":
        this.w.emit("{");
        this.exprList(e.elements, "closed");
        this.w.emit("}");
        return;
      case "SetFilter":
        this.w.emit("{");
        this.bound(e.bound);
        this.w.emit(" : ");
        this.expr(e.predicate, "closed");
        this.w.emit("}");
        return;
      case "SetMap":
        this.w.emit("{");
        // `{x \in S : P}` would read back as a filter, so a membership test as the element is parenthesised.
        if (e.element.kind === "Infix" && e.element.op === "\\in") this.parenthesised(e.element);
        else this.expr(e.element, "inner");
        this.w.emit(" : ");
        this.bounds(e.bounds);
        this.w.emit("}");
        return;
      case "FunctionCtor":
        this.w.emit("[");
        this.bounds(e.bounds);
        this.w.emit(" |-> ");
        this.expr(e.body, "closed");
        this.w.emit("]");
        return;
      case "FunctionSet":
        this.w.emit("[");
        this.expr(e.domain, "inner");
        this.w.emit(" -> ");
        this.expr(e.range_, "closed");
        this.w.emit("]");
        return;
      case "RecordCtor":
      case "RecordSet": {
        const separator = e.kind === "RecordCtor" ? " |-> " : " : ";
        this.w.emit("[");
        e.fields.forEach((f, i) => {
          if (i > 0) this.w.emit(", ");
          this.w.emit(f.name.name + separator);
          this.expr(f.value, "closed");
        });
        this.w.emit("]");
        return;
      }
      case "Except":
        this.w.emit("[");
        this.expr(e.target, "inner");
        this.w.emit(" EXCEPT ");
        e.updates.forEach((u, i) => {
          if (i > 0) this.w.emit(", ");
          this.w.emit("!");
          for (const step of u.path) this.exceptStep(step);
          this.w.emit(" = ");
          this.expr(u.value, "closed");
        });
        this.w.emit("]");
        return;
      case "Tuple":
        this.w.emit("<<");
        this.exprList(e.elements, "closed");
        this.w.emit(">>");
        return;
      case "FunctionApp":
        this.postfixOperand(e.fn);
        this.w.emit("[");
        this.exprList(e.args, "closed");
        this.w.emit("]");
        return;
      case "RecordField":
        this.postfixOperand(e.record);
        this.w.attach("." + e.field.name);
        return;
      case "If":
        this.w.emit("IF ");
        this.expr(e.cond, "inner");
        this.w.emit(" THEN ");
        this.expr(e.then, "inner");
        this.w.emit(" ELSE ");
        this.expr(e.else_, ctx);
        return;
      case "Case":
        this.w.emit("CASE ");
        e.arms.forEach((arm, i) => {
          if (i > 0) this.w.emit(" [] ");
          this.expr(arm.guard, "inner");
          this.w.emit(" -> ");
          const last = i === e.arms.length - 1 && e.other === undefined;
          this.expr(arm.body, last ? ctx : "inner");
        });
        if (e.other !== undefined) {
          this.w.emit(" [] OTHER -> ");
          this.expr(e.other, ctx);
        }
        return;
      case "Let":
        this.letIn(e.defs, e.body, ctx);
        return;
      case "Lambda":
        this.w.emit("LAMBDA ");
        this.w.emit(e.params.map((p) => p.name).join(", "));
        this.w.emit(" : ");
        this.expr(e.body, ctx);
        return;
      case "BoxAction":
        this.w.emit("[");
        this.boxedAction(e.action);
        this.w.emit("]_");
        this.subscript(e.subscript);
        return;
      case "AngleAction":
        this.w.emit("<<");
        this.expr(e.action, "closed");
        this.w.emit(">>_");
        this.subscript(e.subscript);
        return;
      case "Fairness":
        this.w.emit(e.op + "_");
        this.subscript(e.subscript);
        this.w.emit("(");
        this.expr(e.action, "closed");
        this.w.emit(")");
        return;
      case "Label":
        this.w.emit(e.name.name);
        if (e.params.length > 0) this.w.emit("(" + e.params.map((p) => p.name).join(", ") + ")");
        this.w.emit(" :: ");
        this.expr(e.body, ctx);
        return;
      default:
        assertNever(e);
    }
  }

  prefix(op: string, operand: Expr): void {
    // Word operators (ENABLED, \lnot) and the temporal boxes are kept apart from their operand.
    const last = op.charCodeAt(op.length - 1);
    this.w.emit(isWordChar(last) || op === "[]" || op === "<>" ? op + " " : op);
    this.operand(operand);
  }

  /** `[A]_v`: a bare membership test would look like the start of `[x \in S |-> e]`. */
  boxedAction(action: Expr): void {
    if (action.kind === "Infix" && action.op === "\\in") this.parenthesised(action);
    else this.expr(action, "closed");
  }

  /** After `]_`, `>>_`, `WF_`: attached, since `_` followed by a space would not read as a subscript. */
  subscript(e: Expr): void {
    if (e.kind === "Name") {
      this.name(e, true);
    } else if (e.kind === "Tuple") {
      this.w.attach("<<");
      this.exprList(e.elements, "closed");
      this.w.emit(">>");
    } else {
      this.w.attach("(");
      this.expr(e, "end");
      this.w.emit(")");
    }
  }

  junction(op: string, items: readonly Expr[]): void {
    const column = this.w.column;
    items.forEach((item, i) => {
      if (i > 0) this.w.newline(column);
      this.w.emit(op + " ");
      this.expr(item, "end");
    });
  }

  letIn(defs: readonly (OperatorDef | FunctionDef | ModuleDef | RecursiveDecl)[], body: Expr, ctx: Context): void {
    // LET spreads over lines: definitions one per line, IN under LET, all right of the
    // column LET starts in, which is right of any enclosing bullet.
    const column = this.w.column;
    this.w.emit("LET ");
    defs.forEach((d, i) => {
      if (i > 0) this.w.newline(column + 4);
      this.localDef(d, "end");
    });
    this.w.newline(column);
    this.w.emit("IN  ");
    this.expr(body, ctx);
  }

  /** A definition inside LET or DEFINE. */
  localDef(d: OperatorDef | FunctionDef | ModuleDef | RecursiveDecl, ctx: Context): void {
    switch (d.kind) {
      case "OperatorDef":
        if (d.local) this.w.emit("LOCAL ");
        this.operatorHead(d.name, d.form, d.params);
        this.w.emit(" == ");
        this.expr(d.body, ctx);
        return;
      case "FunctionDef":
        if (d.local) this.w.emit("LOCAL ");
        this.w.emit(d.name.name + "[");
        this.bounds(d.bounds);
        this.w.emit("] == ");
        this.expr(d.body, ctx);
        return;
      case "ModuleDef":
        this.moduleDef(d);
        return;
      case "RecursiveDecl":
        this.recursiveDecl(d);
        return;
      default:
        assertNever(d);
    }
  }

  /** `I(x)!Op(a)`: the segments and the final name are attached to each other by `!`. */
  name(e: NameExpr, attachFirst: boolean): void {
    const segments: readonly PathSegment[] = e.prefix;
    segments.forEach((seg, i) => {
      if (i > 0 || attachFirst) this.w.attach(seg.name);
      else this.w.emit(seg.name);
      this.args(seg.args);
      this.w.attach("!");
    });
    if (segments.length > 0 || attachFirst) this.w.attach(e.name);
    else this.w.emit(e.name);
    this.args(e.args);
  }

  args(args: readonly Expr[]): void {
    if (args.length === 0) return;
    this.w.emit("(");
    this.exprList(args, "closed");
    this.w.emit(")");
  }

  exceptStep(step: ExceptPathStep): void {
    switch (step.kind) {
      case "FieldStep":
        this.w.attach("." + step.name.name);
        return;
      case "IndexStep":
        this.w.emit("[");
        this.exprList(step.args, "closed");
        this.w.emit("]");
        return;
      default:
        assertNever(step);
    }
  }

  boundNames(names: readonly Ident[], tuple: boolean): void {
    const list = names.map((n) => n.name).join(", ");
    this.w.emit(tuple ? `<<${list}>>` : list);
  }

  bound(b: Bound): void {
    this.boundNames(b.names, b.tuple);
    this.w.emit(" \\in ");
    this.expr(b.set, "inner");
  }

  bounds(bs: readonly Bound[]): void {
    bs.forEach((b, i) => {
      if (i > 0) this.w.emit(", ");
      this.bound(b);
    });
  }
}

/** TLA+ text for a whole file: every module, each closed by `====`, ending with a newline. */
export function printSourceFile(ast: SourceFileAst): string {
  const p = new Printer();
  for (const m of ast.modules) p.module(m);
  p.w.newline(0);
  return p.w.toString();
}

/** TLA+ text for one expression, as it would stand as a definition body. */
export function printExpr(e: Expr): string {
  const p = new Printer();
  p.expr(e, "end");
  return p.w.toString();
}
