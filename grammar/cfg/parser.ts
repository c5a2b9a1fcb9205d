// The .cfg grammar, as pure Chevrotain rules producing a CST (no actions). TLC
// reads a .cfg as a sequence of sections, each opened by a keyword and running to
// the next keyword (`ModelConfig.parse`), so `parse.ts` splits the tokens at
// keywords and runs one section rule per section; an error in one section cannot
// hide errors in the others.
//
// Messages: the provider returns only the description of what was expected
// ("a constant value", "'=' or '<-'"); `parse.ts` pairs it with what was found and
// makes the catalogue diagnostic.

import {
  CstParser,
  EOF,
  tokenLabel,
  tokenMatcher,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from "../chevrotain.js";
import { StoredLookaheadStrategy, type LookaheadSource } from "../storedLookahead.js";
import { cfgLookahead } from "./lookahead.generated.js";
import { analyseGrammar, type GrammarSource } from "../storedGrammar.js";
import { cfgStoredGrammar } from "./grammar.generated.js";
import {
  allTokens,
  Bang,
  CheckDeadlock,
  Comma,
  ConstantsKeyword,
  Equals,
  False,
  Identifier,
  LArrow,
  LBrace,
  LBracket,
  LParen,
  Minus,
  NameListKeyword,
  NumberLiteral,
  RBrace,
  RBracket,
  RParen,
  SingleNameKeyword,
  StringLiteral,
  True,
} from "./tokens.js";

/**
 * The message of an error whose expected token is the end of the section: extra
 * input, either left over (NotAllInputParsed) or skipped by in-repetition recovery.
 * parse.ts replaces it with a description that fits the section.
 */
export const sectionEndExpected = "end of section";

const expectedOnly: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected }) {
    return expected === EOF ? sectionEndExpected : tokenLabel(expected);
  },
  buildNotAllInputParsedMessage() {
    return sectionEndExpected;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, customUserDescription }) {
    if (customUserDescription !== undefined) return customUserDescription;
    return describeFirstTokens(expectedPathsPerAlt.flat());
  },
  buildEarlyExitMessage({ expectedIterationPaths, customUserDescription }) {
    if (customUserDescription !== undefined) return customUserDescription;
    return describeFirstTokens(expectedIterationPaths);
  },
};

function describeFirstTokens(paths: readonly (readonly TokenType[])[]): string {
  const labels = new Set<string>();
  for (const path of paths) if (path[0] !== undefined) labels.add(tokenLabel(path[0]));
  return [...labels].join(" or ");
}

/** Tokens that, after a name, show the name starts a new constant entry rather than being a model value. */
function startsConstantEntry(next: IToken): boolean {
  return (
    tokenMatcher(next, Equals) || tokenMatcher(next, LArrow) || tokenMatcher(next, LParen) || tokenMatcher(next, Bang)
  );
}

export class CfgGrammar extends CstParser {
  /** Where the lookahead comes from: the generated table, or computed (storedLookahead.ts). */
  readonly lookahead: StoredLookaheadStrategy;
  /** Where the recorded grammar comes from: the generated table, or recorded (storedGrammar.ts). */
  readonly grammar: GrammarSource;

  /**
   * As the TLA+ parser: Chevrotain's grammar validations run in a unit test with
   * `validate: true` and are skipped otherwise (they cost start-up time), and lookahead
   * comes from lookahead.generated.ts unless the grammar changed since.
   */
  constructor(options: { readonly validate?: boolean; readonly lookahead?: LookaheadSource } = {}) {
    const maxLookahead = 3;
    const lookahead = new StoredLookaheadStrategy({ maxLookahead, tokens: allTokens, stored: cfgLookahead, use: options.lookahead ?? "stored" });
    super([...allTokens], {
      recoveryEnabled: true,
      maxLookahead,
      errorMessageProvider: expectedOnly,
      nodeLocationTracking: "onlyOffset",
      lookaheadStrategy: lookahead,
      skipValidations: options.validate !== true,
    });
    this.lookahead = lookahead;
    this.grammar = analyseGrammar(this, allTokens, cfgStoredGrammar, options.lookahead ?? "stored", lookahead);
  }

  /** `SPECIFICATION Spec`, `INIT Init`, `VIEW v`, ... */
  readonly singleNameSection = this.RULE("singleNameSection", () => {
    this.CONSUME(SingleNameKeyword, { LABEL: "keyword" });
    this.CONSUME(Identifier, { LABEL: "name", ERR_MSG: "a name" });
  });

  /** `INVARIANTS Inv1 Inv2`, `PROPERTY P`, `CONSTRAINT C`, ...; zero names is allowed, as in TLC. */
  readonly nameListSection = this.RULE("nameListSection", () => {
    this.CONSUME(NameListKeyword, { LABEL: "keyword" });
    this.MANY(() => this.CONSUME(Identifier, { LABEL: "name" }));
  });

  readonly checkDeadlockSection = this.RULE("checkDeadlockSection", () => {
    this.CONSUME(CheckDeadlock, { LABEL: "keyword" });
    this.OR({
      DEF: [{ ALT: () => this.CONSUME(True, { LABEL: "value" }) }, { ALT: () => this.CONSUME(False, { LABEL: "value" }) }],
      ERR_MSG: "TRUE or FALSE",
    });
  });

  readonly constantsSection = this.RULE("constantsSection", () => {
    this.CONSUME(ConstantsKeyword, { LABEL: "keyword" });
    this.MANY(() => this.SUBRULE(this.constantEntry, { LABEL: "entry" }));
  });

  readonly constantEntry = this.RULE("constantEntry", () => {
    this.SUBRULE(this.qualifiedName, { LABEL: "lhs" });
    this.OR({
      DEF: [
        {
          ALT: () => {
            this.CONSUME(LArrow, { LABEL: "arrow" });
            this.OPTION(() => this.SUBRULE(this.moduleScope, { LABEL: "module" }));
            this.CONSUME(Identifier, { LABEL: "definition", ERR_MSG: "the name of a definition" });
          },
        },
        {
          ALT: () => {
            this.OPTION2(() => this.SUBRULE(this.argumentList, { LABEL: "args" }));
            this.CONSUME(Equals, { LABEL: "equals" });
            this.OPTION3(() => this.SUBRULE2(this.moduleScope, { LABEL: "module" }));
            this.SUBRULE(this.value, { LABEL: "value" });
          },
        },
      ],
      ERR_MSG: "'=' or '<-'",
    });
  });

  /** `Name` or an instance path `frob!bar!glitch` (TLC Bug44). */
  readonly qualifiedName = this.RULE("qualifiedName", () => {
    this.CONSUME(Identifier, { LABEL: "part", ERR_MSG: "a constant name" });
    this.MANY(() => {
      this.CONSUME(Bang);
      this.CONSUME2(Identifier, { LABEL: "part", ERR_MSG: "a name after '!'" });
    });
  });

  readonly moduleScope = this.RULE("moduleScope", () => {
    this.CONSUME(LBracket);
    this.CONSUME(Identifier, { LABEL: "name", ERR_MSG: "a module name" });
    this.CONSUME(RBracket, { ERR_MSG: "']'" });
  });

  readonly argumentList = this.RULE("argumentList", () => {
    this.CONSUME(LParen);
    this.SUBRULE(this.value, { LABEL: "arg" });
    this.MANY(() => {
      this.CONSUME(Comma);
      this.SUBRULE2(this.value, { LABEL: "arg" });
    });
    this.CONSUME(RParen, { ERR_MSG: "',' or ')'" });
  });

  readonly value = this.RULE("value", () => {
    this.OR({
      DEF: [
        { ALT: () => this.CONSUME(NumberLiteral, { LABEL: "number" }) },
        {
          ALT: () => {
            this.CONSUME(Minus, { LABEL: "minus" });
            this.CONSUME2(NumberLiteral, { LABEL: "number", ERR_MSG: "a number after '-'" });
          },
        },
        { ALT: () => this.CONSUME(StringLiteral, { LABEL: "string" }) },
        { ALT: () => this.CONSUME(True, { LABEL: "true" }) },
        { ALT: () => this.CONSUME(False, { LABEL: "false" }) },
        { ALT: () => this.SUBRULE(this.setValue, { LABEL: "set" }) },
        {
          // `N =` followed on the next line by `M = 3` is a missing value, not the model value `M`.
          GATE: () => !startsConstantEntry(this.LA(2)),
          ALT: () => this.CONSUME(Identifier, { LABEL: "modelValue" }),
        },
      ],
      ERR_MSG: "a constant value",
    });
  });

  readonly setValue = this.RULE("setValue", () => {
    this.CONSUME(LBrace, { LABEL: "open" });
    this.OPTION(() => {
      this.SUBRULE(this.value, { LABEL: "element" });
      this.MANY(() => {
        this.CONSUME(Comma);
        this.SUBRULE2(this.value, { LABEL: "element" });
      });
    });
    this.CONSUME(RBrace, { LABEL: "close", ERR_MSG: "',' or '}'" });
  });
}

/** One parser for the process, reset per section by assigning `input` (Chevrotain's advice). */
let sharedGrammar: CfgGrammar | undefined;

export function cfgGrammar(): CfgGrammar {
  sharedGrammar ??= new CfgGrammar();
  return sharedGrammar;
}
