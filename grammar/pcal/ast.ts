// The PlusCal algorithm as parsed: statements with their labels, before labels are
// added and before the translator turns control flow into `pc` updates.

import type { Expr } from "./expr.js";

/** Where a statement starts: offset into the file and 1-based line and column (the translator's messages use them). */
export interface At {
  readonly offset: number;
  readonly line: number;
  readonly col: number;
  /** Set on statements that come from a macro body: where the macro was called. */
  readonly macroCall?: { readonly line: number; readonly col: number };
}

export interface StmtBase {
  /** "" when unlabeled. */
  lbl: string;
  lblAt?: At;
  readonly at: At;
}

export interface SingleAssign {
  readonly var: string;
  readonly sub: Expr;
  readonly rhs: Expr;
  readonly at: At;
}

export type Stmt =
  | (StmtBase & { kind: "assign"; ass: SingleAssign[] })
  | (StmtBase & { kind: "if"; test: Expr; then: Stmt[]; else: Stmt[] })
  | (StmtBase & { kind: "either"; ors: Stmt[][] })
  | (StmtBase & { kind: "with"; var: string; isEq: boolean; exp: Expr; body: Stmt[] })
  | (StmtBase & { kind: "when"; exp: Expr })
  | (StmtBase & { kind: "print"; exp: Expr })
  | (StmtBase & { kind: "assert"; exp: Expr })
  | (StmtBase & { kind: "skip" })
  | (StmtBase & { kind: "call"; to: string; args: Expr[]; from: string | null })
  | (StmtBase & { kind: "return"; from: string | null })
  | (StmtBase & { kind: "callReturn"; to: string; args: Expr[]; from: string | null })
  | (StmtBase & { kind: "callGoto"; to: string; args: Expr[]; after: string })
  | (StmtBase & { kind: "goto"; to: string })
  | (StmtBase & { kind: "while"; test: Expr; body: Stmt[] })
  | (StmtBase & { kind: "macroCall"; name: string; args: Expr[] });

export interface VarDecl {
  readonly var: string;
  /** `=` (true) or `\in` (false). */
  readonly isEq: boolean;
  /** Empty for a variable without an initial value (it gets `defaultInitValue`). */
  readonly val: Expr;
  readonly at: At;
}

export interface Macro {
  readonly name: string;
  readonly params: string[];
  readonly body: Stmt[];
  readonly at: At;
}

export type Fairness = "unfair" | "wf" | "sf";

export interface Procedure {
  readonly name: string;
  readonly params: VarDecl[];
  readonly decls: VarDecl[];
  body: Stmt[];
  readonly plusLabels: string[];
  readonly minusLabels: string[];
  readonly proceduresCalled: string[];
  readonly at: At;
}

export interface Process {
  readonly name: string;
  /** `process (P = id)` (true) or `process (P \in ids)` (false). */
  readonly isEq: boolean;
  readonly id: Expr;
  readonly decls: VarDecl[];
  body: Stmt[];
  fairness: Fairness;
  readonly plusLabels: string[];
  readonly minusLabels: string[];
  readonly proceduresCalled: string[];
  readonly at: At;
}

export interface Algorithm {
  readonly name: string;
  readonly fairAlgorithm: boolean;
  readonly cSyntax: boolean;
  readonly decls: VarDecl[];
  readonly defs: Expr;
  readonly macros: Macro[];
  readonly procedures: Procedure[];
  /** Empty for a uniprocess algorithm. */
  readonly processes: Process[];
  /** The body of a uniprocess algorithm. */
  body: Stmt[];
  readonly multiprocess: boolean;
  /** Labels the user wrote, anywhere. */
  readonly userLabels: Set<string>;
  readonly hasLabel: boolean;
  readonly gotoUsed: boolean;
  readonly gotoDoneUsed: boolean;
  readonly hasDefaultInitialization: boolean;
  /** Offset just after the algorithm's last token. */
  readonly end: number;
}
