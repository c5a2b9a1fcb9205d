// Tokens of TLC model files (.cfg). TLC reads these files with the TLA+ token
// manager, so identifiers, numbers, strings and comments follow TLA+ rules; the
// keywords are TLC's (`ModelConfig.java`) and are recognised only in upper case.
// Keywords carry `longer_alt: Identifier` so that `INITIAL` stays a name.

import { createToken, Lexer, type TokenType } from "../chevrotain.js";

/** Where a `(* ... *)` comment starting at `offset` ends (exclusive), or -1 if it never closes. Comments nest. */
export function blockCommentEnd(text: string, offset: number): number {
  let depth = 0;
  let i = offset;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 40 /* ( */ && text.charCodeAt(i + 1) === 42 /* * */) {
      depth++;
      i += 2;
    } else if (c === 42 /* * */ && text.charCodeAt(i + 1) === 41 /* ) */) {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else {
      i++;
    }
  }
  return -1;
}

function startsBlockComment(text: string, offset: number): boolean {
  return text.charCodeAt(offset) === 40 && text.charCodeAt(offset + 1) === 42;
}

// A byte-order mark at the start of a file counts as white space.
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f\uFEFF]+/, group: Lexer.SKIPPED });
export const LineComment = createToken({ name: "LineComment", pattern: /\\\*[^\r\n]*/, group: "comments" });
export const BlockComment = createToken({
  name: "BlockComment",
  pattern: {
    exec(text: string, offset: number): RegExpExecArray | null {
      if (!startsBlockComment(text, offset)) return null;
      const end = blockCommentEnd(text, offset);
      return end < 0 ? null : matchOf(text, offset, end);
    },
  },
  line_breaks: true,
  start_chars_hint: ["("],
  group: "comments",
});
/** A `(*` that is never closed swallows the rest of the file; reported as a lexing error. */
export const UnterminatedBlockComment = createToken({
  name: "UnterminatedBlockComment",
  pattern: {
    exec(text: string, offset: number): RegExpExecArray | null {
      if (!startsBlockComment(text, offset)) return null;
      return blockCommentEnd(text, offset) < 0 ? matchOf(text, offset, text.length) : null;
    },
  },
  line_breaks: true,
  start_chars_hint: ["("],
  group: "comments",
});

/** Builds the match array a custom Chevrotain pattern returns. */
function matchOf(text: string, start: number, end: number): RegExpExecArray {
  const match = [text.slice(start, end)] as unknown as RegExpExecArray;
  match.index = start;
  match.input = text;
  return match;
}

// TLA+ identifiers are letters, digits and `_` with at least one letter: `_R`, `n1`, `1st`.
export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*/,
  start_chars_hint: [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"],
});
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /[0-9]+/ });

/** Both closed and unclosed strings are consumed as `StringLiteral` so one missing quote does not cascade. */
export const StringLiteral = createToken({ name: "StringLiteral", pattern: Lexer.NA });
export const ClosedString = createToken({
  name: "ClosedString",
  pattern: /"(?:[^"\\\r\n]|\\.)*"/,
  categories: [StringLiteral],
});
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\.)*\\?/,
  categories: [StringLiteral],
});

export const LArrow = createToken({ name: "LArrow", pattern: /<-/, label: "'<-'" });
export const Equals = createToken({ name: "Equals", pattern: /=/, label: "'='" });
export const LBracket = createToken({ name: "LBracket", pattern: /\[/, label: "'['" });
export const RBracket = createToken({ name: "RBracket", pattern: /]/, label: "']'" });
export const LBrace = createToken({ name: "LBrace", pattern: /{/, label: "'{'" });
export const RBrace = createToken({ name: "RBrace", pattern: /}/, label: "'}'" });
export const LParen = createToken({ name: "LParen", pattern: /\(/, label: "'('" });
export const RParen = createToken({ name: "RParen", pattern: /\)/, label: "')'" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "','" });
export const Bang = createToken({ name: "Bang", pattern: /!/, label: "'!'" });
export const Minus = createToken({ name: "Minus", pattern: /-/, label: "'-'" });
/**
 * Runs of TLA+ operator characters (`<<`, `..`, `\in`, `:`). None is valid in a
 * .cfg, but lexing them lets the parser say "expected a constant value but found '<<'"
 * instead of reporting a stray character.
 */
export const OperatorSymbol = createToken({ name: "OperatorSymbol", pattern: /(?:[<>:.+*\/|&^%@~;#']|\\[A-Za-z]*)+/ });

// -- keywords -----------------------------------------------------------------
// Categories say which statement shape a keyword opens; the parser consumes the
// category, the AST builder maps the concrete keyword to a statement kind.
export const Keyword = createToken({ name: "Keyword", pattern: Lexer.NA });
export const SingleNameKeyword = createToken({ name: "SingleNameKeyword", pattern: Lexer.NA, categories: [Keyword] });
export const NameListKeyword = createToken({ name: "NameListKeyword", pattern: Lexer.NA, categories: [Keyword] });
export const ConstantsKeyword = createToken({ name: "ConstantsKeyword", pattern: Lexer.NA, categories: [Keyword] });

function keyword(word: string, category: TokenType): TokenType {
  return createToken({
    name: word,
    pattern: new RegExp(word),
    longer_alt: Identifier,
    categories: [category],
    label: `'${word}'`,
  });
}

export const True = createToken({ name: "TRUE", pattern: /TRUE/, longer_alt: Identifier, label: "'TRUE'" });
export const False = createToken({ name: "FALSE", pattern: /FALSE/, longer_alt: Identifier, label: "'FALSE'" });
export const CheckDeadlock = keyword("CHECK_DEADLOCK", Keyword);

// Longer spellings come first: the lexer takes the first pattern that matches.
export const KeywordTokens: readonly TokenType[] = [
  keyword("SPECIFICATION", SingleNameKeyword),
  keyword("INIT", SingleNameKeyword),
  keyword("NEXT", SingleNameKeyword),
  keyword("SYMMETRY", SingleNameKeyword),
  keyword("VIEW", SingleNameKeyword),
  keyword("ALIAS", SingleNameKeyword),
  keyword("POSTCONDITION", SingleNameKeyword),
  keyword("TYPE_CONSTRAINT", SingleNameKeyword),
  keyword("CONSTANTS", ConstantsKeyword),
  keyword("CONSTANT", ConstantsKeyword),
  keyword("INVARIANTS", NameListKeyword),
  keyword("INVARIANT", NameListKeyword),
  keyword("PROPERTIES", NameListKeyword),
  keyword("PROPERTY", NameListKeyword),
  keyword("CONSTRAINTS", NameListKeyword),
  keyword("CONSTRAINT", NameListKeyword),
  keyword("ACTION_CONSTRAINTS", NameListKeyword),
  keyword("ACTION_CONSTRAINT", NameListKeyword),
  CheckDeadlock,
];

/** Every keyword TLC accepts at the start of a statement, in a stable order for messages. */
export const keywordSpellings: readonly string[] = [...KeywordTokens.map((t) => t.name)].sort();

export const allTokens: readonly TokenType[] = [
  WhiteSpace,
  LineComment,
  BlockComment,
  UnterminatedBlockComment,
  // Categories must be listed so the parser knows them.
  Keyword,
  SingleNameKeyword,
  NameListKeyword,
  ConstantsKeyword,
  ...KeywordTokens,
  True,
  False,
  Identifier,
  NumberLiteral,
  StringLiteral,
  ClosedString,
  UnterminatedString,
  LArrow,
  Equals,
  LBracket,
  RBracket,
  LBrace,
  RBrace,
  LParen,
  RParen,
  Comma,
  Bang,
  Minus,
  OperatorSymbol,
];
