// Token types of Alloy. Chevrotain's lexer takes the first pattern that matches,
// so longer spellings come before their prefixes (`<=>` before `<=` before `<`),
// and keywords defer to Name via `longer_alt` (`someone` is a name, `some` a keyword).
// Names may contain `'` (Alloy 4: `t'`) and `/` between segments (`util/ordering`,
// `this/Pod`), so a qualified name is one token.

import { createToken, Lexer, type TokenType } from "../chevrotain.js";

// -- categories ----------------------------------------------------------------
/** `no some lone one`: multiplicity formulas, quantifiers and sig multiplicities. */
export const MultKeyword = createToken({ name: "MultKeyword", pattern: Lexer.NA, label: "'no', 'some', 'lone' or 'one'" });
/** Comparison operators, `!=` `!in` included. */
export const CompareOp = createToken({ name: "CompareOp", pattern: Lexer.NA, label: "a comparison operator" });

// -- trivia ---------------------------------------------------------------------
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f]+/, group: Lexer.SKIPPED, line_breaks: true });
export const LineComment = createToken({ name: "LineComment", pattern: /(?:\/\/|--)[^\r\n]*/, group: "comments" });
/** `/* ... *\/`, not nested. An unterminated one runs to the end; the lexer driver reports it. */
export const BlockComment = createToken({ name: "BlockComment", pattern: /\/\*[^]*?(?:\*\/|$)/, line_breaks: true, group: "comments" });

// -- names and literals -----------------------------------------------------------
export const Name = createToken({ name: "Name", pattern: /[A-Za-z_][A-Za-z0-9_'"]*(?:\/[A-Za-z_][A-Za-z0-9_'"]*)*/, label: "a name" });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /[0-9]+/, label: "a number" });

const keywordList: TokenType[] = [];
function keyword(word: string, categories: TokenType[] = []): TokenType {
  const t = createToken({ name: `Keyword_${word}`, pattern: new RegExp(word), longer_alt: Name, categories, label: `'${word}'` });
  keywordList.push(t);
  return t;
}

export const Abstract = keyword("abstract");
export const All = keyword("all");
export const And = keyword("and");
export const As = keyword("as");
export const Assert = keyword("assert");
export const But = keyword("but");
export const Check = keyword("check");
export const Disj = keyword("disj");
export const Else = keyword("else");
export const Enum = keyword("enum");
export const Exactly = keyword("exactly");
export const Expect = keyword("expect");
export const Extends = keyword("extends");
export const Fact = keyword("fact");
export const For = keyword("for");
export const Fun = keyword("fun");
export const Iden = keyword("iden");
export const Iff = keyword("iff");
export const Implies = keyword("implies");
export const In = keyword("in");
export const Let = keyword("let");
export const Lone = keyword("lone", [MultKeyword]);
export const Module = keyword("module");
export const No = keyword("no", [MultKeyword]);
export const None = keyword("none");
export const Not = keyword("not");
export const One = keyword("one", [MultKeyword]);
export const Open = keyword("open");
export const Or = keyword("or");
export const Pred = keyword("pred");
export const Private = keyword("private");
export const Run = keyword("run");
export const Seq = keyword("seq");
export const Set = keyword("set");
export const Sig = keyword("sig");
export const Some = keyword("some", [MultKeyword]);
export const Sum = keyword("sum");
export const Univ = keyword("univ");
// Alloy 6's `var` is a keyword only where it modifies a declaration (`var sig`, `var f: ...`); in
// Alloy 4/5 models it is an ordinary name (`var: Variable` in javatypes_soundness.als).
export const Var = createToken({ name: "Keyword_var", pattern: /var(?=[ \t\r\n\f]+[A-Za-z_])/, longer_alt: Name, label: "'var'" });
keywordList.push(Var);

// -- punctuation and operators (longest first) ------------------------------------
function symbol(name: string, spelling: string, categories: TokenType[] = []): TokenType {
  return createToken({ name, pattern: spelling, categories, label: `'${spelling}'` });
}

export const Iff_ = symbol("IffSym", "<=>");
export const ShiftRightUnsigned = symbol("ShiftRightUnsigned", ">>>");
export const ShiftLeft = symbol("ShiftLeft", "<<");
export const ShiftRight = symbol("ShiftRight", ">>");
export const DomRestrict = symbol("DomRestrict", "<:");
export const RanRestrict = symbol("RanRestrict", ":>");
export const LessEq = symbol("LessEq", "<=", [CompareOp]);
/** Alloy's other spelling of `<=`. */
export const EqLess = symbol("EqLess", "=<", [CompareOp]);
export const GreaterEq = symbol("GreaterEq", ">=", [CompareOp]);
export const Implies_ = symbol("ImpliesSym", "=>");
export const NotEq = symbol("NotEq", "!=", [CompareOp]);
export const Arrow = symbol("Arrow", "->");
export const PlusPlus = symbol("PlusPlus", "++");
export const AndAnd = symbol("AndAnd", "&&");
export const OrOr = symbol("OrOr", "||");
export const Less = symbol("Less", "<", [CompareOp]);
export const Greater = symbol("Greater", ">", [CompareOp]);
export const Equals = symbol("Equals", "=", [CompareOp]);
export const Bang = symbol("Bang", "!");
export const Plus = symbol("Plus", "+");
export const Minus = symbol("Minus", "-");
export const Amp = symbol("Amp", "&");
export const Hash = symbol("Hash", "#");
export const Tilde = symbol("Tilde", "~");
export const Caret = symbol("Caret", "^");
export const Star = symbol("Star", "*");
export const Dot = symbol("Dot", ".");
export const Comma = symbol("Comma", ",");
export const Colon = symbol("Colon", ":");
export const Bar = symbol("Bar", "|");
export const At = symbol("At", "@");
export const LBrace = symbol("LBrace", "{");
export const RBrace = symbol("RBrace", "}");
export const LBracket = symbol("LBracket", "[");
export const RBracket = symbol("RBracket", "]");
export const LParen = symbol("LParen", "(");
export const RParen = symbol("RParen", ")");
/** A `"` string (Alloy 4 uses strings only in `String` models, which are not supported); lexed to report it. */
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"(?:[^"\\\r\n]|\\.)*"?/, label: "a string" });

/** Longest first: the lexer takes the first match, and `no` must not take the start of `none`. */
export const keywords: readonly TokenType[] = [...keywordList].sort((a, b) => String(b.PATTERN).length - String(a.PATTERN).length);

export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  BlockComment,
  MultKeyword,
  CompareOp,
  ...keywords,
  Name,
  NumberLiteral,
  StringLiteral,
  Iff_,
  ShiftRightUnsigned,
  ShiftLeft,
  ShiftRight,
  DomRestrict,
  RanRestrict,
  LessEq,
  EqLess,
  GreaterEq,
  Implies_,
  NotEq,
  Arrow,
  PlusPlus,
  AndAnd,
  OrOr,
  Less,
  Greater,
  Equals,
  Bang,
  Plus,
  Minus,
  Amp,
  Hash,
  Tilde,
  Caret,
  Star,
  Dot,
  Comma,
  Colon,
  Bar,
  At,
  LBrace,
  RBrace,
  LBracket,
  RBracket,
  LParen,
  RParen,
];
