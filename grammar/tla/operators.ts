// Precedence of TLA+ operators, as data: the table of Specifying Systems (section
// 15.2.1, p. 271), as SANY applies it. Each operator has a range lo..hi. Operator A
// binds tighter than B when lo(A) > hi(B); when the ranges overlap, neither does and
// the author must add parentheses. Keys are spellings as written (synonyms included).

export interface OperatorInfo {
  readonly lo: number;
  readonly hi: number;
  /** Left-associative: `a + b + c` is `(a + b) + c`. Others cannot be chained. */
  readonly leftAssoc: boolean;
}

function table(entries: [string[], number, number, boolean?][]): ReadonlyMap<string, OperatorInfo> {
  const m = new Map<string, OperatorInfo>();
  for (const [names, lo, hi, leftAssoc] of entries) {
    for (const n of names) m.set(n, { lo, hi, leftAssoc: leftAssoc === true });
  }
  return m;
}

export const infixOperators: ReadonlyMap<string, OperatorInfo> = table([
  [["=>"], 1, 1],
  [["<=>", "\\equiv", "~>", "-+->"], 2, 2],
  [["/\\", "\\land", "\\/", "\\lor"], 3, 3, true],
  [["=", "#", "/=", "<", ">", "<=", "=<", "\\leq", ">=", "\\geq", "\\in", "\\notin", "\\subseteq", "\\subset",
    "\\supseteq", "\\supset", "\\sqsubseteq", "\\sqsubset", "\\sqsupseteq", "\\sqsupset", "\\prec", "\\preceq",
    "\\succ", "\\succeq", "\\ll", "\\gg", "\\approx", "\\asymp", "\\cong", "\\doteq", "\\propto", "\\sim", "\\simeq",
    "|-", "-|", "|=", "=|", ":=", "::=", "?"], 5, 5],
  [["\\cdot"], 5, 14, true],
  [["@@"], 6, 6, true],
  [[":>", "<:"], 7, 7],
  [["\\cap", "\\intersect", "\\cup", "\\union"], 8, 8, true],
  [["\\"], 8, 8],
  [["..", "..."], 9, 9],
  [["!!", "##", "$", "$$", "??", "\\sqcap", "\\sqcup", "\\uplus"], 9, 13, true],
  [["\\wr"], 9, 14],
  [["+", "++", "(+)", "\\oplus"], 10, 10, true],
  [["%", "%%", "|", "||"], 10, 11, true],
  [["-", "--", "(-)", "\\ominus"], 11, 11, true],
  [["*", "**", "&", "&&", "(.)", "\\odot", "(/)", "\\oslash", "(\\X)", "\\otimes", "\\o", "\\circ", "\\bullet",
    "\\star", "\\bigcirc"], 13, 13, true],
  [["/", "//", "\\div"], 13, 13],
  [["^", "^^"], 14, 14],
]);

/** `\X` / `\times` (10-13) build one n-ary product instead of nested pairs. */
export const timesOperators: ReadonlySet<string> = new Set(["\\X", "\\times"]);
export const timesInfo: OperatorInfo = { lo: 10, hi: 13, leftAssoc: true };

export const prefixOperators: ReadonlyMap<string, OperatorInfo> = table([
  [["~", "\\lnot", "\\neg"], 4, 4],
  [["[]", "<>", "ENABLED", "UNCHANGED"], 4, 15],
  [["SUBSET", "UNION"], 8, 8],
  [["DOMAIN"], 9, 9],
  [["-"], 12, 12],
]);

/** Postfix operators (`'`, `^+`, `^*`, `^#`) are 15-15, tighter than every infix operator. */
export const postfixPrecedence = 15;

export function infixInfo(op: string): OperatorInfo {
  if (timesOperators.has(op)) return timesInfo;
  return infixOperators.get(op) ?? { lo: 5, hi: 5, leftAssoc: false };
}

/**
 * The lowest precedence an infix operator must have to be part of a prefix
 * operator's operand: `~ a = b` is `~(a = b)` because `=` (5) is above `~` (4).
 * For ranged operators (`[]` 4-15) the bottom of the range is used, so `[]x = y`
 * reads as `[](x = y)` rather than `([]x) = y`.
 */
export function prefixOperandMinPrecedence(op: string): number {
  const info = prefixOperators.get(op);
  return info === undefined ? 16 : info.lo + 1;
}
