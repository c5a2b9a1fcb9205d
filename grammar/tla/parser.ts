// The TLA+ grammar as a Chevrotain embedded-actions parser: rules return AST nodes
// directly (no CST), which is what keeps parsing fast. Rule bodies run once at
// construction to record the grammar, so everything that builds or inspects AST
// values sits inside ACTION(...) and plain variable updates are harmless.
//
// Two things are not context-free and are handled here:
// - Bulleted `/\` and `\/` lists are aligned by column (SANY's rule). While an item
//   of a list whose bullets sit at column c is parsed, every token at column <= c
//   looks like the end of input (see LA_FAST); the list rule then inspects the real
//   next token to decide whether another item follows.
// - Operator precedence: `expr` reads a flat list of operands and infix operators and
//   precedence.ts re-associates it from the table in operators.ts.

import { createTokenInstance, EmbeddedActionsParser, EOF, tokenMatcher, type IToken, type TokenType } from "../chevrotain.js";
import type * as A from "./ast.js";
import { StoredLookaheadStrategy, type LookaheadSource } from "../storedLookahead.js";
import { tlaLookahead } from "./lookahead.generated.js";
import { analyseGrammar, type GrammarSource } from "../storedGrammar.js";
import { tlaGrammar } from "./grammar.generated.js";
import { diagnostic, type Diagnostic, type DiagnosticName, type Range } from "../../runtime/diagnostics.js";
import * as T from "./tokens.js";
import { decodeString } from "./lexer.js";
import { resolveFlat, type FlatOperand } from "./precedence.js";
import { parserMessages } from "./messages.js";

type Definition = A.OperatorDef | A.FunctionDef | A.ModuleDef;

/** One comma-separated item of a bound list before grouping: `x`, `x \in S`, `<<x, y>> \in S`. */
interface BoundItem {
  readonly names: A.Ident[];
  readonly tuple: boolean;
  readonly set: A.Expr | undefined;
  readonly range: Range;
}

/** What the parser sees in place of a token left of (or at) the column of the list being read. */
interface OffsideSentinel extends IToken {
  real: IToken;
  offsideColumn: number;
  offsideBullet: string;
}

interface FactsAndDefs {
  readonly only: boolean;
  readonly facts: A.Expr[];
  readonly defs: A.Expr[];
  readonly end: number;
}

/**
 * A parenthesised expression is its inner expression (the AST has no parentheses), but
 * the expressions around it span its parentheses, as SANY's and so TLC's locations do
 * (`big - (small' - small)` ends at the `)`): the extent with parentheses, by node.
 */
const parenthesized = new WeakMap<A.Expr, Range>();

function extentOf(e: A.Expr): Range {
  return parenthesized.get(e) ?? e.range;
}

function rangeOf(first: IToken, last: IToken): Range {
  return { start: first.startOffset, end: last.endOffset! + 1 };
}

function tokenRange(t: IToken): Range {
  return { start: t.startOffset, end: t.endOffset! + 1 };
}

function identOf(t: IToken): A.Ident {
  return { kind: "Ident", name: t.image, range: tokenRange(t) };
}

function span(start: number, end: number): Range {
  return { start, end };
}

/** `<1>2.` → `<1>2`; the level of a label: 1 for `<1>2`, -1 for `<+>` and `<*>`. */
function labelText(image: string): string {
  let end = image.length;
  while (end > 0 && image.charCodeAt(end - 1) === 46 /* . */) end--;
  return image.slice(0, end);
}

function labelLevel(image: string): number {
  const close = image.indexOf(">");
  const n = Number(image.slice(1, close));
  return Number.isInteger(n) ? n : -1;
}

function isBoundName(e: A.Expr | undefined): boolean {
  return e !== undefined && e.kind === "Name" && e.prefix.length === 0 && e.args.length === 0;
}

/** `x \in S` or `<<x, y>> \in S` as written in `{x \in S : P}` or `[x \in S |-> e]`. */
function asBound(e: A.Expr | undefined): A.Bound | undefined {
  // After error recovery a subrule may have returned nothing, here or in an operand.
  if (e === undefined || e.kind !== "Infix" || e.op !== "\\in" || e.left === undefined) return undefined;
  const l = e.left;
  if (isBoundName(l)) return { kind: "Bound", names: [nameToIdent(l as A.NameExpr)], tuple: false, set: e.right, range: e.range };
  if (l.kind === "Tuple" && l.elements.length > 0 && l.elements.every(isBoundName)) {
    return { kind: "Bound", names: l.elements.map((x) => nameToIdent(x as A.NameExpr)), tuple: true, set: e.right, range: e.range };
  }
  return undefined;
}

function nameToIdent(n: A.NameExpr): A.Ident {
  return { kind: "Ident", name: n.name, range: n.range };
}

export class TlaParser extends EmbeddedActionsParser {
  private file = "";
  /** Columns of the bulleted lists being parsed, innermost last; 0 when none. */
  private readonly offsideStack: number[] = [];
  private readonly offsideBullets: string[] = [];
  private offsideColumn = 0;
  /** Levels of the structured proofs being parsed, innermost last. */
  private readonly proofLevels: number[] = [];
  /** The last end-of-list marker made for each real token (LL(k) lookahead asks again and again). */
  private readonly sentinelCache = new Map<IToken, OffsideSentinel>();
  readonly semanticDiagnostics: Diagnostic[] = [];
  /** Top-level modules parsed so far, and the modules being parsed (outermost first). */
  private finishedModules: A.Module[] = [];
  private readonly openModules: A.Module[] = [];

  /** Where the lookahead comes from: the generated table, or computed (storedLookahead.ts). */
  readonly lookahead: StoredLookaheadStrategy;
  /** Where the recorded grammar comes from: the generated table, or recorded (storedGrammar.ts). */
  readonly grammar: GrammarSource;

  /**
   * Chevrotain's grammar validations (ambiguities, duplicate occurrence indices) cost
   * startup time; they run in a unit test with `validate: true` and are skipped otherwise.
   * Lookahead comes from lookahead.generated.ts (`npm run grammar:tables`) unless the
   * grammar changed since; `lookahead: "computed"` computes it as Chevrotain does.
   */
  constructor(options: { readonly validate?: boolean; readonly lookahead?: LookaheadSource } = {}) {
    const maxLookahead = 3;
    const lookahead = new StoredLookaheadStrategy({ maxLookahead, tokens: T.allTokens, stored: tlaLookahead, use: options.lookahead ?? "stored" });
    super(T.allTokens, {
      recoveryEnabled: true,
      maxLookahead,
      lookaheadStrategy: lookahead,
      errorMessageProvider: parserMessages,
      skipValidations: options.validate !== true,
    });
    this.lookahead = lookahead;
    this.grammar = analyseGrammar(this, T.allTokens, tlaGrammar, options.lookahead ?? "stored", lookahead);
  }

  /** Parses one lexed file; errors are in `this.errors` and `semanticDiagnostics`. */
  parse(file: string, tokens: IToken[]): A.SourceFileAst {
    this.file = file;
    this.semanticDiagnostics.length = 0;
    this.sentinelCache.clear();
    this.finishedModules = [];
    this.openModules.length = 0;
    this.resetContext();
    this.input = tokens;
    return this.sourceFile();
  }

  /** The real token behind an end-of-list marker, or the token itself. */
  realToken(t: IToken): IToken {
    return (t as Partial<OffsideSentinel>).real ?? t;
  }

  /** For an end-of-list marker, the list it ended: its column and bullet. */
  offsideOf(t: IToken): { column: number; bullet: string } | undefined {
    const s = t as Partial<OffsideSentinel>;
    if (s.real === undefined) return undefined;
    return { column: s.offsideColumn!, bullet: s.offsideBullet! };
  }

  private resetContext(): void {
    this.restoreOffside(0);
    this.proofLevels.length = 0;
  }

  private report(name: DiagnosticName, range: Range, args: Record<string, string> = {}): void {
    this.semanticDiagnostics.push(diagnostic(name, this.file, range, args));
  }

  private readonly reporter = (name: DiagnosticName, range: Range, args: Record<string, string>): void =>
    this.report(name, range, args);

  /**
   * After a syntax error, recovery hands rules `undefined` where a node was expected;
   * building on it must not turn one located error into an internal one.
   */
  protected override ACTION<R>(impl: () => R): R {
    try {
      return super.ACTION(impl);
    } catch (e) {
      if (this.errors.length > 0) return undefined as R;
      throw e;
    }
  }

  // -- the offside rule -------------------------------------------------------

  protected override LA_FAST(howMuch: number): IToken {
    return this.hideOffside(super.LA_FAST(howMuch));
  }

  protected override LA(howMuch: number): IToken {
    const t = super.LA(howMuch);
    return howMuch <= 0 ? t : this.hideOffside(t);
  }

  private hideOffside(t: IToken): IToken {
    if (this.offsideColumn === 0 || !(t.startColumn! <= this.offsideColumn) || t.tokenType === EOF) return t;
    return this.sentinelFor(t);
  }

  private sentinelFor(t: IToken): IToken {
    const cached = this.sentinelCache.get(t);
    if (cached !== undefined && cached.offsideColumn === this.offsideColumn) return cached;
    const s = createTokenInstance(EOF, t.image, t.startOffset, t.endOffset!, t.startLine!, t.endLine!, t.startColumn!, t.endColumn!) as OffsideSentinel;
    s.offsideColumn = this.offsideColumn;
    s.offsideBullet = this.offsideBullets[this.offsideBullets.length - 1]!;
    s.real = t;
    this.sentinelCache.set(t, s);
    return s;
  }

  private realNext(): IToken {
    return super.LA_FAST(1);
  }

  private pushOffside(column: number, bullet: string): number {
    const depth = this.offsideStack.length;
    this.offsideStack.push(column);
    this.offsideBullets.push(bullet);
    this.offsideColumn = column;
    return depth;
  }

  private restoreOffside(depth: number): void {
    this.offsideStack.length = depth;
    this.offsideBullets.length = depth;
    this.offsideColumn = depth === 0 ? 0 : this.offsideStack[depth - 1]!;
  }

  // -- modules ------------------------------------------------------------------

  private sourceFile = this.RULE(
    "sourceFile",
    (): A.SourceFileAst => {
      this.MANY(() => {
        const m = this.SUBRULE(this.module);
        this.ACTION(() => m !== undefined && this.finishedModules.push(m));
      });
      return { kind: "SourceFile", modules: this.finishedModules };
    },
    { recoveryValueFunc: () => this.recoveredSourceFile() },
  );

  /** When an error ends the parse, the modules read so far, the open one closed where it stopped. */
  private recoveredSourceFile(): A.SourceFileAst {
    const modules = [...this.finishedModules];
    const outer = this.openModules[0];
    if (outer !== undefined) {
      const end = outer.units[outer.units.length - 1]?.range.end ?? outer.range.end;
      modules.push({ ...outer, range: span(outer.range.start, end) });
    }
    return { kind: "SourceFile", modules };
  }

  private module = this.RULE("module", (): A.Module => {
    const head = this.CONSUME(T.ModuleHeader);
    const name = this.CONSUME(T.Identifier);
    const ext: A.Ident[] = [];
    const units: A.Unit[] = [];
    this.ACTION(() => {
      const range = span(head.startOffset, name.endOffset! + 1);
      this.openModules.push({ kind: "Module", range, name: identOf(name), extends: ext, units });
    });
    this.OPTION(() => {
      this.CONSUME(T.EXTENDS);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => {
          const e = this.CONSUME1(T.Identifier);
          this.ACTION(() => ext.push(identOf(e)));
        },
      });
    });
    this.MANY(() => {
      const u = this.SUBRULE(this.unit);
      this.ACTION(() => u !== undefined && units.push(u));
    });
    const end = this.CONSUME(T.ModuleEnd);
    this.ACTION(() => this.openModules.pop());
    return this.ACTION(() => ({
      kind: "Module",
      range: span(head.startOffset, Number.isNaN(end.startOffset) ? head.endOffset! + 1 : end.endOffset! + 1),
      name: identOf(name),
      extends: ext,
      units,
    }));
  });

  private unit = this.RULE("unit", (): A.Unit => {
    this.ACTION(() => this.resetContext());
    return this.OR([
      { ALT: () => this.SUBRULE(this.variableDecl) },
      { ALT: () => this.SUBRULE(this.constantDecl) },
      { ALT: () => this.SUBRULE(this.recursiveDecl) },
      { ALT: () => this.SUBRULE(this.assumption) },
      { ALT: () => this.SUBRULE(this.theorem) },
      { ALT: () => this.SUBRULE(this.useOrHide) },
      { ALT: () => this.SUBRULE(this.module) },
      { ALT: () => this.SUBRULE(this.definitionOrInstance) },
    ]);
  });

  private variableDecl = this.RULE("variableDecl", (): A.VariableDecl => {
    const kw = this.OR([{ ALT: () => this.CONSUME(T.VARIABLE) }, { ALT: () => this.CONSUME(T.VARIABLES) }]);
    const names: A.Ident[] = [];
    let last = kw;
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        last = this.CONSUME(T.Identifier);
        this.ACTION(() => names.push(identOf(last)));
      },
    });
    return this.ACTION(() => ({ kind: "VariableDecl", range: rangeOf(kw, last), names }));
  });

  private constantDecl = this.RULE("constantDecl", (): A.ConstantDecl => {
    const kw = this.OR([{ ALT: () => this.CONSUME(T.CONSTANT) }, { ALT: () => this.CONSUME(T.CONSTANTS) }]);
    const decls = this.SUBRULE(this.opDeclList);
    return this.ACTION(() => ({ kind: "ConstantDecl", range: span(kw.startOffset, decls[decls.length - 1]!.range.end), decls }));
  });

  private recursiveDecl = this.RULE("recursiveDecl", (): A.RecursiveDecl => {
    const kw = this.CONSUME(T.RECURSIVE);
    const decls = this.SUBRULE(this.opDeclList);
    return this.ACTION(() => ({ kind: "RecursiveDecl", range: span(kw.startOffset, decls[decls.length - 1]!.range.end), decls }));
  });

  private opDeclList = this.RULE("opDeclList", (): A.OpDecl[] => {
    const decls: A.OpDecl[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const d = this.SUBRULE(this.opDecl);
        this.ACTION(() => decls.push(d));
      },
    });
    return decls;
  });

  /** `N`, `Op(_, _)`, `_ \prec _`, `-. _`, `_ ^+` */
  private opDecl = this.RULE("opDecl", (): A.OpDecl => {
    return this.OR([
      {
        ALT: () => {
          const name = this.CONSUME(T.Identifier);
          let arity = 0;
          let last = name;
          this.OPTION(() => {
            this.CONSUME(T.LParen);
            this.AT_LEAST_ONE_SEP({
              SEP: T.Comma,
              DEF: () => {
                this.CONSUME(T.Underscore);
                arity++;
              },
            });
            last = this.CONSUME(T.RParen);
          });
          return this.ACTION(() => ({ kind: "OpDecl", name: identOf(name), arity, form: "ident", range: rangeOf(name, last) }) as A.OpDecl);
        },
      },
      {
        ALT: () => {
          const first = this.CONSUME1(T.Underscore);
          const op = this.CONSUME(T.OpSymbol);
          let last = op;
          let arity = 1;
          this.OPTION1(() => {
            last = this.CONSUME2(T.Underscore);
            arity = 2;
          });
          return this.ACTION(
            () => ({ kind: "OpDecl", name: identOf(op), arity, form: arity === 2 ? "infix" : "postfix", range: rangeOf(first, last) }) as A.OpDecl,
          );
        },
      },
      {
        ALT: () => {
          const op = this.CONSUME1(T.OpSymbol);
          const last = this.CONSUME3(T.Underscore);
          return this.ACTION(() => ({ kind: "OpDecl", name: identOf(op), arity: 1, form: "prefix", range: rangeOf(op, last) }) as A.OpDecl);
        },
      },
    ]);
  });

  private definitionOrInstance = this.RULE("definitionOrInstance", (): A.Unit => {
    let local = false;
    let localTok: IToken | undefined;
    this.OPTION(() => {
      localTok = this.CONSUME(T.LOCAL);
      local = true;
    });
    return this.OR([
      {
        ALT: () => {
          const inst = this.SUBRULE(this.instance);
          return this.ACTION(() => ({
            kind: "InstanceUnit",
            local,
            instance: inst,
            range: span(localTok?.startOffset ?? inst.range.start, inst.range.end),
          }) as A.InstanceUnit);
        },
      },
      { ALT: () => this.SUBRULE(this.definition, { ARGS: [local] }) },
    ]);
  });

  private definition = this.RULE("definition", (local: boolean): Definition => {
    return this.OR([
      {
        // `-. a == e`
        ALT: () => {
          const op = this.CONSUME(T.OpSymbol);
          const a = this.CONSUME(T.Identifier);
          this.CONSUME(T.DefEq);
          const body = this.SUBRULE(this.expr);
          return this.ACTION(() => this.operatorDef(local, op, "prefix", [paramOf(a)], body));
        },
      },
      {
        ALT: () => {
          const name = this.CONSUME1(T.Identifier);
          return this.OR1([
            {
              ALT: () => {
                this.CONSUME1(T.DefEq);
                return this.SUBRULE(this.definitionRhs, { ARGS: [local, name, []] });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.LParen);
                const params = this.SUBRULE(this.opDeclList);
                this.CONSUME(T.RParen);
                this.CONSUME2(T.DefEq);
                return this.SUBRULE1(this.definitionRhs, { ARGS: [local, name, params] });
              },
            },
            {
              ALT: () => {
                this.CONSUME(T.LBracket);
                const items = this.SUBRULE(this.boundList);
                this.CONSUME(T.RBracket);
                this.CONSUME3(T.DefEq);
                const body = this.SUBRULE1(this.expr);
                return this.ACTION(
                  () =>
                    ({
                      kind: "FunctionDef",
                      local,
                      name: identOf(name),
                      bounds: this.groupBounds(items),
                      body,
                      range: span(name.startOffset, extentOf(body).end),
                    }) as A.FunctionDef,
                );
              },
            },
            {
              ALT: () => {
                const op = this.CONSUME(T.InfixOp);
                const b = this.CONSUME2(T.Identifier);
                this.CONSUME4(T.DefEq);
                const body = this.SUBRULE2(this.expr);
                return this.ACTION(() => this.operatorDef(local, op, "infix", [paramOf(name), paramOf(b)], body, name));
              },
            },
            {
              ALT: () => {
                const op = this.CONSUME(T.PostfixOp);
                this.CONSUME5(T.DefEq);
                const body = this.SUBRULE3(this.expr);
                return this.ACTION(() => this.operatorDef(local, op, "postfix", [paramOf(name)], body, name));
              },
            },
          ]);
        },
      },
    ]);
  });

  private operatorDef(
    local: boolean,
    nameTok: IToken,
    form: A.OperatorDef["form"],
    params: A.OpDecl[],
    body: A.Expr,
    first: IToken = nameTok,
  ): A.OperatorDef {
    return { kind: "OperatorDef", local, name: identOf(nameTok), form, params, body, range: span(first.startOffset, extentOf(body).end) };
  }

  /** After `Name ==` or `Name(params) ==`: an instance or an expression. */
  private definitionRhs = this.RULE("definitionRhs", (local: boolean, name: IToken, params: A.OpDecl[]): Definition => {
    return this.OR([
      {
        ALT: () => {
          const inst = this.SUBRULE(this.instance);
          return this.ACTION(
            () => ({ kind: "ModuleDef", local, name: identOf(name), params, instance: inst, range: span(name.startOffset, inst.range.end) }) as A.ModuleDef,
          );
        },
      },
      {
        ALT: () => {
          const body = this.SUBRULE(this.expr);
          return this.ACTION(() => this.operatorDef(local, name, "ident", params, body));
        },
      },
    ]);
  });

  private instance = this.RULE("instance", (): A.Instance => {
    const kw = this.CONSUME(T.INSTANCE);
    const module = this.CONSUME(T.Identifier);
    const substitutions: A.Substitution[] = [];
    let end = module.endOffset! + 1;
    this.OPTION(() => {
      this.CONSUME(T.WITH);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => {
          const target = this.OR([
            { ALT: () => this.CONSUME1(T.Identifier) },
            { ALT: () => this.CONSUME(T.OpSymbol) },
            { ALT: () => this.CONSUME(T.PrefixOp) },
          ]);
          this.CONSUME(T.LeftArrow);
          const value = this.SUBRULE(this.expr);
          this.ACTION(() => {
            end = extentOf(value).end;
            substitutions.push({ kind: "Substitution", target: identOf(target), value, range: span(target.startOffset, end) });
          });
        },
      });
    });
    return this.ACTION(() => ({ kind: "Instance", module: identOf(module), substitutions, range: span(kw.startOffset, end) }));
  });

  private assumption = this.RULE("assumption", (): A.Assumption => {
    const kw = this.OR([
      { ALT: () => this.CONSUME(T.ASSUME) },
      { ALT: () => this.CONSUME(T.ASSUMPTION) },
      { ALT: () => this.CONSUME(T.AXIOM) },
    ]);
    let name: IToken | undefined;
    this.OPTION({
      GATE: () => this.LA(2).tokenType === T.DefEq,
      DEF: () => {
        name = this.CONSUME(T.Identifier);
        this.CONSUME(T.DefEq);
      },
    });
    const e = this.SUBRULE(this.expr);
    return this.ACTION(() => ({
      kind: "Assumption",
      keyword: kw.image as A.Assumption["keyword"],
      name: name === undefined ? undefined : identOf(name),
      expr: e,
      range: span(kw.startOffset, e.range.end),
    }));
  });

  private theorem = this.RULE("theorem", (): A.Theorem => {
    const kw = this.OR([
      { ALT: () => this.CONSUME(T.THEOREM) },
      { ALT: () => this.CONSUME(T.LEMMA) },
      { ALT: () => this.CONSUME(T.PROPOSITION) },
      { ALT: () => this.CONSUME(T.COROLLARY) },
    ]);
    let name: IToken | undefined;
    this.OPTION({
      GATE: () => this.LA(2).tokenType === T.DefEq,
      DEF: () => {
        name = this.CONSUME(T.Identifier);
        this.CONSUME(T.DefEq);
      },
    });
    const body = this.OR1([{ ALT: () => this.SUBRULE(this.assumeProve) }, { ALT: () => this.SUBRULE(this.expr) }]);
    let proof: A.Proof | undefined;
    this.OPTION1(() => {
      proof = this.SUBRULE(this.proof);
    });
    return this.ACTION(() => ({
      kind: "Theorem",
      keyword: kw.image as A.Theorem["keyword"],
      name: name === undefined ? undefined : identOf(name),
      body,
      proof,
      range: span(kw.startOffset, (proof ?? body).range.end),
    }));
  });

  private assumeProve = this.RULE("assumeProve", (): A.AssumeProve => {
    const kw = this.CONSUME(T.ASSUME);
    const assumptions: (A.Expr | A.NewDecl | A.AssumeProve)[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const a = this.OR([
          { ALT: () => this.SUBRULE(this.newDecl) },
          { ALT: () => this.SUBRULE(this.assumeProve) },
          { ALT: () => this.SUBRULE(this.expr) },
        ]);
        this.ACTION(() => assumptions.push(a));
      },
    });
    this.CONSUME(T.PROVE);
    const prove = this.SUBRULE1(this.expr);
    return this.ACTION(() => ({ kind: "AssumeProve", assumptions, prove, range: span(kw.startOffset, prove.range.end) }));
  });

  /** `NEW x`, `NEW x \in S`, `NEW CONSTANT x`, `VARIABLE x`, `NEW ACTION A`, `NEW F(_)` */
  private newDecl = this.RULE("newDecl", (): A.NewDecl => {
    let first: IToken | undefined;
    let level: A.NewDecl["level"] = "NEW";
    this.OR([
      {
        ALT: () => {
          first = this.CONSUME(T.NEW);
          this.OPTION(() => {
            level = this.SUBRULE(this.declLevel);
          });
        },
      },
      {
        ALT: () => {
          first = this.LA(1);
          level = this.SUBRULE1(this.declLevel);
        },
      },
    ]);
    const decl = this.SUBRULE(this.opDecl);
    let set: A.Expr | undefined;
    this.OPTION1(() => {
      this.CONSUME(T.BackslashIn);
      set = this.SUBRULE(this.expr);
    });
    return this.ACTION(() => ({ kind: "NewDecl", level, decl, set, range: span(first!.startOffset, (set ?? decl).range.end) }));
  });

  private declLevel = this.RULE("declLevel", (): A.NewDecl["level"] => {
    const t = this.OR([
      { ALT: () => this.CONSUME(T.CONSTANT) },
      { ALT: () => this.CONSUME(T.VARIABLE) },
      { ALT: () => this.CONSUME(T.STATE) },
      { ALT: () => this.CONSUME(T.ACTION) },
      { ALT: () => this.CONSUME(T.TEMPORAL) },
    ]);
    return t.image as A.NewDecl["level"];
  });

  private useOrHide = this.RULE("useOrHide", (): A.UseOrHide => {
    const kw = this.OR([{ ALT: () => this.CONSUME(T.USE) }, { ALT: () => this.CONSUME(T.HIDE) }]);
    const fd = this.SUBRULE(this.factsAndDefs);
    return this.ACTION(() => ({
      kind: "UseOrHide",
      keyword: kw.image as A.UseOrHide["keyword"],
      only: fd.only,
      facts: fd.facts,
      defs: fd.defs,
      range: span(kw.startOffset, Math.max(fd.end, kw.endOffset! + 1)),
    }));
  });

  /** `[ONLY] facts [DEF defs]` after BY, USE and HIDE. */
  private factsAndDefs = this.RULE("factsAndDefs", (): FactsAndDefs => {
    let only = false;
    let facts: A.Expr[] = [];
    let defs: A.Expr[] = [];
    let end = 0;
    this.OPTION(() => {
      const t = this.CONSUME(T.ONLY);
      only = true;
      end = t.endOffset! + 1;
    });
    this.OPTION1(() => {
      facts = this.SUBRULE(this.factList);
    });
    this.OPTION2(() => {
      const t = this.OR([{ ALT: () => this.CONSUME(T.DEF) }, { ALT: () => this.CONSUME(T.DEFS) }]);
      this.ACTION(() => (end = t.endOffset! + 1));
      defs = this.SUBRULE1(this.factList);
    });
    return this.ACTION(() => {
      const lastFact = defs[defs.length - 1] ?? facts[facts.length - 1];
      return { only, facts, defs, end: Math.max(end, lastFact?.range.end ?? 0) };
    });
  });

  /** Facts and definitions: expressions, also `MODULE M`. */
  private factList = this.RULE("factList", (): A.Expr[] => {
    const out: A.Expr[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const e = this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
          {
            ALT: () => {
              const kw = this.CONSUME(T.MODULE);
              const m = this.CONSUME(T.Identifier);
              return this.ACTION(() => ({ kind: "Name", prefix: [], name: m.image, args: [], range: rangeOf(kw, m) }) as A.NameExpr);
            },
          },
          {
            // An operator symbol used as a definition name: `DEFS \prec, ProcSet`. Only a prefix operator can
            // also start a fact (`BY -x`); any other symbol is a name even when the next unit follows it.
            GATE: () =>
              tokenMatcher(this.LA(1), T.OpSymbol) &&
              (!tokenMatcher(this.LA(1), T.PrefixOp) || !this.startsOperand(this.LA(2))),
            ALT: () => {
              const t = this.CONSUME(T.OpSymbol);
              return this.ACTION(() => ({ kind: "Name", prefix: noSegments, name: t.image, args: noExprs, range: tokenRange(t) }) as A.NameExpr);
            },
          },
          { ALT: () => this.SUBRULE(this.expr) },
        ]});
        this.ACTION(() => out.push(e));
      },
    });
    return out;
  });

  private startsOperand(t: IToken): boolean {
    const tt = t.tokenType;
    return (
      tt === T.Identifier || tt === T.Number_ || tt === T.String_ || tt === T.LParen || tt === T.LBrace ||
      tt === T.LBracket || tt === T.LAngle || tokenMatcher(t, T.PrefixOp) || tokenMatcher(t, T.Quantifier)
    );
  }

  // -- proofs ---------------------------------------------------------------------

  private proof = this.RULE("proof", (): A.Proof => {
    let kw: IToken | undefined;
    this.OPTION(() => {
      kw = this.CONSUME(T.PROOF);
    });
    return this.OR([
      { ALT: () => this.terminal(kw, this.CONSUME(T.OBVIOUS), "OBVIOUS") },
      { ALT: () => this.terminal(kw, this.CONSUME(T.OMITTED), "OMITTED") },
      {
        ALT: () => {
          const by = this.CONSUME(T.BY);
          const fd = this.SUBRULE(this.factsAndDefs);
          return this.ACTION(() => ({
            kind: "TerminalProof",
            proofKeyword: kw !== undefined,
            form: "BY",
            only: fd.only,
            facts: fd.facts,
            defs: fd.defs,
            range: span((kw ?? by).startOffset, Math.max(fd.end, by.endOffset! + 1)),
          }) as A.TerminalProof);
        },
      },
      { ALT: () => this.SUBRULE(this.structuredProof, { ARGS: [kw] }) },
    ]);
  });

  private terminal(kw: IToken | undefined, t: IToken, form: "OBVIOUS" | "OMITTED"): A.TerminalProof {
    return { kind: "TerminalProof", proofKeyword: kw !== undefined, form, only: false, facts: [], defs: [], range: rangeOf(kw ?? t, t) };
  }

  private structuredProof = this.RULE("structuredProof", (kw: IToken | undefined): A.StructuredProof => {
    const steps: A.ProofStep[] = [];
    let level = 0;
    this.ACTION(() => {
      const first = labelLevel(this.LA(1).image);
      const enclosing = this.proofLevels[this.proofLevels.length - 1] ?? 0;
      level = first < 0 ? enclosing + 1 : first;
      this.proofLevels.push(level);
    });
    this.AT_LEAST_ONE({
      GATE: () => this.stepContinues(level, steps.length === 0),
      DEF: () => {
        const s = this.SUBRULE(this.step);
        this.ACTION(() => steps.push(s));
      },
    });
    return this.ACTION(() => {
      this.proofLevels.pop();
      const first = kw?.startOffset ?? steps[0]!.range.start;
      return { kind: "StructuredProof", proofKeyword: kw !== undefined, steps, range: span(first, steps[steps.length - 1]!.range.end) };
    });
  });

  /** A step of the proof at `level` follows: `<level>...`, or `<*>`/`<+>` where they fit. */
  private stepContinues(level: number, first: boolean): boolean {
    const t = this.LA(1);
    if (t.tokenType !== T.StepLabel) return false;
    const l = labelLevel(t.image);
    if (l >= 0) return l === level;
    return first || t.image.startsWith("<*>");
  }

  /** A step's own proof follows: a terminal proof, or steps deeper than the current level. */
  private stepProofFollows(): boolean {
    const t = this.LA(1);
    const tt = t.tokenType;
    if (tt === T.PROOF || tt === T.BY || tt === T.OBVIOUS || tt === T.OMITTED) return true;
    if (tt !== T.StepLabel) return false;
    const l = labelLevel(t.image);
    const current = this.proofLevels[this.proofLevels.length - 1] ?? 0;
    return l < 0 ? t.image.startsWith("<+>") : l > current;
  }

  private step = this.RULE("step", (): A.ProofStep => {
    const label = this.CONSUME(T.StepLabel);
    const body = this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.qedStep(this.CONSUME(T.QED)) },
        {
          ALT: () => {
            const kw = this.CONSUME(T.SUFFICES);
            const a = this.OR1([{ ALT: () => this.SUBRULE(this.assumeProve) }, { ALT: () => this.SUBRULE(this.expr) }]);
            return this.ACTION(() => ({ kind: "AssertStep", suffices: true, assertion: a, range: span(kw.startOffset, a.range.end) }) as A.StepBody);
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.CASE);
            const e = this.SUBRULE1(this.expr);
            return this.ACTION(() => ({ kind: "CaseStep", expr: e, range: span(kw.startOffset, e.range.end) }) as A.StepBody);
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.PICK);
            const items = this.SUBRULE(this.boundList);
            this.CONSUME(T.Colon);
            const e = this.SUBRULE2(this.expr);
            return this.ACTION(() => {
              const bounded = items.some((i) => i.set !== undefined);
              return {
                kind: "PickStep",
                bounds: bounded ? this.groupBounds(items) : undefined,
                names: bounded ? [] : items.flatMap((i) => i.names),
                expr: e,
                range: span(kw.startOffset, e.range.end),
              } as A.StepBody;
            });
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.HAVE);
            const e = this.SUBRULE3(this.expr);
            return this.ACTION(() => ({ kind: "HaveStep", expr: e, range: span(kw.startOffset, e.range.end) }) as A.StepBody);
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.TAKE);
            const items = this.SUBRULE1(this.boundList);
            return this.ACTION(() => {
              const bounded = items.some((i) => i.set !== undefined);
              return {
                kind: "TakeStep",
                bounds: bounded ? this.groupBounds(items) : undefined,
                names: bounded ? [] : items.flatMap((i) => i.names),
                range: span(kw.startOffset, items[items.length - 1]!.range.end),
              } as A.StepBody;
            });
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.WITNESS);
            const es = this.SUBRULE(this.exprList);
            return this.ACTION(() => ({ kind: "WitnessStep", exprs: es, range: span(kw.startOffset, es[es.length - 1]!.range.end) }) as A.StepBody);
          },
        },
        {
          ALT: () => {
            const kw = this.CONSUME(T.DEFINE);
            const defs: Definition[] = [];
            this.AT_LEAST_ONE(() => {
              const d = this.SUBRULE(this.definition, { ARGS: [false] });
              this.ACTION(() => defs.push(d));
            });
            return this.ACTION(() => ({ kind: "DefineStep", defs, range: span(kw.startOffset, defs[defs.length - 1]!.range.end) }) as A.StepBody);
          },
        },
        { ALT: () => this.SUBRULE(this.useOrHide) },
        {
          ALT: () => {
            const inst = this.SUBRULE(this.instance);
            return this.ACTION(() => ({ kind: "InstanceStep", instance: inst, range: inst.range }) as A.StepBody);
          },
        },
        {
          // A definition step without DEFINE: `<1> f == ...`
          GATE: () => this.definitionAhead(),
          ALT: () => {
            const d = this.SUBRULE1(this.definition, { ARGS: [false] });
            return this.ACTION(() => ({ kind: "DefineStep", defs: [d], range: d.range }) as A.StepBody);
          },
        },
        {
          ALT: () => {
            const a = this.OR2([{ ALT: () => this.SUBRULE1(this.assumeProve) }, { ALT: () => this.SUBRULE4(this.expr) }]);
            return this.ACTION(() => ({ kind: "AssertStep", suffices: false, assertion: a, range: a.range }) as A.StepBody);
          },
        },
      ],
    });
    let proof: A.Proof | undefined;
    this.OPTION({
      GATE: () => this.stepProofFollows(),
      DEF: () => {
        proof = this.SUBRULE(this.proof);
      },
    });
    return this.ACTION(() => ({
      kind: "ProofStep",
      label: labelText(label.image),
      body,
      proof,
      range: span(label.startOffset, (proof ?? body).range.end),
    }));
  });

  /** `Name ==` or `Name(params) ==` comes next (scanning over the parameter list). */
  private definitionAhead(): boolean {
    if (this.LA(1).tokenType !== T.Identifier) return false;
    const second = this.LA(2).tokenType;
    if (second === T.DefEq) return true;
    if (second !== T.LParen) return false;
    let depth = 0;
    for (let k = 2; ; k++) {
      const tt = this.LA(k).tokenType;
      if (tt === EOF) return false;
      if (tt === T.LParen) depth++;
      else if (tt === T.RParen && --depth === 0) return this.LA(k + 1).tokenType === T.DefEq;
    }
  }

  private qedStep(t: IToken): A.StepBody {
    return { kind: "QedStep", range: tokenRange(t) };
  }

  // -- expressions ------------------------------------------------------------------

  expr = this.RULE("expr", (): A.Expr => {
    const first = this.SUBRULE(this.operand);
    let operands: FlatOperand[] | undefined;
    let ops: IToken[] | undefined;
    this.MANY(() => {
      const op = this.CONSUME(T.InfixOp);
      const next = this.SUBRULE1(this.operand);
      this.ACTION(() => {
        if (operands === undefined) {
          operands = [first];
          ops = [];
        }
        operands.push(next);
        ops!.push(op);
      });
    });
    return this.ACTION(() => {
      if (operands === undefined && first.prefixes.length === 0) return first.primary;
      return resolveFlat(operands ?? [first], ops ?? [], this.reporter);
    });
  });

  private operand = this.RULE("operand", (): FlatOperand => {
    let prefixes: IToken[] | undefined;
    this.MANY(() => {
      const p = this.CONSUME(T.PrefixOp);
      this.ACTION(() => (prefixes ??= []).push(p));
    });
    const primary = this.SUBRULE(this.postfixed);
    return this.ACTION(() => {
      const extent = extentOf(primary);
      return { prefixes: prefixes ?? noTokens, primary, start: extent.start, end: extent.end };
    });
  });

  /** A primary followed by `[args]`, `.field` and postfix operators, applied left to right. */
  private postfixed = this.RULE("postfixed", (): A.Expr => {
    let e = this.SUBRULE(this.primary);
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(T.LBracket);
            const args = this.SUBRULE(this.exprList);
            const close = this.CONSUME(T.RBracket);
            this.ACTION(() => {
              e = { kind: "FunctionApp", fn: e, args, range: span(extentOf(e).start, close.endOffset! + 1) };
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.Dot);
            const f = this.CONSUME(T.FieldName);
            this.ACTION(() => {
              e = { kind: "RecordField", record: e, field: identOf(f), range: span(extentOf(e).start, f.endOffset! + 1) };
            });
          },
        },
        {
          ALT: () => {
            const op = this.CONSUME(T.PostfixOp);
            this.ACTION(() => {
              e = { kind: "Postfix", op: op.image, operand: e, range: span(extentOf(e).start, op.endOffset! + 1) };
            });
          },
        },
      ]);
    });
    return e;
  });

  private exprList = this.RULE("exprList", (): A.Expr[] => {
    const out: A.Expr[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const e = this.SUBRULE(this.expr);
        this.ACTION(() => out.push(e));
      },
    });
    return out;
  });

  private primary = this.RULE("primary", (): A.Expr => {
    return this.OR([
      { ALT: () => this.SUBRULE(this.nameOrLabel) },
      {
        ALT: () => {
          const t = this.CONSUME(T.Number_);
          return this.ACTION(() => ({ kind: "Number", text: t.image, range: tokenRange(t) }) as A.NumberLit);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.String_);
          return this.ACTION(() => this.stringLiteral(t));
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.At);
          return this.ACTION(() => ({ kind: "At", range: tokenRange(t) }) as A.AtExpr);
        },
      },
      {
        ALT: () => {
          const t = this.CONSUME(T.StepLabel);
          return this.ACTION(() => ({ kind: "StepRef", label: labelText(t.image), range: tokenRange(t) }) as A.StepRef);
        },
      },
      {
        ALT: () => {
          const open = this.CONSUME(T.LParen);
          const e = this.SUBRULE(this.expr);
          const close = this.CONSUME(T.RParen);
          this.ACTION(() => parenthesized.set(e, rangeOf(open, close)));
          return e;
        },
      },
      { ALT: () => this.SUBRULE(this.braces) },
      { ALT: () => this.SUBRULE(this.brackets) },
      { ALT: () => this.SUBRULE(this.angles) },
      { ALT: () => this.SUBRULE(this.junction) },
      { ALT: () => this.SUBRULE(this.quantified) },
      { ALT: () => this.SUBRULE(this.temporalQuantified) },
      { ALT: () => this.SUBRULE(this.choose) },
      { ALT: () => this.SUBRULE(this.ifThenElse) },
      { ALT: () => this.SUBRULE(this.caseExpr) },
      { ALT: () => this.SUBRULE(this.letIn) },
      { ALT: () => this.SUBRULE(this.lambda) },
      { ALT: () => this.SUBRULE(this.fairness) },
    ]);
  });

  private stringLiteral(t: IToken): A.StringLit {
    const { value, badEscapeAt } = decodeString(t.image, t.tokenType !== T.UnterminatedString);
    if (badEscapeAt >= 0) {
      const at = t.startOffset + badEscapeAt;
      this.report("InvalidEscape", span(at, at + 2), { found: JSON.stringify(t.image.slice(badEscapeAt, badEscapeAt + 2)) });
    }
    return { kind: "String", value, range: tokenRange(t) };
  }

  /** `x`, `Op(a, b)`, `M!Op(a)`, `I(x)!Op`, `Inv!2`, and labels `lbl :: e`, `lbl(x) :: e`. */
  private nameOrLabel = this.RULE("nameOrLabel", (): A.Expr => {
    const first = this.CONSUME(T.Identifier);
    let args: A.Expr[] = noExprs;
    let end = first.endOffset! + 1;
    this.OPTION(() => {
      args = this.SUBRULE(this.argList);
      this.ACTION(() => (end = this.LA(0).endOffset! + 1));
    });
    let segments: A.PathSegment[] | undefined;
    let name = first.image;
    let nameStart = first.startOffset;
    this.MANY(() => {
      this.CONSUME(T.Bang);
      let segArgs: A.Expr[] = noExprs;
      // `Inv!(q)` applies the definition itself: an empty segment name with arguments.
      const seg = this.OR([
        {
          ALT: () => {
            const open = this.LA(1);
            segArgs = this.SUBRULE2(this.argList);
            return this.ACTION(() => ({ ...open, image: "" }) as IToken);
          },
        },
        { ALT: () => this.CONSUME1(T.Identifier) },
        { ALT: () => this.CONSUME(T.Number_) },
        { ALT: () => this.CONSUME(T.OpSymbol) },
        { ALT: () => this.CONSUME(T.Colon) },
        { ALT: () => this.CONSUME(T.LAngle) },
        { ALT: () => this.CONSUME(T.RAngle) },
        { ALT: () => this.CONSUME(T.At) },
      ]);
      this.OPTION1(() => {
        segArgs = this.SUBRULE1(this.argList);
      });
      this.ACTION(() => {
        (segments ??= []).push({ name, args, range: span(nameStart, end) });
        name = seg.image;
        nameStart = seg.startOffset;
        args = segArgs;
        end = this.LA(0).endOffset! + 1;
      });
    });
    let label: A.Expr | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.DoubleColon);
      label = this.SUBRULE(this.expr);
    });
    return this.ACTION(() => {
      if (label !== undefined) {
        const params = args.map((a) => (a.kind === "Name" ? nameToIdent(a) : { kind: "Ident" as const, name: "?", range: a.range }));
        return { kind: "Label", name: identOf(first), params, body: label, range: span(first.startOffset, extentOf(label).end) } as A.Label;
      }
      return { kind: "Name", prefix: segments ?? noSegments, name, args, range: span(first.startOffset, end) } as A.NameExpr;
    });
  });

  private argList = this.RULE("argList", (): A.Expr[] => {
    this.CONSUME(T.LParen);
    const out: A.Expr[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const e = this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            {
              // An operator passed as an argument: `Fold(+, 0, S)`.
              GATE: () => this.operatorArgument(T.OpSymbol),
              ALT: () => {
                const t = this.CONSUME(T.OpSymbol);
                return this.ACTION(() => ({ kind: "Name", prefix: noSegments, name: t.image, args: noExprs, range: tokenRange(t) }) as A.NameExpr);
              },
            },
            {
              // A keyword or symbol prefix operator passed as an argument (SANY; TLC's test52): `F(SUBSET)`, `F([])`.
              GATE: () => this.operatorArgument(T.PrefixOp),
              ALT: () => {
                const t = this.CONSUME(T.PrefixOp);
                return this.ACTION(() => ({ kind: "Name", prefix: noSegments, name: t.image, args: noExprs, range: tokenRange(t) }) as A.NameExpr);
              },
            },
            {
              // The prime passed as an argument: `F(')`.
              GATE: () => this.operatorArgument(T.PostfixOp),
              ALT: () => {
                const t = this.CONSUME(T.PostfixOp);
                return this.ACTION(() => ({ kind: "Name", prefix: noSegments, name: t.image, args: noExprs, range: tokenRange(t) }) as A.NameExpr);
              },
            },
            { ALT: () => this.SUBRULE(this.expr) },
          ],
        });
        this.ACTION(() => out.push(e));
      },
    });
    this.CONSUME(T.RParen);
    return out;
  });

  private operatorArgument(category: TokenType): boolean {
    const next = this.LA(2).tokenType;
    return tokenMatcher(this.LA(1), category) && (next === T.Comma || next === T.RParen);
  }

  /** `{}`, `{a, b}`, `{x \in S : P}`, `{e : x \in S}` */
  private braces = this.RULE("braces", (): A.Expr => {
    const open = this.CONSUME(T.LBrace);
    return this.OR([
      {
        ALT: () => {
          const close = this.CONSUME(T.RBrace);
          return this.ACTION(() => ({ kind: "SetEnum", elements: noExprs, range: rangeOf(open, close) }) as A.SetEnum);
        },
      },
      {
        ALT: () => {
          const first = this.SUBRULE(this.expr);
          return this.OR1([
            {
              ALT: () => {
                this.CONSUME(T.Colon);
                return this.OR2({
                  IGNORE_AMBIGUITIES: true,
                  ERR_MSG: "an expression",
                  DEF: [
                    {
                      GATE: () => asBound(first) !== undefined,
                      ALT: () => {
                        const predicate = this.SUBRULE1(this.expr);
                        const close = this.CONSUME1(T.RBrace);
                        return this.ACTION(
                          () => ({ kind: "SetFilter", bound: asBound(first)!, predicate, range: rangeOf(open, close) }) as A.SetFilter,
                        );
                      },
                    },
                    {
                      ALT: () => {
                        const items = this.SUBRULE(this.boundList);
                        const close = this.CONSUME2(T.RBrace);
                        return this.ACTION(
                          () => ({ kind: "SetMap", element: first, bounds: this.groupBounds(items), range: rangeOf(open, close) }) as A.SetMap,
                        );
                      },
                    },
                  ],
                });
              },
            },
            {
              ALT: () => {
                const elements = [first];
                this.MANY(() => {
                  this.CONSUME(T.Comma);
                  const e = this.SUBRULE2(this.expr);
                  this.ACTION(() => elements.push(e));
                });
                const close = this.CONSUME3(T.RBrace);
                return this.ACTION(() => ({ kind: "SetEnum", elements, range: rangeOf(open, close) }) as A.SetEnum);
              },
            },
          ]);
        },
      },
    ]);
  });

  /** `[a |-> 1]`, `[a : S]`, `[x \in S |-> e]`, `[S -> T]`, `[f EXCEPT ...]`, `[A]_v` */
  private brackets = this.RULE("brackets", (): A.Expr => {
    const open = this.CONSUME(T.LBracket);
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      // The gates decide on `name |->` / `name :`; looking further would turn an
      // error inside the first field into "no alternative" at the '['.
      MAX_LOOKAHEAD: 2,
      DEF: [
        {
          GATE: () => this.LA(2).tokenType === T.MapsTo,
          ALT: () => {
            const fields = this.SUBRULE(this.recordFields);
            const close = this.CONSUME(T.RBracket);
            return this.ACTION(() => ({ kind: "RecordCtor", fields, range: rangeOf(open, close) }) as A.RecordCtor);
          },
        },
        {
          GATE: () => this.LA(2).tokenType === T.Colon,
          ALT: () => {
            const fields = this.SUBRULE1(this.recordFields);
            const close = this.CONSUME1(T.RBracket);
            return this.ACTION(() => ({ kind: "RecordSet", fields, range: rangeOf(open, close) }) as A.RecordSet);
          },
        },
        {
          ALT: () => {
            const items = this.SUBRULE(this.exprList);
            return this.OR1([
              {
                ALT: () => {
                  this.CONSUME(T.MapsTo);
                  const body = this.SUBRULE(this.expr);
                  const close = this.CONSUME2(T.RBracket);
                  return this.ACTION(() => ({ kind: "FunctionCtor", bounds: this.boundsFromExprs(items), body, range: rangeOf(open, close) }) as A.FunctionCtor);
                },
              },
              {
                ALT: () => {
                  this.CONSUME(T.Arrow);
                  const range_ = this.SUBRULE1(this.expr);
                  const close = this.CONSUME3(T.RBracket);
                  return this.ACTION(() => ({ kind: "FunctionSet", domain: items[0]!, range_, range: rangeOf(open, close) }) as A.FunctionSet);
                },
              },
              {
                ALT: () => {
                  const updates = this.SUBRULE(this.exceptUpdates);
                  const close = this.CONSUME4(T.RBracket);
                  return this.ACTION(() => ({ kind: "Except", target: items[0]!, updates, range: rangeOf(open, close) }) as A.Except);
                },
              },
              {
                ALT: () => {
                  this.CONSUME(T.BoxSubscript);
                  const sub = this.SUBRULE(this.subscript);
                  return this.ACTION(() => ({ kind: "BoxAction", action: items[0]!, subscript: sub, range: span(open.startOffset, extentOf(sub).end) }) as A.BoxAction);
                },
              },
            ]);
          },
        },
      ],
    });
  });

  /** `a |-> e, ...` or `a : S, ...`; `brackets` has already chosen which by looking ahead. */
  private recordFields = this.RULE("recordFields", (): A.RecordField_[] => {
    const fields: A.RecordField_[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const name = this.CONSUME(T.Identifier);
        this.OR([{ ALT: () => this.CONSUME(T.MapsTo) }, { ALT: () => this.CONSUME(T.Colon) }]);
        const value = this.SUBRULE(this.expr);
        this.ACTION(() => fields.push({ name: identOf(name), value }));
      },
    });
    return fields;
  });

  private exceptUpdates = this.RULE("exceptUpdates", (): A.ExceptUpdate[] => {
    this.CONSUME(T.EXCEPT);
    const updates: A.ExceptUpdate[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const bang = this.CONSUME(T.Bang);
        const path: A.ExceptPathStep[] = [];
        this.AT_LEAST_ONE(() => {
          this.OR([
            {
              ALT: () => {
                const dot = this.CONSUME(T.Dot);
                const f = this.CONSUME(T.FieldName);
                this.ACTION(() => path.push({ kind: "FieldStep", name: identOf(f), range: rangeOf(dot, f) }));
              },
            },
            {
              ALT: () => {
                const open = this.CONSUME(T.LBracket);
                const args = this.SUBRULE(this.exprList);
                const close = this.CONSUME(T.RBracket);
                this.ACTION(() => path.push({ kind: "IndexStep", args, range: rangeOf(open, close) }));
              },
            },
          ]);
        });
        this.CONSUME(T.Eq);
        const value = this.SUBRULE(this.expr);
        this.ACTION(() => updates.push({ kind: "ExceptUpdate", path, value, range: span(bang.startOffset, extentOf(value).end) }));
      },
    });
    return updates;
  });

  /** `<<a, b>>`, `<< >>`, `<<A>>_v` */
  private angles = this.RULE("angles", (): A.Expr => {
    const open = this.CONSUME(T.LAngle);
    let elements: A.Expr[] = noExprs;
    this.OPTION(() => {
      elements = this.SUBRULE(this.exprList);
    });
    return this.OR([
      {
        ALT: () => {
          const close = this.CONSUME(T.RAngle);
          return this.ACTION(() => ({ kind: "Tuple", elements, range: rangeOf(open, close) }) as A.Tuple);
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.AngleSubscript);
          const sub = this.SUBRULE(this.subscript);
          return this.ACTION(() => ({ kind: "AngleAction", action: elements[0]!, subscript: sub, range: span(open.startOffset, extentOf(sub).end) }) as A.AngleAction);
        },
      },
    ]);
  });

  /** The `v` of `[A]_v`, `<<A>>_v`, `WF_v(A)`: a name, a tuple, or a parenthesised expression. */
  private subscript = this.RULE("subscript", (): A.Expr => {
    return this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.Identifier);
          const path: IToken[] = [t];
          this.MANY(() => {
            this.CONSUME(T.Bang);
            const seg = this.CONSUME1(T.Identifier);
            path.push(seg);
          });
          return this.ACTION(() => {
            const last = path[path.length - 1]!;
            const prefix = path.slice(0, -1).map((p) => ({ name: p.image, args: noExprs, range: tokenRange(p) }));
            return { kind: "Name", prefix, name: last.image, args: noExprs, range: rangeOf(t, last) } as A.NameExpr;
          });
        },
      },
      {
        ALT: () => {
          const open = this.CONSUME(T.LAngle);
          let elements: A.Expr[] = noExprs;
          this.OPTION(() => {
            elements = this.SUBRULE(this.exprList);
          });
          const close = this.CONSUME(T.RAngle);
          return this.ACTION(() => ({ kind: "Tuple", elements, range: rangeOf(open, close) }) as A.Tuple);
        },
      },
      {
        ALT: () => {
          const open = this.CONSUME(T.LParen);
          const e = this.SUBRULE(this.expr);
          const close = this.CONSUME(T.RParen);
          this.ACTION(() => parenthesized.set(e, rangeOf(open, close)));
          return e;
        },
      },
    ]);
  });

  private fairness = this.RULE("fairness", (): A.Fairness => {
    const kw = this.OR([{ ALT: () => this.CONSUME(T.WF) }, { ALT: () => this.CONSUME(T.SF) }]);
    const sub = this.SUBRULE(this.subscript);
    this.CONSUME(T.LParen);
    const action = this.SUBRULE(this.expr);
    const close = this.CONSUME(T.RParen);
    return this.ACTION(() => ({
      kind: "Fairness",
      op: kw.tokenType === T.WF ? "WF" : "SF",
      subscript: sub,
      action,
      range: rangeOf(kw, close),
    }));
  });

  /** A bulleted list: bullets of one kind aligned at one column. */
  private junction = this.RULE("junction", (): A.Junction => {
    let column = 0;
    let bullet: TokenType = T.AndBullet;
    let start = 0;
    const items: A.Expr[] = [];
    this.ACTION(() => {
      const t = this.LA(1);
      column = t.startColumn!;
      bullet = tokenMatcher(t, T.AndBullet) ? T.AndBullet : T.OrBullet;
      start = t.startOffset;
    });
    this.AT_LEAST_ONE({
      GATE: () => {
        const t = this.realNext();
        return t.startColumn === column && tokenMatcher(t, bullet);
      },
      DEF: () => {
        const b = this.CONSUME(T.Bullet);
        let depth = 0;
        this.ACTION(() => (depth = this.pushOffside(column, b.image)));
        const item = this.SUBRULE(this.expr);
        this.ACTION(() => {
          this.restoreOffside(depth);
          items.push(item);
        });
      },
    });
    return this.ACTION(() => ({
      kind: "Junction",
      op: bullet === T.AndBullet ? "/\\" : "\\/",
      items,
      range: span(start, (items.length > 0 ? extentOf(items[items.length - 1]!).end : undefined) ?? start + 2),
    }));
  });

  /** Comma-separated `x`, `x \in S`, `<<x, y>> \in S` as in quantifiers and function definitions. */
  private boundList = this.RULE("boundList", (): BoundItem[] => {
    const items: BoundItem[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        let names: A.Ident[] = [];
        let tuple = false;
        let start = 0;
        let end = 0;
        this.OR([
          {
            ALT: () => {
              const t = this.CONSUME(T.Identifier);
              this.ACTION(() => {
                names = [identOf(t)];
                start = t.startOffset;
                end = t.endOffset! + 1;
              });
            },
          },
          {
            ALT: () => {
              const open = this.CONSUME(T.LAngle);
              this.AT_LEAST_ONE_SEP1({
                SEP: T.Comma,
                DEF: () => {
                  const t = this.CONSUME1(T.Identifier);
                  this.ACTION(() => names.push(identOf(t)));
                },
              });
              const close = this.CONSUME(T.RAngle);
              this.ACTION(() => {
                tuple = true;
                start = open.startOffset;
                end = close.endOffset! + 1;
              });
            },
          },
        ]);
        let set: A.Expr | undefined;
        this.OPTION(() => {
          this.CONSUME(T.BackslashIn);
          set = this.SUBRULE(this.expr);
        });
        this.ACTION(() => items.push({ names, tuple, set, range: span(start, (set === undefined ? undefined : extentOf(set).end) ?? end) }));
      },
    });
    return items;
  });

  /** `x, y \in S, z \in T` → two Bounds: names without a set share the next set. */
  private groupBounds(items: readonly BoundItem[]): A.Bound[] {
    const bounds: A.Bound[] = [];
    let pending: A.Ident[] = [];
    let pendingStart = -1;
    for (const item of items) {
      if (item.set === undefined) {
        if (pendingStart < 0) pendingStart = item.range.start;
        pending.push(...item.names);
        continue;
      }
      const names = item.tuple ? item.names : [...pending, ...item.names];
      if (item.tuple && pending.length > 0) this.report("UnexpectedToken", span(pendingStart, item.range.start), { expected: "'\\in'", found: "','" });
      bounds.push({ kind: "Bound", names, tuple: item.tuple, set: item.set, range: span(pendingStart >= 0 ? pendingStart : item.range.start, item.range.end) });
      pending = [];
      pendingStart = -1;
    }
    if (pending.length > 0) {
      const last = items[items.length - 1]!;
      this.report("UnexpectedToken", span(last.range.end, last.range.end), { expected: "'\\in'", found: "the end of the bound list" });
    }
    return bounds;
  }

  /** The bounds of `[x, y \in S, <<a, b>> \in T |-> e]`, parsed first as expressions. */
  private boundsFromExprs(items: readonly A.Expr[]): A.Bound[] {
    const bounds: A.Bound[] = [];
    let pending: A.Ident[] = [];
    for (const e of items) {
      if (isBoundName(e)) {
        pending.push(nameToIdent(e as A.NameExpr));
        continue;
      }
      const b = asBound(e);
      if (b === undefined) {
        this.report("UnexpectedToken", e.range, { expected: "a bound such as 'x \\in S'", found: "an expression" });
        continue;
      }
      bounds.push(pending.length === 0 ? b : { ...b, names: [...pending, ...b.names], range: span(pending[0]!.range.start, b.range.end) });
      pending = [];
    }
    if (pending.length > 0) this.report("UnexpectedToken", pending[0]!.range, { expected: "'\\in'", found: "'|->'" });
    return bounds;
  }

  private quantified = this.RULE("quantified", (): A.Expr => {
    const q = this.CONSUME(T.Quantifier);
    const items = this.SUBRULE(this.boundList);
    this.CONSUME(T.Colon);
    const body = this.SUBRULE(this.expr);
    return this.ACTION(() => {
      const range = span(q.startOffset, extentOf(body).end);
      if (items.every((i) => i.set === undefined && !i.tuple)) {
        return { kind: "UnboundedQuant", op: q.image, names: items.flatMap((i) => i.names), body, range } as A.UnboundedQuant;
      }
      return { kind: "Quant", op: q.image, bounds: this.groupBounds(items), body, range } as A.Quant;
    });
  });

  private temporalQuantified = this.RULE("temporalQuantified", (): A.UnboundedQuant => {
    const q = this.CONSUME(T.TemporalQuantifier);
    const names = this.SUBRULE(this.identList);
    this.CONSUME(T.Colon);
    const body = this.SUBRULE(this.expr);
    return this.ACTION(() => ({ kind: "UnboundedQuant", op: q.image, names, body, range: span(q.startOffset, extentOf(body).end) }));
  });

  private identList = this.RULE("identList", (): A.Ident[] => {
    const out: A.Ident[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const t = this.CONSUME(T.Identifier);
        this.ACTION(() => out.push(identOf(t)));
      },
    });
    return out;
  });

  private choose = this.RULE("choose", (): A.Choose => {
    const kw = this.CONSUME(T.CHOOSE);
    let names: A.Ident[] = [];
    let tuple = false;
    this.OR([
      {
        ALT: () => {
          const t = this.CONSUME(T.Identifier);
          this.ACTION(() => (names = [identOf(t)]));
        },
      },
      {
        ALT: () => {
          this.CONSUME(T.LAngle);
          names = this.SUBRULE(this.identList);
          this.CONSUME(T.RAngle);
          tuple = true;
        },
      },
    ]);
    let set: A.Expr | undefined;
    this.OPTION(() => {
      this.CONSUME(T.BackslashIn);
      set = this.SUBRULE(this.expr);
    });
    this.CONSUME(T.Colon);
    const body = this.SUBRULE1(this.expr);
    return this.ACTION(() => ({ kind: "Choose", names, tuple, set, body, range: span(kw.startOffset, extentOf(body).end) }));
  });

  private ifThenElse = this.RULE("ifThenElse", (): A.IfThenElse => {
    const kw = this.CONSUME(T.IF);
    const cond = this.SUBRULE(this.expr);
    this.CONSUME(T.THEN);
    const then = this.SUBRULE1(this.expr);
    this.CONSUME(T.ELSE);
    const else_ = this.SUBRULE2(this.expr);
    return this.ACTION(() => ({ kind: "If", cond, then, else_, range: span(kw.startOffset, extentOf(else_).end) }));
  });

  private caseExpr = this.RULE("caseExpr", (): A.Case => {
    const kw = this.CONSUME(T.CASE);
    const arms: A.CaseArm[] = [];
    let other: A.Expr | undefined;
    const first = this.SUBRULE(this.caseArm);
    this.ACTION(() => arms.push(first));
    this.MANY({
      GATE: () => this.LA(2).tokenType !== T.OTHER,
      DEF: () => {
        this.CONSUME(T.Box);
        const arm = this.SUBRULE1(this.caseArm);
        this.ACTION(() => arms.push(arm));
      },
    });
    this.OPTION(() => {
      this.CONSUME1(T.Box);
      this.CONSUME(T.OTHER);
      this.CONSUME(T.Arrow);
      other = this.SUBRULE(this.expr);
    });
    return this.ACTION(() => ({ kind: "Case", arms, other, range: span(kw.startOffset, (other !== undefined ? extentOf(other).end : arms[arms.length - 1]!.range.end)) }));
  });

  private caseArm = this.RULE("caseArm", (): A.CaseArm => {
    const guard = this.SUBRULE(this.expr);
    this.CONSUME(T.Arrow);
    const body = this.SUBRULE1(this.expr);
    return this.ACTION(() => ({ kind: "CaseArm", guard, body, range: span(extentOf(guard).start, extentOf(body).end) }));
  });

  private letIn = this.RULE("letIn", (): A.Let => {
    const kw = this.CONSUME(T.LET);
    const defs: (Definition | A.RecursiveDecl)[] = [];
    this.AT_LEAST_ONE(() => {
      const d = this.OR([{ ALT: () => this.SUBRULE(this.recursiveDecl) }, { ALT: () => this.SUBRULE(this.definition, { ARGS: [false] }) }]);
      this.ACTION(() => defs.push(d));
    });
    this.CONSUME(T.IN);
    const body = this.SUBRULE(this.expr);
    return this.ACTION(() => ({ kind: "Let", defs, body, range: span(kw.startOffset, extentOf(body).end) }));
  });

  private lambda = this.RULE("lambda", (): A.Lambda => {
    const kw = this.CONSUME(T.LAMBDA);
    const params = this.SUBRULE(this.identList);
    this.CONSUME(T.Colon);
    const body = this.SUBRULE(this.expr);
    return this.ACTION(() => ({ kind: "Lambda", params, body, range: span(kw.startOffset, extentOf(body).end) }));
  });
}

function paramOf(t: IToken): A.OpDecl {
  return { kind: "OpDecl", name: identOf(t), arity: 0, form: "ident", range: tokenRange(t) };
}

const noTokens: readonly IToken[] = [];
const noExprs: A.Expr[] = [];
const noSegments: A.PathSegment[] = [];
