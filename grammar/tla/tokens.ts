// Token types of TLA+. Order matters: Chevrotain's lexer takes the first pattern
// that matches (not the longest), so longer spellings come before their prefixes
// (`<=>` before `<=` before `<`), and keywords defer to Identifier via `longer_alt`.
// Categories group operator families so the grammar can say "any infix operator"
// in one place; the precedence of each spelling lives in operators.ts.

import { createToken, Lexer, type TokenType } from "../chevrotain.js";

// -- categories --------------------------------------------------------------
export const InfixOp = createToken({ name: "InfixOp", pattern: Lexer.NA, label: "an infix operator" });
export const PrefixOp = createToken({ name: "PrefixOp", pattern: Lexer.NA, label: "a prefix operator" });
export const PostfixOp = createToken({ name: "PostfixOp", pattern: Lexer.NA, label: "a postfix operator" });
/** `/\`, `\land`: both a bullet that opens a junction list and an infix operator. */
export const AndBullet = createToken({ name: "AndBullet", pattern: Lexer.NA });
export const OrBullet = createToken({ name: "OrBullet", pattern: Lexer.NA });
export const Bullet = createToken({ name: "Bullet", pattern: Lexer.NA, label: "'/\\' or '\\/'" });
/** `\A \E \forall \exists` */
export const Quantifier = createToken({ name: "Quantifier", pattern: Lexer.NA, label: "a quantifier" });
/** `\AA \EE` */
export const TemporalQuantifier = createToken({ name: "TemporalQuantifier", pattern: Lexer.NA, label: "'\\AA' or '\\EE'" });
/** Words usable as an operator name in declarations, substitutions and instance paths. */
export const OpSymbol = createToken({ name: "OpSymbol", pattern: Lexer.NA, label: "an operator symbol" });
/** Words usable as a record field after `.` (`r.f`, `!.f`): identifiers and, as in SANY, every keyword (`r.NEW`). */
export const FieldName = createToken({ name: "FieldName", pattern: Lexer.NA, label: "a field name" });

// -- trivia ------------------------------------------------------------------
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f]+/, group: Lexer.SKIPPED, line_breaks: true });
export const LineComment = createToken({ name: "LineComment", pattern: /\\\*[^\r\n]*/, group: "comments" });

/** `(* ... *)` with nesting. An unterminated comment runs to the end of the text; the lexer driver reports it. */
function matchBlockComment(text: string, offset: number): RegExpExecArray | null {
  if (text.charCodeAt(offset) !== 40 /* ( */ || text.charCodeAt(offset + 1) !== 42 /* * */) return null;
  let depth = 1;
  let i = offset + 2;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 40 && text.charCodeAt(i + 1) === 42) {
      depth++;
      i += 2;
    } else if (c === 42 && text.charCodeAt(i + 1) === 41) {
      i += 2;
      if (--depth === 0) break;
    } else i++;
  }
  const result = [text.slice(offset, i)] as unknown as RegExpExecArray;
  return result;
}
export const BlockComment = createToken({
  name: "BlockComment",
  pattern: { exec: matchBlockComment },
  start_chars_hint: ["("],
  line_breaks: true,
  group: "comments",
});

// -- module structure --------------------------------------------------------
export const ModuleHeader = createToken({ name: "ModuleHeader", pattern: /-{4,}[ \t\r\n]*MODULE/, line_breaks: true, label: "'---- MODULE'" });
/** A line of four or more dashes inside a module: a separator, ignored. */
export const Separator = createToken({ name: "Separator", pattern: /-{4,}/, group: Lexer.SKIPPED });
export const ModuleEnd = createToken({ name: "ModuleEnd", pattern: /={4,}/, label: "'===='" });

// -- literals and names --------------------------------------------------------
export const Identifier = createToken({ name: "Identifier", pattern: /[0-9_]*[A-Za-z][A-Za-z0-9_]*/, categories: [FieldName], label: "an identifier" });
export const Number_ = createToken({
  name: "Number",
  // Radix forms take every digit so that `\b102` is one malformed number (the lexer
  // driver reports it), not `\b10` followed by `2`. Letters after `\b`/`\o` begin
  // operators (`\bullet`, `\oplus`), so only `\h` takes letters.
  pattern: /\d+(?:\.\d+)?|\\[bBoO]\d+|\\[hH][0-9a-zA-Z]+/,
  longer_alt: Identifier,
  label: "a number",
});
export const String_ = createToken({ name: "String", pattern: /"(?:[^"\\\r\n]|\\.)*"/, label: "a string" });
/**
 * A string with no closing quote on its line. The lexer driver reports it; the parser
 * takes it as a string (category) so the one mistake gives one diagnostic.
 */
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"(?:[^"\\\r\n]|\\.)*/, categories: [String_] });
/** `<1>2.`, `<1>`, `<*>.`, `<+>`: a proof step label (trailing dots included). */
export const StepLabel = createToken({ name: "StepLabel", pattern: /<(?:\d+|\*|\+)>[A-Za-z0-9_]*\.*/, label: "a step label" });

const keywordTokens: TokenType[] = [];
function keyword(word: string, categories: TokenType[] = []): TokenType {
  const t = createToken({ name: word, pattern: new RegExp(word), longer_alt: Identifier, categories: [...categories, FieldName], label: `'${word}'` });
  keywordTokens.push(t);
  return t;
}

export const ASSUME = keyword("ASSUME");
export const ASSUMPTION = keyword("ASSUMPTION");
export const AXIOM = keyword("AXIOM");
export const CASE = keyword("CASE");
export const CHOOSE = keyword("CHOOSE");
export const CONSTANTS = keyword("CONSTANTS");
export const CONSTANT = keyword("CONSTANT");
export const DOMAIN = keyword("DOMAIN", [PrefixOp]);
export const ELSE = keyword("ELSE");
export const ENABLED = keyword("ENABLED", [PrefixOp]);
export const EXCEPT = keyword("EXCEPT");
export const EXTENDS = keyword("EXTENDS");
export const IF = keyword("IF");
export const INSTANCE = keyword("INSTANCE");
export const IN = keyword("IN");
export const LAMBDA = keyword("LAMBDA");
export const LET = keyword("LET");
export const LOCAL = keyword("LOCAL");
export const MODULE = keyword("MODULE");
export const OTHER = keyword("OTHER");
export const RECURSIVE = keyword("RECURSIVE");
export const SUBSET = keyword("SUBSET", [PrefixOp]);
export const THEN = keyword("THEN");
export const THEOREM = keyword("THEOREM");
export const UNCHANGED = keyword("UNCHANGED", [PrefixOp]);
export const UNION = keyword("UNION", [PrefixOp]);
export const VARIABLES = keyword("VARIABLES");
export const VARIABLE = keyword("VARIABLE");
export const WITH = keyword("WITH");
// proof language
export const ACTION = keyword("ACTION");
export const BY = keyword("BY");
export const COROLLARY = keyword("COROLLARY");
export const DEFINE = keyword("DEFINE");
export const DEFS = keyword("DEFS");
export const DEF = keyword("DEF");
export const HAVE = keyword("HAVE");
export const HIDE = keyword("HIDE");
export const LEMMA = keyword("LEMMA");
export const NEW = keyword("NEW");
export const OBVIOUS = keyword("OBVIOUS");
export const OMITTED = keyword("OMITTED");
export const ONLY = keyword("ONLY");
export const PICK = keyword("PICK");
export const PROOF = keyword("PROOF");
export const PROPOSITION = keyword("PROPOSITION");
export const PROVE = keyword("PROVE");
export const QED = keyword("QED");
export const STATE = keyword("STATE");
export const SUFFICES = keyword("SUFFICES");
export const TAKE = keyword("TAKE");
export const TEMPORAL = keyword("TEMPORAL");
export const USE = keyword("USE");
export const WITNESS = keyword("WITNESS");

/** `WF_` and `SF_` are never identifiers, so they take no `longer_alt`. */
export const WF = createToken({ name: "WF_", pattern: /WF_/, categories: [FieldName], label: "'WF_'" });
export const SF = createToken({ name: "SF_", pattern: /SF_/, categories: [FieldName], label: "'SF_'" });

// -- operators and punctuation --------------------------------------------------
const symbolTokens: TokenType[] = [];
function symbol(name: string, spelling: string, categories: TokenType[] = []): TokenType {
  const t = createToken({ name, pattern: spelling, categories, label: `'${spelling}'` });
  symbolTokens.push(t);
  return t;
}
const infix = (name: string, spelling: string, extra: TokenType[] = []): TokenType =>
  symbol(name, spelling, [InfixOp, OpSymbol, ...extra]);

// Backslash words. Longer words first where one is a prefix of another (`\in` / `\intersect`).
export const ForAll = symbol("ForAll", "\\forall", [Quantifier]);
export const Exists = symbol("Exists", "\\exists", [Quantifier]);
export const AA = symbol("AA", "\\AA", [TemporalQuantifier]);
export const EE = symbol("EE", "\\EE", [TemporalQuantifier]);
export const BackslashA = symbol("BackslashA", "\\A", [Quantifier]);
export const BackslashE = symbol("BackslashE", "\\E", [Quantifier]);
export const Land = infix("Land", "\\land", [AndBullet, Bullet]);
export const Lor = infix("Lor", "\\lor", [OrBullet, Bullet]);
export const Lnot = symbol("Lnot", "\\lnot", [PrefixOp, OpSymbol]);
export const Neg = symbol("Neg", "\\neg", [PrefixOp, OpSymbol]);
export const Times = infix("Times", "\\times");
export const BackslashX = infix("BackslashX", "\\X");
const backslashInfixWords = [
  "intersect", "notin", "in", "equiv", "subseteq", "subset", "supseteq", "supset", "sqsubseteq", "sqsubset",
  "sqsupseteq", "sqsupset", "union", "cup", "cap", "div", "leq", "geq", "prec", "preceq", "succ", "succeq",
  "ll", "gg", "approx", "asymp", "bigcirc", "bullet", "cdot", "circ", "cong", "doteq", "oplus", "ominus",
  "otimes", "oslash", "odot", "o", "propto", "simeq", "sim", "sqcap", "sqcup", "star", "uplus", "wr",
];
// Sort so that a word never follows one of its own prefixes.
backslashInfixWords.sort((a, b) => b.length - a.length);
export const backslashInfix: TokenType[] = backslashInfixWords.map((w) => infix(`BS_${w}`, "\\" + w));
/** `\in`, which the grammar also needs by itself (bounds, NEW declarations). */
export const BackslashIn: TokenType = backslashInfix[backslashInfixWords.indexOf("in")]!;

// Multi-character symbols before their prefixes.
export const LeadsTo = infix("LeadsTo", "~>");
export const PlusArrow = infix("PlusArrow", "-+->");
export const MapsTo = symbol("MapsTo", "|->");
export const Equiv = infix("Equiv", "<=>");
export const DefEq = symbol("DefEq", "==");
export const BoxSubscript = symbol("BoxSubscript", "]_");
export const AngleSubscript = symbol("AngleSubscript", ">>_");
export const LAngle = symbol("LAngle", "<<");
export const RAngle = symbol("RAngle", ">>");
export const Diamond = symbol("Diamond", "<>", [PrefixOp]);
export const Box = symbol("Box", "[]", [PrefixOp]);
export const LeftArrow = symbol("LeftArrow", "<-");
export const Arrow = symbol("Arrow", "->");
export const And = infix("And", "/\\", [AndBullet, Bullet]);
export const Or = infix("Or", "\\/", [OrBullet, Bullet]);
export const PrimeCaretPlus = symbol("CaretPlus", "^+", [PostfixOp, OpSymbol]);
export const CaretStar = symbol("CaretStar", "^*", [PostfixOp, OpSymbol]);
export const CaretHash = symbol("CaretHash", "^#", [PostfixOp, OpSymbol]);
export const MinusDot = symbol("MinusDot", "-.", [OpSymbol]);
const multiInfix = [
  "::=", ":=", ":>", "<:", "=>", "=<", "<=", ">=", "=|", "/=", "|-", "-|", "|=", "||", "(+)", "(-)", "(.)", "(/)", "(\\X)",
  "++", "--", "**", "//", "^^", "%%", "##", "$$", "??", "!!", "@@", "&&", "...", "..",
];
multiInfix.sort((a, b) => b.length - a.length);
export const multiCharInfix: TokenType[] = multiInfix.map((s, i) => infix(`Sym${i}`, s));
// After `::=`, which it is a prefix of.
export const DoubleColon = symbol("DoubleColon", "::");

export const Minus = infix("Minus", "-", [PrefixOp]);
export const Tilde = symbol("Tilde", "~", [PrefixOp, OpSymbol]);
export const Prime = symbol("Prime", "'", [PostfixOp]);
export const Eq = infix("Eq", "=");
const singleInfix = ["#", "<", ">", "+", "*", "/", "^", "%", "&", "|", "$", "?", "\\"];
export const singleCharInfix: TokenType[] = singleInfix.map((s, i) => infix(`Op${i}`, s));
export const Bang = symbol("Bang", "!");
export const At = symbol("At", "@");
export const Colon = symbol("Colon", ":");
export const Comma = symbol("Comma", ",");
export const Dot = symbol("Dot", ".");
export const LParen = symbol("LParen", "(");
export const RParen = symbol("RParen", ")");
export const LBrace = symbol("LBrace", "{");
export const RBrace = symbol("RBrace", "}");
export const LBracket = symbol("LBracket", "[");
export const RBracket = symbol("RBracket", "]");
export const Underscore = symbol("Underscore", "_");

// -- Unicode spellings ----------------------------------------------------------
// SANY reads the Unicode forms of TLA+'s symbols (the table of tlauc, the TLA+ Unicode
// converter, as SANY accepts it: `◇` for `<>`; no form of `\AA`, `\EE`, Nat or Int).
// Each is lexed as its own token, which the lexer driver turns into the ASCII token
// with the ASCII spelling as its image (its position stays the Unicode one), so the
// parser and everything after it see one spelling per operator.
const unicodePairs: readonly (readonly [string, string])[] = [
  ["≜", "=="], ["∈", "\\in"], ["∉", "\\notin"], ["←", "<-"], ["→", "->"], ["↦", "|->"], ["⟨", "<<"],
  ["⟩_", ">>_"], ["⟩", ">>"], ["∀", "\\A"], ["∃", "\\E"], ["□", "[]"], ["◇", "<>"], ["∷", "::"], ["¬", "~"],
  ["⇒", "=>"], ["⇔", "<=>"], ["≡", "\\equiv"], ["↝", "~>"], ["⇸", "-+->"], ["∧", "/\\"], ["∨", "\\/"],
  ["≔", ":="], ["⩴", "::="], ["≠", "/="], ["≤", "=<"], ["≥", ">="], ["≈", "\\approx"], ["⊢", "|-"], ["⊨", "|="],
  ["⊣", "-|"], ["⫤", "=|"], ["≍", "\\asymp"], ["≅", "\\cong"], ["≐", "\\doteq"], ["≫", "\\gg"], ["≪", "\\ll"],
  ["≺", "\\prec"], ["≻", "\\succ"], ["⪯", "\\preceq"], ["⪰", "\\succeq"], ["∝", "\\propto"], ["∼", "\\sim"],
  ["≃", "\\simeq"], ["⊏", "\\sqsubset"], ["⊐", "\\sqsupset"], ["⊑", "\\sqsubseteq"], ["⊒", "\\sqsupseteq"],
  ["⊂", "\\subset"], ["⊃", "\\supset"], ["⊆", "\\subseteq"], ["⊇", "\\supseteq"], ["∩", "\\cap"], ["∪", "\\cup"],
  ["‥", ".."], ["…", "..."], ["⊕", "(+)"], ["⊖", "(-)"], ["‖", "||"], ["⊙", "(.)"], ["⊘", "(/)"], ["⊗", "(\\X)"],
  ["◯", "\\bigcirc"], ["●", "\\bullet"], ["÷", "\\div"], ["∘", "\\o"], ["⋆", "\\star"], ["‼", "!!"], ["⁇", "??"],
  ["⊓", "\\sqcap"], ["⊔", "\\sqcup"], ["⊎", "\\uplus"], ["×", "\\X"], ["≀", "\\wr"], ["⋅", "\\cdot"], ["⁺", "^+"],
];

/** The ASCII token each Unicode spelling token stands for, with its ASCII spelling. */
export const unicodeTokens: ReadonlyMap<TokenType, { readonly type: TokenType; readonly ascii: string }> = new Map(
  unicodePairs.map(([u, ascii], i) => {
    const type = symbolTokens.find((t) => t.PATTERN === ascii);
    if (type === undefined) throw new Error(`no ASCII token spelled ${ascii}`);
    return [createToken({ name: `Unicode${i}`, pattern: u, label: `'${u}'` }), { type, ascii }] as const;
  }),
);

/** Every token type, in lexing order. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  Number_, // `\b101` before the backslash operators
  ...symbolTokens.filter((t) => String(t.PATTERN).startsWith("\\")),
  BlockComment, // `(*` before `(+)` and `(`
  ModuleHeader,
  Separator,
  ModuleEnd,
  StepLabel,
  String_,
  UnterminatedString,
  WF,
  SF,
  ...keywordTokens,
  Identifier,
  ...symbolTokens.filter((t) => !String(t.PATTERN).startsWith("\\")),
  InfixOp,
  PrefixOp,
  PostfixOp,
  AndBullet,
  OrBullet,
  Bullet,
  Quantifier,
  TemporalQuantifier,
  OpSymbol,
  FieldName,
];
