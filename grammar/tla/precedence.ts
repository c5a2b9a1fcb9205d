// Re-associates a flat expression `operand (infixOp operand)*`, each operand carrying
// its prefix operators, into a tree by precedence climbing over the ranges in
// operators.ts. The grammar stays one rule for every operator; precedence is data.
// Chains SANY rejects are reported: `a = b = c` (non-associative) and `a /\ b \/ c`
// (different operators whose precedence ranges overlap).

import type { IToken } from "chevrotain";
import type { Expr, Range } from "./ast.js";
import type { DiagnosticName } from "../../runtime/diagnostics.js";
import { infixInfo, prefixOperandMinPrecedence, timesOperators, type OperatorInfo } from "./operators.js";

export interface FlatOperand {
  readonly prefixes: readonly IToken[];
  readonly primary: Expr;
  /** Offsets of the primary as written, parentheses included. */
  readonly start: number;
  readonly end: number;
}

export type Reporter = (name: DiagnosticName, range: Range, args: Record<string, string>) => void;

/** Synonyms name one operator: mixing them is the same as repeating it. */
const canonicalSpelling: Readonly<Record<string, string>> = {
  "\\land": "/\\",
  "\\lor": "\\/",
  "\\union": "\\cup",
  "\\intersect": "\\cap",
  "\\leq": "<=",
  "=<": "<=",
  "\\geq": ">=",
  "/=": "#",
  "\\equiv": "<=>",
  "\\times": "\\X",
  "\\circ": "\\o",
  "\\oplus": "(+)",
  "\\ominus": "(-)",
  "\\odot": "(.)",
  "\\oslash": "(/)",
  "\\otimes": "(\\X)",
};

function canonical(op: string): string {
  return canonicalSpelling[op] ?? op;
}

interface Located {
  readonly e: Expr;
  readonly start: number;
  readonly end: number;
}

export function resolveFlat(operands: readonly FlatOperand[], ops: readonly IToken[], report: Reporter): Expr {
  return new FlatResolver(operands, ops, report).resolve();
}

class FlatResolver {
  /** Index of the next operand to read; after reading operand k the next operator is ops[k]. */
  private nextOperand = 0;
  private prefixIndex = 0;

  constructor(
    private readonly operands: readonly FlatOperand[],
    private readonly ops: readonly IToken[],
    private readonly report: Reporter,
  ) {}

  resolve(): Expr {
    return this.binary(this.unary(), 0).e;
  }

  private unary(): Located {
    const operand = this.operands[this.nextOperand]!;
    if (this.prefixIndex < operand.prefixes.length) {
      const tok = operand.prefixes[this.prefixIndex++]!;
      const body = this.binary(this.unary(), prefixOperandMinPrecedence(tok.image));
      const range = { start: tok.startOffset, end: body.end };
      return { e: { kind: "Prefix", op: tok.image, operand: body.e, range }, start: range.start, end: range.end };
    }
    this.nextOperand++;
    this.prefixIndex = 0;
    return { e: operand.primary, start: operand.start, end: operand.end };
  }

  /** Extends `lhs` with every following operator whose precedence is at least `minPrec`. */
  private binary(lhs: Located, minPrec: number): Located {
    let prevInfo: OperatorInfo | undefined;
    let prevCanon = "";
    let prevToken: IToken | undefined;
    let timesSets: Expr[] | undefined;
    for (;;) {
      const i = this.nextOperand - 1;
      if (i >= this.ops.length) return lhs;
      const tok = this.ops[i]!;
      const info = infixInfo(tok.image);
      if (info.lo < minPrec) return lhs;
      const canon = canonical(tok.image);
      if (prevInfo !== undefined && info.hi >= prevInfo.lo) {
        const range = { start: prevToken!.startOffset, end: tok.endOffset! + 1 };
        if (canon !== prevCanon) this.report("PrecedenceConflict", range, { left: prevToken!.image, right: tok.image });
        else if (!info.leftAssoc) this.report("NonAssociativeChain", range, { left: prevToken!.image, right: tok.image });
      }
      const rhs = this.binary(this.unary(), info.hi + 1);
      const range = { start: lhs.start, end: rhs.end };
      if (timesOperators.has(tok.image)) {
        if (timesSets !== undefined && canon === prevCanon) timesSets.push(rhs.e);
        else timesSets = [lhs.e, rhs.e];
        lhs = { e: { kind: "Times", op: tok.image, sets: timesSets, range }, start: range.start, end: range.end };
      } else {
        timesSets = undefined;
        lhs = { e: { kind: "Infix", op: tok.image, left: lhs.e, right: rhs.e, range }, start: range.start, end: range.end };
      }
      prevInfo = info;
      prevCanon = canon;
      prevToken = tok;
    }
  }
}
