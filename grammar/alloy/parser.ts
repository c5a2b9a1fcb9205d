// The Alloy grammar as a Chevrotain parser with embedded actions that build the
// syntax tree of ast.ts directly. Operator precedence, loosest first (Alloy 4's):
//   let / quantifiers (bodies reach as far right as possible)
//   || or,  <=> iff,  => implies (right, with `else`),  && and,  ! not,
//   comparisons (= != in !in < > <= >=, non-associative),
//   no some lone one set (multiplicity formulas),  << >> >>>,  + -,  #,  ++,  &,
//   -> (with multiplicities),  <:,  :>,  then `.` joins and `[...]` boxes (left to
//   right), and the prefix ~ ^ * tightest.
// Formulas in a block need no separator: an expression ends where the next token
// cannot continue it. Where a keyword such as `some` may start either a quantifier
// or a multiplicity formula, a gate looks ahead for `names :`.

import { EmbeddedActionsParser, tokenMatcher, type IToken, type TokenType } from "../chevrotain.js";
import { StoredLookaheadStrategy, type LookaheadSource } from "../storedLookahead.js";
import { alloyLookahead } from "./lookahead.generated.js";
import { analyseGrammar, type GrammarSource } from "../storedGrammar.js";
import { alloyGrammar } from "./grammar.generated.js";
import type * as A from "./ast.js";
import { parserMessages } from "./messages.js";
import * as T from "./tokens.js";

function span(start: number, end: number): A.Range {
  return { start, end };
}

function tokRange(t: IToken): A.Range {
  return { start: t.startOffset, end: t.endOffset! + 1 };
}

export class AlloyParser extends EmbeddedActionsParser {
  /** Where the lookahead comes from: the generated table, or computed (storedLookahead.ts). */
  readonly lookahead: StoredLookaheadStrategy;
  /** Where the recorded grammar comes from: the generated table, or recorded (storedGrammar.ts). */
  readonly grammar: GrammarSource;

  /** As the TLA+ parser's: validations in a unit test, lookahead from lookahead.generated.ts. */
  constructor(options: { readonly validate?: boolean; readonly lookahead?: LookaheadSource } = {}) {
    const maxLookahead = 2;
    const lookahead = new StoredLookaheadStrategy({ maxLookahead, tokens: T.allTokens, stored: alloyLookahead, use: options.lookahead ?? "stored" });
    super(T.allTokens, {
      recoveryEnabled: true,
      maxLookahead,
      lookaheadStrategy: lookahead,
      errorMessageProvider: parserMessages,
      skipValidations: options.validate !== true,
    });
    this.lookahead = lookahead;
    this.grammar = analyseGrammar(this, T.allTokens, alloyGrammar, options.lookahead ?? "stored", lookahead);
  }

  parse(tokens: IToken[]): A.AlsModule {
    this.input = tokens;
    return this.module();
  }

  /** After a syntax error, recovery hands actions `undefined`; that must not become an internal error. */
  protected override ACTION<R>(impl: () => R): R {
    try {
      return super.ACTION(impl);
    } catch (e) {
      if (this.errors.length > 0) return undefined as R;
      throw e;
    }
  }

  private startOf(): number {
    return this.LA(1).startOffset;
  }

  /** End offset of the last consumed token. */
  private endOf(): number {
    const t = this.LA(0);
    return t.endOffset === undefined || Number.isNaN(t.endOffset) ? t.startOffset : t.endOffset + 1;
  }

  // -- lookahead helpers --------------------------------------------------------

  /** At `[disj] name (, name)* :` — a declaration list starts here (offset k tokens ahead). */
  private declListAhead(k: number): boolean {
    let i = k;
    if (this.LA(i).tokenType === T.Disj) i++;
    for (;;) {
      const t = this.LA(i).tokenType;
      if (t !== T.Name && t !== T.At) return false;
      i++;
      const next = this.LA(i).tokenType;
      if (next === T.Colon) return true;
      if (next !== T.Comma) return false;
      i++;
    }
  }

  /** A comparison operator (or `in`) k tokens ahead. */
  private comparisonAt(k: number): boolean {
    const t = this.LA(k);
    return t.tokenType === T.In || tokenMatcher(t, T.CompareOp);
  }

  /** At `int e` / `Int e` used as a prefix cast (not `int[e]`, not the name alone). */
  private castAhead(): boolean {
    const t = this.LA(1);
    if (t.tokenType !== T.Name || (t.image !== "int" && t.image !== "Int")) return false;
    const next = this.LA(2).tokenType;
    return next === T.Name || next === T.NumberLiteral || next === T.LParen || next === T.Hash || next === T.At || next === T.Tilde || next === T.Caret || next === T.Star;
  }

  private quantifierAhead(): boolean {
    const t = this.LA(1).tokenType;
    if (t === T.All || t === T.Sum) return true;
    if (t === T.No || t === T.Some || t === T.Lone || t === T.One) return this.declListAhead(2);
    return false;
  }

  // -- module structure -----------------------------------------------------------

  private module = this.RULE("module", (): A.AlsModule => {
    const start = this.startOf();
    let header: A.AlsModuleHeader | undefined;
    const opens: A.AlsOpen[] = [];
    const paragraphs: A.AlsParagraph[] = [];
    this.OPTION(() => {
      header = this.SUBRULE(this.moduleHeader);
    });
    this.MANY(() => {
      this.OR([
        { ALT: () => { const o = this.SUBRULE(this.open); this.ACTION(() => opens.push(o)); } },
        { ALT: () => { const p = this.SUBRULE(this.paragraph); this.ACTION(() => paragraphs.push(p)); } },
      ]);
    });
    return { kind: "Module", header, opens, paragraphs, range: span(start, this.endOf()) };
  });

  private moduleHeader = this.RULE("moduleHeader", (): A.AlsModuleHeader => {
    const kw = this.CONSUME(T.Module);
    const name = this.SUBRULE(this.name);
    const params: { name: A.AlsName; exactly: boolean }[] = [];
    this.OPTION(() => {
      this.CONSUME(T.LBracket);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => {
          let exactly = false;
          this.OPTION2(() => { this.CONSUME(T.Exactly); exactly = true; });
          const n = this.SUBRULE2(this.name);
          params.push({ name: n, exactly });
        },
      });
      this.CONSUME(T.RBracket);
    });
    return { kind: "ModuleHeader", name, params, range: span(kw.startOffset, this.endOf()) };
  });

  private open = this.RULE("open", (): A.AlsOpen => {
    const start = this.startOf();
    let isPrivate = false;
    this.OPTION(() => { this.CONSUME(T.Private); isPrivate = true; });
    this.CONSUME(T.Open);
    const path = this.SUBRULE(this.name);
    const args: A.AlsName[] = [];
    let alias: A.AlsName | undefined;
    this.OPTION2(() => {
      this.CONSUME(T.LBracket);
      this.MANY_SEP({ SEP: T.Comma, DEF: () => { const a = this.SUBRULE2(this.name); this.ACTION(() => args.push(a)); } });
      this.CONSUME(T.RBracket);
    });
    this.OPTION3(() => {
      this.CONSUME(T.As);
      alias = this.SUBRULE3(this.name);
    });
    return { kind: "Open", isPrivate, path, args, alias, range: span(start, this.endOf()) };
  });

  private paragraph = this.RULE("paragraph", (): A.AlsParagraph => {
    const start = this.startOf();
    let isAbstract = false;
    let isPrivate = false;
    let isVar = false;
    let multiplicity: A.SigMultiplicity | undefined;
    this.MANY(() => {
      this.OR([
        { ALT: () => { this.CONSUME(T.Abstract); isAbstract = true; } },
        { ALT: () => { this.CONSUME(T.Private); isPrivate = true; } },
        { ALT: () => { this.CONSUME(T.Var); isVar = true; } },
        { ALT: () => { multiplicity = this.SUBRULE(this.sigMultiplicity); } },
      ]);
    });
    return this.OR2([
      { ALT: () => this.SUBRULE(this.sig, { ARGS: [start, isAbstract, isPrivate, isVar, multiplicity] }) },
      { ALT: () => this.SUBRULE(this.enumDecl) },
      { ALT: () => this.SUBRULE(this.fact) },
      { ALT: () => this.SUBRULE(this.macro) },
      { ALT: () => this.SUBRULE(this.predOrFun, { ARGS: [start, isPrivate] }) },
      { ALT: () => this.SUBRULE(this.assertDecl) },
      { ALT: () => this.SUBRULE(this.command) },
    ]);
  });

  private sigMultiplicity = this.RULE("sigMultiplicity", (): A.SigMultiplicity =>
    this.OR([
      { ALT: () => { this.CONSUME(T.One); return "one" as const; } },
      { ALT: () => { this.CONSUME(T.Lone); return "lone" as const; } },
      { ALT: () => { this.CONSUME(T.Some); return "some" as const; } },
    ]),
  );

  private sig = this.RULE(
    "sig",
    (start: number, isAbstract: boolean, isPrivate: boolean, isVar: boolean, multiplicity: A.SigMultiplicity | undefined): A.AlsSig => {
      this.CONSUME(T.Sig);
      const names: A.AlsName[] = [];
      this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => { const n = this.SUBRULE(this.name); this.ACTION(() => names.push(n)); } });
      let parent: A.AlsSigParent | undefined;
      this.OPTION(() => {
        parent = this.OR([
          {
            ALT: () => {
              const kw = this.CONSUME(T.Extends);
              const name = this.SUBRULE2(this.name);
              return { kind: "Extends" as const, name, range: span(kw.startOffset, this.endOf()) };
            },
          },
          {
            ALT: () => {
              const kw = this.CONSUME(T.In);
              const parents: A.AlsName[] = [];
              this.AT_LEAST_ONE_SEP2({ SEP: T.Plus, DEF: () => { const n = this.SUBRULE3(this.name); this.ACTION(() => parents.push(n)); } });
              return { kind: "In" as const, names: parents, range: span(kw.startOffset, this.endOf()) };
            },
          },
        ]);
      });
      this.CONSUME(T.LBrace);
      const fields = this.SUBRULE(this.declList);
      this.CONSUME(T.RBrace);
      let fact: A.AlsBlock | undefined;
      this.OPTION2(() => {
        fact = this.SUBRULE(this.block);
      });
      return { kind: "Sig", names, isAbstract, isPrivate, isVar, multiplicity, parent, fields, fact, range: span(start, this.endOf()) };
    },
  );

  /** Declarations separated by commas; a trailing comma is accepted (Alloy does). */
  private declList = this.RULE("declList", (): A.AlsDecl[] => {
    const decls: A.AlsDecl[] = [];
    this.OPTION(() => {
      const first = this.SUBRULE(this.decl);
      this.ACTION(() => decls.push(first));
      this.MANY(() => {
        this.CONSUME(T.Comma);
        this.OPTION2(() => {
          const d = this.SUBRULE2(this.decl);
          this.ACTION(() => decls.push(d));
        });
      });
    });
    return decls;
  });

  private enumDecl = this.RULE("enumDecl", (): A.AlsEnum => {
    const kw = this.CONSUME(T.Enum);
    const name = this.SUBRULE(this.name);
    this.CONSUME(T.LBrace);
    const values: A.AlsName[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => { const v = this.SUBRULE2(this.name); this.ACTION(() => values.push(v)); } });
    this.CONSUME(T.RBrace);
    return { kind: "Enum", name, values, range: span(kw.startOffset, this.endOf()) };
  });

  private fact = this.RULE("fact", (): A.AlsFact => {
    const kw = this.CONSUME(T.Fact);
    let name: A.AlsName | undefined;
    this.OPTION(() => { name = this.SUBRULE(this.name); });
    const body = this.SUBRULE(this.block);
    return { kind: "Fact", name, body, range: span(kw.startOffset, this.endOf()) };
  });

  private macro = this.RULE("macro", (): A.AlsMacro => {
    const kw = this.CONSUME(T.Let);
    const name = this.SUBRULE(this.name);
    const params: A.AlsName[] = [];
    this.OPTION(() => {
      this.CONSUME(T.LBracket);
      this.MANY_SEP({ SEP: T.Comma, DEF: () => { const n = this.SUBRULE2(this.name); this.ACTION(() => params.push(n)); } });
      this.CONSUME(T.RBracket);
    });
    const body = this.OR([
      { ALT: () => { this.CONSUME(T.Equals); return this.SUBRULE(this.expr); } },
      { ALT: () => this.SUBRULE(this.block) },
    ]);
    return { kind: "Macro", name, params, body, range: span(kw.startOffset, this.endOf()) };
  });

  private assertDecl = this.RULE("assertDecl", (): A.AlsAssert => {
    const kw = this.CONSUME(T.Assert);
    let name: A.AlsName | undefined;
    this.OPTION(() => { name = this.SUBRULE(this.name); });
    const body = this.SUBRULE(this.block);
    return { kind: "Assert", name, body, range: span(kw.startOffset, this.endOf()) };
  });

  private predOrFun = this.RULE("predOrFun", (start: number, isPrivate: boolean): A.AlsPred | A.AlsFun => {
    const isPred = this.OR([
      { ALT: () => { this.CONSUME(T.Pred); return true; } },
      { ALT: () => { this.CONSUME(T.Fun); return false; } },
    ]);
    let receiver: A.AlsName | undefined;
    this.OPTION(() => {
      receiver = this.SUBRULE(this.name);
      this.CONSUME(T.Dot);
    });
    const name = this.SUBRULE2(this.name);
    let params: A.AlsDecl[] = [];
    this.OPTION2(() => {
      this.OR2([
        { ALT: () => { this.CONSUME(T.LBracket); params = this.SUBRULE(this.declList); this.CONSUME(T.RBracket); } },
        { ALT: () => { this.CONSUME(T.LParen); params = this.SUBRULE2(this.declList); this.CONSUME(T.RParen); } },
      ]);
    });
    let result: A.AlsBound | undefined;
    this.OPTION3(() => {
      this.CONSUME(T.Colon);
      result = this.SUBRULE(this.bound);
    });
    const body = this.SUBRULE(this.block);
    const range = span(start, this.endOf());
    if (isPred || result === undefined) return { kind: "Pred", isPrivate, receiver, name, params, body, range };
    const funBody: A.AlsExpr = body.items.length === 1 ? body.items[0]! : body;
    return { kind: "Fun", isPrivate, receiver, name, params, result, body: funBody, range };
  });

  private command = this.RULE("command", (): A.AlsCommand => {
    const start = this.startOf();
    let label: A.AlsName | undefined;
    this.OPTION(() => {
      label = this.SUBRULE(this.name);
      this.CONSUME(T.Colon);
    });
    const command = this.OR([
      { ALT: () => { this.CONSUME(T.Run); return "run" as const; } },
      { ALT: () => { this.CONSUME(T.Check); return "check" as const; } },
    ]);
    // `check Name { ... }` (the Analyzer's grammar allows a name before the block): the name labels the command.
    const target = this.OR2([
      {
        ALT: (): A.AlsName | A.AlsBlock => {
          const name = this.SUBRULE2(this.name);
          let body: A.AlsBlock | undefined;
          this.OPTION4(() => { body = this.SUBRULE2(this.block); });
          if (body === undefined) return name;
          label ??= name;
          return body;
        },
      },
      { ALT: (): A.AlsName | A.AlsBlock => this.SUBRULE(this.block) },
    ]);
    let scope: A.AlsScope | undefined;
    this.OPTION2(() => { scope = this.SUBRULE(this.scope); });
    let expect: number | undefined;
    this.OPTION3(() => {
      this.CONSUME(T.Expect);
      expect = Number(this.CONSUME(T.NumberLiteral).image);
    });
    return { kind: "Command", command, label, target, scope, expect, range: span(start, this.endOf()) };
  });

  private scope = this.RULE("scope", (): A.AlsScope => {
    const kw = this.CONSUME(T.For);
    let overall: number | undefined;
    let items: A.AlsScopeItem[] = [];
    this.OR([
      {
        // `for 3` (then `but ...`) versus `for 3 A, ...`; a name followed by ':' labels the next command.
        GATE: () =>
          this.LA(1).tokenType === T.NumberLiteral &&
          ((this.LA(2).tokenType !== T.Name && this.LA(2).tokenType !== T.Seq) || this.LA(3).tokenType === T.Colon),
        ALT: () => {
          overall = Number(this.CONSUME(T.NumberLiteral).image);
          this.OPTION(() => {
            this.CONSUME(T.But);
            items = this.SUBRULE(this.scopeItems);
          });
        },
      },
      { ALT: () => { items = this.SUBRULE2(this.scopeItems); } },
    ]);
    return { kind: "Scope", overall, items, range: span(kw.startOffset, this.endOf()) };
  });

  private scopeItems = this.RULE("scopeItems", (): A.AlsScopeItem[] => {
    const items: A.AlsScopeItem[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const start = this.startOf();
        let exactly = false;
        this.OPTION(() => { this.CONSUME(T.Exactly); exactly = true; });
        const count = Number(this.CONSUME(T.NumberLiteral).image);
        const target = this.OR([
          { ALT: () => this.SUBRULE(this.name) },
          {
            ALT: (): A.AlsName => {
              const t = this.CONSUME(T.Seq);
              return { kind: "Name", name: "seq", at: false, range: tokRange(t) };
            },
          },
        ]);
        this.ACTION(() => items.push({ kind: "ScopeItem", exactly, count, target, range: span(start, this.endOf()) }));
      },
    });
    return items;
  });

  // -- declarations ------------------------------------------------------------------

  private decl = this.RULE("decl", (): A.AlsDecl => {
    const start = this.startOf();
    let isPrivate = false;
    let isVar = false;
    let disjoint = false;
    this.OPTION(() => { this.CONSUME(T.Private); isPrivate = true; });
    this.OPTION2(() => { this.CONSUME(T.Var); isVar = true; });
    this.OPTION3(() => { this.CONSUME(T.Disj); disjoint = true; });
    const names: A.AlsName[] = [];
    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => { const n = this.SUBRULE(this.name); this.ACTION(() => names.push(n)); } });
    this.CONSUME(T.Colon);
    const bound = this.SUBRULE(this.bound);
    return { kind: "Decl", isPrivate, isVar, disjoint, names, bound, range: span(start, this.endOf()) };
  });

  private bound = this.RULE("bound", (): A.AlsBound => {
    const start = this.startOf();
    let disjoint = false;
    let multiplicity: A.DeclMultiplicity | undefined;
    this.OPTION(() => { this.CONSUME(T.Disj); disjoint = true; });
    this.OPTION2(() => {
      multiplicity = this.OR([
        { ALT: () => { this.CONSUME(T.Set); return "set" as const; } },
        { ALT: () => { this.CONSUME(T.One); return "one" as const; } },
        { ALT: () => { this.CONSUME(T.Lone); return "lone" as const; } },
        { ALT: () => { this.CONSUME(T.Some); return "some" as const; } },
        { ALT: () => { this.CONSUME(T.Seq); return "seq" as const; } },
      ]);
    });
    const expr = this.SUBRULE(this.expr);
    return { kind: "Bound", multiplicity, disjoint, expr, range: span(start, this.endOf()) };
  });

  private name = this.RULE("name", (): A.AlsName => {
    let at = false;
    let start = -1;
    this.OPTION(() => {
      start = this.CONSUME(T.At).startOffset;
      at = true;
    });
    const t = this.CONSUME(T.Name);
    return { kind: "Name", name: t.image, at, range: span(start < 0 ? t.startOffset : start, t.endOffset! + 1) };
  });

  // -- expressions -----------------------------------------------------------------------

  private block = this.RULE("block", (): A.AlsBlock => {
    const open = this.CONSUME(T.LBrace);
    const items: A.AlsExpr[] = [];
    this.MANY(() => {
      const e = this.SUBRULE(this.expr);
      this.ACTION(() => items.push(e));
    });
    this.CONSUME(T.RBrace);
    return { kind: "Block", items, range: span(open.startOffset, this.endOf()) };
  });

  private expr = this.RULE("expr", (): A.AlsExpr => this.SUBRULE(this.orExpr));

  private orExpr = this.RULE("orExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.iffExpr);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.OrOr) }, { ALT: () => this.CONSUME(T.Or) }]);
      const right = this.SUBRULE2(this.iffExpr);
      left = this.ACTION(() => binary("||", left, right, op));
    });
    return left;
  });

  private iffExpr = this.RULE("iffExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.impliesExpr);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.Iff_) }, { ALT: () => this.CONSUME(T.Iff) }]);
      const right = this.SUBRULE2(this.impliesExpr);
      left = this.ACTION(() => binary("<=>", left, right, op));
    });
    return left;
  });

  private impliesExpr = this.RULE("impliesExpr", (): A.AlsExpr => {
    const cond = this.SUBRULE(this.andExpr);
    let result: A.AlsExpr = cond;
    this.OPTION(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.Implies_) }, { ALT: () => this.CONSUME(T.Implies) }]);
      const then = this.SUBRULE2(this.impliesExpr);
      let otherwise: A.AlsExpr | undefined;
      this.OPTION2(() => {
        this.CONSUME(T.Else);
        otherwise = this.SUBRULE3(this.impliesExpr);
      });
      result = this.ACTION(() =>
        otherwise === undefined
          ? binary("=>", cond, then, op)
          : { kind: "IfElse", cond, then, else: otherwise, range: span(cond.range.start, otherwise.range.end) },
      );
    });
    return result;
  });

  private andExpr = this.RULE("andExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.negExpr);
    this.MANY(() => {
      const op = this.OR([{ ALT: () => this.CONSUME(T.AndAnd) }, { ALT: () => this.CONSUME(T.And) }]);
      const right = this.SUBRULE2(this.negExpr);
      left = this.ACTION(() => binary("&&", left, right, op));
    });
    return left;
  });

  private negExpr = this.RULE("negExpr", (): A.AlsExpr =>
    this.OR([
      {
        ALT: () => {
          const op = this.OR2([{ ALT: () => this.CONSUME(T.Bang) }, { ALT: () => this.CONSUME(T.Not) }]);
          const operand = this.SUBRULE(this.negExpr);
          return this.ACTION(() => unary("!", operand, op));
        },
      },
      { ALT: () => this.SUBRULE(this.compareExpr) },
    ]),
  );

  private compareExpr = this.RULE("compareExpr", (): A.AlsExpr => {
    const left = this.SUBRULE(this.multExpr);
    let result: A.AlsExpr = left;
    this.OPTION({
      GATE: () => {
        const t = this.LA(1).tokenType;
        return t === T.Bang || t === T.Not ? this.comparisonAt(2) : true;
      },
      DEF: () => {
      let negated = false;
      let negStart = -1;
      this.OPTION2({
        // `a ! in b` negates the comparison; a `!` before anything else starts the next formula of a block.
        GATE: () => this.comparisonAt(2),
        DEF: () => {
        const n = this.OR([{ ALT: () => this.CONSUME(T.Bang) }, { ALT: () => this.CONSUME(T.Not) }]);
        negated = true;
        negStart = n.startOffset;
      }});
      const opTok = this.OR2([{ ALT: () => this.CONSUME(T.CompareOp) }, { ALT: () => this.CONSUME(T.In) }]);
      const right = this.SUBRULE2(this.multExpr);
      result = this.ACTION((): A.AlsExpr => {
        let op: A.CompareOp;
        let neg = negated;
        switch (opTok.tokenType) {
          case T.NotEq: op = "="; neg = !neg; break;
          case T.EqLess: op = "<="; break;
          default: op = opTok.image as A.CompareOp;
        }
        const opRange = span(negStart < 0 ? opTok.startOffset : negStart, opTok.endOffset! + 1);
        return { kind: "Compare", op, negated: neg, left, right, opRange, range: span(left.range.start, right.range.end) };
      });
    }});
    return result;
  });

  private multExpr = this.RULE("multExpr", (): A.AlsExpr =>
    this.OR([
      {
        GATE: () => !this.quantifierAhead(),
        ALT: () => {
          const op = this.OR2([
            { ALT: () => this.CONSUME(T.MultKeyword) },
            { ALT: () => this.CONSUME(T.Set) },
          ]);
          const operand = this.SUBRULE(this.shiftExpr);
          return this.ACTION(() => unary(op.image as A.UnaryOp, operand, op));
        },
      },
      { ALT: () => this.SUBRULE2(this.shiftExpr) },
    ]),
  );

  private shiftExpr = this.RULE("shiftExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.unionExpr);
    this.MANY(() => {
      const op = this.OR([
        { ALT: () => this.CONSUME(T.ShiftLeft) },
        { ALT: () => this.CONSUME(T.ShiftRight) },
        { ALT: () => this.CONSUME(T.ShiftRightUnsigned) },
      ]);
      const right = this.SUBRULE2(this.unionExpr);
      left = this.ACTION(() => binary(op.image as A.BinaryOp, left, right, op));
    });
    return left;
  });

  private unionExpr = this.RULE("unionExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.cardExpr);
    this.MANY({
      // util/integer's source writes the integer operators as `a fun/add b`; any other name after
      // an expression starts the next formula of a block.
      GATE: () => this.LA(1).tokenType !== T.Name || integerOperators.has(this.LA(1).image),
      DEF: () => {
        const op = this.OR([{ ALT: () => this.CONSUME(T.Plus) }, { ALT: () => this.CONSUME(T.Minus) }, { ALT: () => this.CONSUME(T.Name) }]);
        const right = this.SUBRULE2(this.cardExpr);
        left = this.ACTION(() => binary(op.image as A.BinaryOp, left, right, op));
      },
    });
    return left;
  });

  private cardExpr = this.RULE("cardExpr", (): A.AlsExpr =>
    this.OR([
      {
        ALT: () => {
          const op = this.CONSUME(T.Hash);
          const operand = this.SUBRULE(this.cardExpr);
          return this.ACTION(() => unary("#", operand, op));
        },
      },
      {
        // Alloy 4's prefix casts `int e` and `Int e`: the same as `int[e]` / `Int[e]`.
        GATE: () => this.castAhead(),
        ALT: (): A.AlsExpr => {
          const cast = this.CONSUME(T.Name);
          const operand = this.SUBRULE2(this.cardExpr);
          return this.ACTION((): A.AlsExpr => ({
            kind: "Box",
            target: { kind: "Name", name: cast.image, at: false, range: tokRange(cast) },
            args: [operand],
            range: span(cast.startOffset, operand.range.end),
          }));
        },
      },
      { ALT: () => this.SUBRULE(this.overrideExpr) },
    ]),
  );

  private overrideExpr = this.RULE("overrideExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.interExpr);
    this.MANY(() => {
      const op = this.CONSUME(T.PlusPlus);
      const right = this.SUBRULE2(this.interExpr);
      left = this.ACTION(() => binary("++", left, right, op));
    });
    return left;
  });

  private interExpr = this.RULE("interExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.arrowExpr);
    this.MANY(() => {
      const op = this.CONSUME(T.Amp);
      const right = this.SUBRULE2(this.arrowExpr);
      left = this.ACTION(() => binary("&", left, right, op));
    });
    return left;
  });

  private arrowMult = this.RULE("arrowMult", (): A.ArrowMultiplicity =>
    this.OR([
      { ALT: () => { this.CONSUME(T.Set); return "set" as const; } },
      { ALT: () => { this.CONSUME(T.One); return "one" as const; } },
      { ALT: () => { this.CONSUME(T.Lone); return "lone" as const; } },
      { ALT: () => { this.CONSUME(T.Some); return "some" as const; } },
    ]),
  );

  private arrowExpr = this.RULE("arrowExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.domExpr);
    this.MANY({
      GATE: () => this.LA(1).tokenType === T.Arrow || (isArrowMult(this.LA(1).tokenType) && this.LA(2).tokenType === T.Arrow),
      DEF: () => {
        let leftMult: A.ArrowMultiplicity | undefined;
        let rightMult: A.ArrowMultiplicity | undefined;
        this.OPTION(() => { leftMult = this.SUBRULE(this.arrowMult); });
        const op = this.CONSUME(T.Arrow);
        // After `->` a multiplicity keyword is always the arrow's (a quantifier cannot be an operand of `->`).
        this.OPTION2(() => { rightMult = this.SUBRULE2(this.arrowMult); });
        const right = this.SUBRULE2(this.domExpr);
        left = this.ACTION((): A.AlsExpr => ({
          kind: "Arrow",
          left,
          right,
          leftMult,
          rightMult,
          opRange: tokRange(op),
          range: span(left.range.start, right.range.end),
        }));
      },
    });
    return left;
  });

  private domExpr = this.RULE("domExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.ranExpr);
    this.MANY(() => {
      const op = this.CONSUME(T.DomRestrict);
      const right = this.SUBRULE2(this.ranExpr);
      left = this.ACTION(() => binary("<:", left, right, op));
    });
    return left;
  });

  private ranExpr = this.RULE("ranExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.postfixExpr);
    this.MANY(() => {
      const op = this.CONSUME(T.RanRestrict);
      const right = this.SUBRULE2(this.postfixExpr);
      left = this.ACTION(() => binary(":>", left, right, op));
    });
    return left;
  });

  private postfixExpr = this.RULE("postfixExpr", (): A.AlsExpr => {
    let left = this.SUBRULE(this.prefixExpr);
    this.MANY(() => {
      this.OR([
        {
          ALT: () => {
            const op = this.CONSUME(T.Dot);
            const right = this.SUBRULE2(this.prefixExpr);
            left = this.ACTION(() => binary(".", left, right, op));
          },
        },
        {
          ALT: () => {
            this.CONSUME(T.LBracket);
            const args: A.AlsExpr[] = [];
            this.MANY_SEP({ SEP: T.Comma, DEF: () => { const a = this.SUBRULE(this.expr); this.ACTION(() => args.push(a)); } });
            this.CONSUME(T.RBracket);
            const target = left;
            left = this.ACTION((): A.AlsExpr => ({ kind: "Box", target, args, range: span(target.range.start, this.endOf()) }));
          },
        },
      ]);
    });
    return left;
  });

  private prefixExpr = this.RULE("prefixExpr", (): A.AlsExpr =>
    this.OR([
      {
        ALT: () => {
          const op = this.OR2([
            { ALT: () => this.CONSUME(T.Tilde) },
            { ALT: () => this.CONSUME(T.Caret) },
            { ALT: () => this.CONSUME(T.Star) },
          ]);
          const operand = this.SUBRULE(this.prefixExpr);
          return this.ACTION(() => unary(op.image as A.UnaryOp, operand, op));
        },
      },
      { ALT: () => this.SUBRULE(this.primary) },
    ]),
  );

  private primary = this.RULE("primary", (): A.AlsExpr =>
    this.OR([
      { ALT: () => this.SUBRULE(this.name) },
      {
        ALT: (): A.AlsExpr => {
          const t = this.CONSUME(T.NumberLiteral);
          return { kind: "Number", value: Number(t.image), range: tokRange(t) };
        },
      },
      {
        // A string literal is the name of its atom, quotes included (no other name starts with `"`).
        ALT: (): A.AlsExpr => {
          const t = this.CONSUME(T.StringLiteral);
          return { kind: "Name", name: t.image, at: false, range: tokRange(t) };
        },
      },
      {
        ALT: (): A.AlsExpr => {
          const minus = this.CONSUME(T.Minus);
          const t = this.CONSUME2(T.NumberLiteral);
          return { kind: "Number", value: -Number(t.image), range: span(minus.startOffset, t.endOffset! + 1) };
        },
      },
      {
        ALT: (): A.AlsExpr => {
          const t = this.OR2([
            { ALT: () => this.CONSUME(T.None) },
            { ALT: () => this.CONSUME(T.Univ) },
            { ALT: () => this.CONSUME(T.Iden) },
          ]);
          return { kind: "Constant", name: t.image as "none" | "univ" | "iden", range: tokRange(t) };
        },
      },
      {
        ALT: (): A.AlsExpr => {
          const open = this.CONSUME(T.LParen);
          const inner = this.SUBRULE(this.expr);
          this.CONSUME(T.RParen);
          return { kind: "Paren", expr: inner, range: span(open.startOffset, this.endOf()) };
        },
      },
      { GATE: () => this.declListAhead(2), ALT: () => this.SUBRULE(this.comprehension) },
      { ALT: () => this.SUBRULE(this.block) },
      { GATE: () => this.quantifierAhead(), ALT: () => this.SUBRULE(this.quantified) },
      { ALT: () => this.SUBRULE(this.letExpr) },
    ]),
  );

  private comprehension = this.RULE("comprehension", (): A.AlsExpr => {
    const open = this.CONSUME(T.LBrace);
    const decls = this.SUBRULE(this.declList);
    let body: A.AlsExpr | undefined;
    this.OPTION(() => {
      body = this.SUBRULE(this.body);
    });
    this.CONSUME(T.RBrace);
    const range = span(open.startOffset, this.endOf());
    return { kind: "Comprehension", decls, body: body ?? { kind: "Block", items: [], range }, range };
  });

  /** `| formula` or a block. */
  private body = this.RULE("body", (): A.AlsExpr =>
    this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Bar);
          return this.SUBRULE(this.expr);
        },
      },
      { ALT: () => this.SUBRULE(this.block) },
    ]),
  );

  private quantified = this.RULE("quantified", (): A.AlsExpr => {
    const q = this.OR([
      { ALT: () => this.CONSUME(T.All) },
      { ALT: () => this.CONSUME(T.Sum) },
      { ALT: () => this.CONSUME(T.MultKeyword) },
    ]);
    const decls = this.SUBRULE(this.declList);
    const body = this.SUBRULE(this.body);
    return { kind: "Quant", quantifier: q.image as A.Quantifier, decls, body, range: span(q.startOffset, this.endOf()) };
  });

  private letExpr = this.RULE("letExpr", (): A.AlsExpr => {
    const kw = this.CONSUME(T.Let);
    const bindings: A.AlsLetBinding[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const name = this.SUBRULE(this.name);
        this.CONSUME(T.Equals);
        const value = this.SUBRULE(this.expr);
        this.ACTION(() => bindings.push({ name, value, range: span(name.range.start, value.range.end) }));
      },
    });
    const body = this.SUBRULE(this.body);
    return { kind: "Let", bindings, body, range: span(kw.startOffset, this.endOf()) };
  });
}

const integerOperators: ReadonlySet<string> = new Set(["fun/add", "fun/sub", "fun/mul", "fun/div", "fun/rem"]);

function isArrowMult(t: TokenType): boolean {
  return t === T.Set || t === T.One || t === T.Lone || t === T.Some;
}

function binary(op: A.BinaryOp, left: A.AlsExpr, right: A.AlsExpr, opTok: IToken): A.AlsExpr {
  return { kind: "Binary", op, left, right, opRange: tokRange(opTok), range: span(left.range.start, right.range.end) };
}

function unary(op: A.UnaryOp, operand: A.AlsExpr, opTok: IToken): A.AlsExpr {
  return { kind: "Unary", op, operand, range: span(opTok.startOffset, operand.range.end) };
}
