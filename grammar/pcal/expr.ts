// A PlusCal expression is kept as the TLA+ tokens it was written with, line by line
// and column by column, because the translator copies expressions into the TLA+ it
// writes with their layout (a junction list must keep its bullets aligned) and only
// rewrites identifiers: adding `[self]`, a prime, or a macro's argument.

/** `added`: an identifier the translator introduced (`pc`, `stack`), which gets `[self]` but never a prime. */
export type TokKind = "ident" | "string" | "other" | "added";

export interface ETok {
  readonly text: string;
  readonly kind: TokKind;
  /** 0-based column; only differences between columns matter. */
  readonly col: number;
}

export interface Expr {
  readonly lines: readonly (readonly ETok[])[];
  /** Source offsets of the first and after the last token, when the expression was written by the user. */
  readonly start?: number;
  readonly end?: number;
}

export const emptyExpr: Expr = { lines: [] };

/** An expression of tokens on one line separated by single spaces (or none where `tight`). */
export function lineExpr(tokens: readonly { text: string; kind?: TokKind; tight?: boolean }[]): Expr {
  const line: ETok[] = [];
  let col = 0;
  for (const t of tokens) {
    if (t.tight && line.length > 0) col -= 1;
    line.push({ text: t.text, kind: t.kind ?? "other", col });
    col += t.text.length + 1;
  }
  return { lines: line.length === 0 ? [] : [line] };
}

export function isEmptyExpr(e: Expr): boolean {
  return e.lines.length === 0;
}

export function tokenCount(e: Expr): number {
  let n = 0;
  for (const l of e.lines) n += l.length;
  return n;
}

export function firstToken(e: Expr): ETok | undefined {
  return e.lines[0]?.[0];
}

/** The expression's text, one string per line; the first line keeps its indentation relative to the leftmost token. */
export function renderExpr(e: Expr): string[] {
  let min = Infinity;
  for (const l of e.lines) for (const t of l) min = Math.min(min, t.col);
  const out: string[] = [];
  for (const l of e.lines) {
    let s = "";
    for (const t of l) {
      const want = t.col - min;
      if (s.length < want) s += " ".repeat(want - s.length);
      else if (s.length > 0 && s.length > want && needsSpace(s, t.text)) s += " ";
      s += t.text;
    }
    out.push(s);
  }
  return out;
}

function needsSpace(before: string, next: string): boolean {
  const a = before[before.length - 1]!;
  const b = next[0]!;
  return /[A-Za-z0-9_]/.test(a) && /[A-Za-z0-9_]/.test(b);
}

/** One-line text of the expression (for messages and the `self` of a process). */
export function exprText(e: Expr): string {
  return renderExpr(e)
    .map((l) => l.trim())
    .join(" ");
}

export interface Substitution {
  /** The replacement, as tokens laid out on one line starting at column 0. */
  readonly with: Expr;
  /** Parenthesise the replacement when it and the expression both have more than one token (macro arguments). */
  readonly parenthesize?: boolean;
}

/**
 * Replaces every identifier token named in `subs` by its replacement. Tokens after a
 * replaced one on the same line move right by the growth, as the translator does.
 * With `skipFields`, a record field name (after `.`, or before `|->`) is left alone.
 */
export function substitute(
  e: Expr,
  subs: ReadonlyMap<string, Substitution>,
  skipFields = false,
  kinds: ReadonlySet<TokKind> = identOnly,
): Expr {
  if (subs.size === 0) return e;
  const single = tokenCount(e) === 1;
  const lines: ETok[][] = [];
  for (const line of e.lines) {
    const out: ETok[] = [];
    let shift = 0;
    for (let i = 0; i < line.length; i++) {
      const t = line[i]!;
      const prev = line[i - 1];
      const isField = prev?.text === "." || line[i + 1]?.text === "|->";
      const sub = kinds.has(t.kind) && !(skipFields && isField) ? subs.get(t.text) : undefined;
      if (sub === undefined) {
        out.push(shift === 0 ? t : { ...t, col: t.col + shift });
        continue;
      }
      let repl = oneLine(sub.with);
      if (sub.parenthesize && !single && repl.length > 1) {
        repl = [
          { text: "(", kind: "other", col: 0 },
          ...repl.map((r) => ({ ...r, col: r.col + 1 })),
          { text: ")", kind: "other", col: width(repl) + 1 },
        ];
      }
      const base = t.col + shift;
      for (const r of repl) out.push({ ...r, col: base + r.col });
      shift += width(repl) - t.text.length;
    }
    lines.push(out);
  }
  return { lines, start: e.start, end: e.end };
}

/** The replacement's tokens on one line from column 0 (a multi-line replacement is re-laid with single spaces). */
function oneLine(e: Expr): ETok[] {
  const flat = e.lines.flat();
  if (flat.length === 0) return [];
  if (e.lines.length === 1) return flat.map((t) => ({ ...t, col: t.col - flat[0]!.col }));
  return lineExpr(flat).lines[0]!.slice();
}

const identOnly: ReadonlySet<TokKind> = new Set(["ident"]);

function width(toks: readonly ETok[]): number {
  if (toks.length === 0) return 0;
  const last = toks[toks.length - 1]!;
  return last.col + last.text.length - toks[0]!.col;
}

/** The tokens' texts in order (for comparisons and checks). */
export function exprTokens(e: Expr): string[] {
  return e.lines.flat().map((t) => t.text);
}
