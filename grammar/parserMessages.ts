// The "expected X but found Y" half a Chevrotain parser reports, shared by the TLA+ and
// Alloy parsers: each language names its tokens, its rules and its end of input; the
// lists of alternatives are built the same way.

import { EOF, type IParserErrorMessageProvider, type TokenType } from "./chevrotain.js";

/** "'THEN'", "a name", ...: how a token kind reads in "expected ..." (its LABEL). */
export function describeTokenType(t: TokenType): string {
  if (t === EOF) return "the end of the file";
  return t.LABEL ?? t.name;
}

export interface LanguageMessages {  /** Rule name → what it stands for, where listing its first tokens would say less. */
  readonly ruleDescriptions: Readonly<Record<string, string>>;
  /** What the parser wanted when input was left over. */
  readonly notAllInputParsed: string;
  /** Drops alternatives that say nothing beside the others (optional). */
  readonly tidy?: (seen: Set<string>) => void;
}

export function parserMessagesFor(lang: LanguageMessages): IParserErrorMessageProvider {
  const alternatives = (paths: TokenType[][][]): string => {
    const seen = new Set<string>();
    for (const alt of paths) for (const path of alt) if (path[0] !== undefined) seen.add(describeTokenType(path[0]));
    lang.tidy?.(seen);
    const list = [...seen];
    if (list.length === 0) return "something else";
    if (list.length > 6) return list.slice(0, 6).join(", ") + ", ...";
    return list.length === 1 ? list[0]! : list.slice(0, -1).join(", ") + " or " + list[list.length - 1]!;
  };
  return {
    buildMismatchTokenMessage({ expected }) {
      return describeTokenType(expected);
    },
    buildNotAllInputParsedMessage() {
      return lang.notAllInputParsed;
    },
    buildNoViableAltMessage({ expectedPathsPerAlt, ruleName, customUserDescription }) {
      return customUserDescription ?? lang.ruleDescriptions[ruleName] ?? alternatives(expectedPathsPerAlt);
    },
    buildEarlyExitMessage({ expectedIterationPaths, ruleName, customUserDescription }) {
      return customUserDescription ?? lang.ruleDescriptions[ruleName] ?? alternatives([expectedIterationPaths]);
    },
  };
}
