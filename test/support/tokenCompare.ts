// Compares two TLA+ texts token by token with our TLA+ lexer: layout and comments
// (hence the translation's checksum line) do not count.

import { lexTla } from "../../grammar/tla/lexer.js";

export interface TokenDiff {
  readonly equal: boolean;
  /** The first differing tokens with their 1-based lines, when not equal. */
  readonly first?: { readonly index: number; readonly a?: string; readonly aLine?: number; readonly b?: string; readonly bLine?: number };
}

export function compareTokens(a: string, b: string): TokenDiff {
  const ta = lexTla("a.tla", a).tokens;
  const tb = lexTla("b.tla", b).tokens;
  const n = Math.max(ta.length, tb.length);
  for (let i = 0; i < n; i++) {
    const x = ta[i];
    const y = tb[i];
    if (x?.image !== y?.image) {
      return { equal: false, first: { index: i, a: x?.image, aLine: x?.startLine, b: y?.image, bLine: y?.startLine } };
    }
  }
  return { equal: true };
}
