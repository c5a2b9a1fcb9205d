// Chevrotain learns a parser's grammar by running every rule once in a "recording"
// mode (performSelfAnalysis), then computes the re-synchronisation follows that error
// recovery uses. Both depend on nothing but the parser's code, its tokens and
// Chevrotain's version, yet they were a good part of every start-up (some 35 ms of
// CPU for the TLA+ parser, most of the parser's construction). So `npm run
// grammar:tables` stores the recorded grammar and its follows (test/tools/grammarTables.ts)
// next to each parser, and a parser rebuilds them from the table instead.
//
// The table carries a fingerprint of the parser class's source text and of its tokens
// (with their categories), taken at run time from the class as loaded. If they differ (a
// rule was edited, Chevrotain upgraded) the table is ignored and the grammar recorded as
// before, so a stale table costs time, never a wrong parse; a unit test fails until the
// table is regenerated. The table also names the grammar's lookahead fingerprint
// (storedLookahead.ts), so that it need not be computed again from the rebuilt rules.
//
// This leans on Chevrotain internals that its typings do not show (the recording phase's
// methods, `resyncFollows`); the fingerprint includes Chevrotain's version.

import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  VERSION,
  type IProduction,
  type TokenType,
} from "./chevrotain.js";
import { textHash, type StoredLookaheadStrategy } from "./storedLookahead.js";

/** One production as stored: its class, its own fields (tokens by name) and its children. */
export type StoredProduction = readonly [type: string, fields: Readonly<Record<string, unknown>>, definition?: readonly StoredProduction[]];

export interface StoredGrammar {
  /** sourceFingerprint of the parser the rules were recorded from. */
  readonly source: string;
  /** grammarFingerprint (storedLookahead.ts) of the recorded rules. */
  readonly lookahead: string;
  readonly rules: readonly StoredProduction[];
  /** Chevrotain's re-synchronisation follows: tokens by name. */
  readonly follows: Readonly<Record<string, readonly string[]>>;
}

export type GrammarSource = "stored" | "recorded";

type ProductionClass = abstract new (...args: never[]) => object;

/** Every GAST class a recorded grammar holds; Chevrotain's visitors dispatch on the constructor. */
const productionClasses: readonly (readonly [string, ProductionClass])[] = [
  ["Rule", Rule],
  ["NonTerminal", NonTerminal],
  ["Terminal", Terminal],
  ["Alternation", Alternation],
  ["Alternative", Alternative],
  ["Option", Option],
  ["Repetition", Repetition],
  ["RepetitionMandatory", RepetitionMandatory],
  ["RepetitionWithSeparator", RepetitionWithSeparator],
  ["RepetitionMandatoryWithSeparator", RepetitionMandatoryWithSeparator],
];
const classByName = new Map(productionClasses);

/** Fields that hold token types (stored by name); `_definition` holds the children. */
const tokenFields = new Set(["terminalType", "separator"]);

/** Chevrotain's recording phase, as far as this module steps into it. */
interface RecordingParser {
  performSelfAnalysis(): void;
  topLevelRuleRecord(name: string, implementation: () => unknown): Rule;
  enableRecording(): void;
  disableRecording(): void;
  RECORDING_PHASE: boolean;
  recoveryEnabled: boolean;
  resyncFollows: Record<string, TokenType[]>;
}

/**
 * What a parser's rules are recorded from: its class's source text (the rules and every
 * method they call), its tokens with their categories, and Chevrotain's version.
 */
export function sourceFingerprint(parserClass: abstract new (...args: never[]) => unknown, tokens: readonly TokenType[]): string {
  const parts = [`chevrotain ${VERSION}`];
  for (const t of tokens) parts.push(`token ${t.name} ${(t.CATEGORIES ?? []).map((c) => c.name).join(" ")}`);
  parts.push(Function.prototype.toString.call(parserClass));
  return textHash(parts.join("\n"));
}

/**
 * Runs Chevrotain's self-analysis of `parser`, with its rules and follows rebuilt from
 * `stored` when that table was made from this very parser, else recorded as Chevrotain
 * does. Called in place of `performSelfAnalysis()` at the end of a parser's constructor.
 */
export function analyseGrammar(
  parser: object,
  tokens: readonly TokenType[],
  stored: StoredGrammar,
  use: "stored" | "computed",
  lookahead: StoredLookaheadStrategy,
): GrammarSource {
  const host = parser as RecordingParser;
  if (use !== "stored" || stored.source !== sourceFingerprint(parser.constructor as ProductionClass, tokens)) {
    host.performSelfAnalysis();
    return "recorded";
  }
  const byName = new Map(tokens.map((t) => [t.name, t]));
  const rules = new Map<string, Rule>();
  for (const r of stored.rules) {
    const rule = rebuild(r, byName) as Rule;
    rules.set(rule.name, rule);
  }
  // The recording methods are replaced on the instance for the analysis only: no rule
  // body runs. Recovery is off meanwhile so that Chevrotain skips computing the follows.
  const recovery = host.recoveryEnabled;
  host.topLevelRuleRecord = (name) => rules.get(name)!;
  host.enableRecording = () => {};
  host.disableRecording = () => {
    host.RECORDING_PHASE = false;
  };
  host.recoveryEnabled = false;
  lookahead.knownFingerprint = stored.lookahead;
  try {
    host.performSelfAnalysis();
  } finally {
    delete (host as Partial<RecordingParser>).topLevelRuleRecord;
    delete (host as Partial<RecordingParser>).enableRecording;
    delete (host as Partial<RecordingParser>).disableRecording;
    host.recoveryEnabled = recovery;
    lookahead.knownFingerprint = undefined;
  }
  if (recovery) {
    const follows: Record<string, TokenType[]> = {};
    for (const [key, names] of Object.entries(stored.follows)) follows[key] = names.map((n) => byName.get(n)!);
    host.resyncFollows = follows;
  }
  return "stored";
}

function rebuild([type, fields, definition]: StoredProduction, byName: ReadonlyMap<string, TokenType>): IProduction {
  const cls = classByName.get(type);
  if (cls === undefined) throw new Error(`stored grammar: unknown production ${type}`);
  // The fields as recorded, set without the constructors (which copy them through lodash).
  const production = Object.create(cls.prototype) as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) production[key] = tokenFields.has(key) ? byName.get(value as string) : value;
  if (definition !== undefined) production["_definition"] = definition.map((c) => rebuild(c, byName));
  return production as unknown as IProduction;
}

/** The recorded grammar of a parser that was constructed with `use: "computed"`, as stored. */
export function storeGrammar(parser: object, tokens: readonly TokenType[], lookahead: StoredLookaheadStrategy): StoredGrammar {
  const host = parser as RecordingParser & { getGAstProductions(): Record<string, Rule> };
  const known = new Set(tokens.map((t) => t.name));
  const name = (t: TokenType): string => {
    // The table is rebuilt from `tokens`: a token outside them could not be found again.
    if (!known.has(t.name)) throw new Error(`stored grammar: token ${t.name} is not among the parser's tokens`);
    return t.name;
  };
  const follows: Record<string, string[]> = {};
  for (const [key, types] of Object.entries(host.resyncFollows)) follows[key] = types.map(name);
  return {
    source: sourceFingerprint(parser.constructor as ProductionClass, tokens),
    lookahead: lookahead.fingerprint,
    rules: Object.values(host.getGAstProductions()).map((r) => store(r, name)),
    follows,
  };
}

function store(p: IProduction, name: (t: TokenType) => string): StoredProduction {
  const entry = productionClasses.find(([, cls]) => p.constructor === cls);
  if (entry === undefined) throw new Error(`stored grammar: unknown production ${p.constructor.name}`);
  const fields: Record<string, unknown> = {};
  let definition: StoredProduction[] | undefined;
  for (const [key, value] of Object.entries(p)) {
    // A non-terminal's rule is linked again by Chevrotain's resolver.
    if (key === "referencedRule") continue;
    if (key === "_definition") definition = (value as IProduction[]).map((c) => store(c, name));
    else fields[key] = tokenFields.has(key) ? name(value as TokenType) : value;
  }
  return definition === undefined ? [entry[0], fields] : [entry[0], fields, definition];
}
