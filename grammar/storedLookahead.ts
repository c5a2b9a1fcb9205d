// Chevrotain's LL(k) lookahead, read from a table generated ahead of time instead of
// computed in every process. Computing the token paths of the grammar's decisions
// (alternations, options, repetitions) was most of a small model's parsing time
// (lazyLookahead.ts only spreads it over the decisions a spec takes); the paths depend
// on nothing but the grammar, the token categories and Chevrotain's version, so
// `npm run grammar:tables` stores them (test/tools/lookaheadTables.ts) next to each parser.
//
// The table carries a fingerprint of what it was computed from. At construction the
// strategy fingerprints the grammar Chevrotain recorded; if they differ (a rule was
// edited, Chevrotain upgraded) the table is ignored and lookahead is computed as
// before, so a stale table costs time, never a wrong parse; a unit test fails until
// the table is regenerated. The deciders made from the paths follow Chevrotain's own
// (llk_lookahead.js, not exported): the first alternative with a path that the next
// tokens match is taken; predicates (GATE) are asked first.

import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Terminal,
  tokenMatcher,
  VERSION,
  type ILookaheadStrategy,
  type IProduction,
  type IToken,
  type LookaheadProductionType,
  type Rule,
  type TokenType,
} from "./chevrotain.js";
import { LazyLookaheadStrategy, lazyAlternation, lazyOptional } from "./lazyLookahead.js";

type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
type AlternationDecider = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type OptionalDecider = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;
type Alternatives = Parameters<AlternationDecider>[0];

/**
 * The lookahead paths of every decision of one grammar, as generated. A decision's
 * entry has one string per alternative (options and repetitions have one): its paths
 * separated by ", ", each path its token names separated by " ", `ε` the empty path.
 */
export interface StoredLookahead {
  readonly fingerprint: string;
  readonly decisions: Readonly<Record<string, readonly string[]>>;
}

/** One decision as Chevrotain asks for it, enough to compute its paths again. */
export interface LookaheadDecision {
  readonly key: string;
  readonly rule: Rule;
  readonly prodType: LookaheadProductionType;
  readonly occurrence: number;
  readonly maxLookahead: number;
}

export type LookaheadSource = "stored" | "computed";

const emptyPath = "ε";

function decisionKey(rule: string, prodType: LookaheadProductionType, occurrence: number): string {
  return `${rule}.${prodType}${occurrence}`;
}

/** Chevrotain calls deciders with the parser as `this`; LA_FAST is its token lookahead. */
interface LookaheadHost {
  LA_FAST(howMuch: number): IToken;
}

export class StoredLookaheadStrategy extends LazyLookaheadStrategy {
  /** Where the lookahead comes from, known once Chevrotain has initialised the strategy. */
  source: LookaheadSource = "computed";
  /** The decisions Chevrotain asked for, recorded when lookahead is computed (for the generator). */
  readonly decisions: LookaheadDecision[] = [];
  /** The recorded grammar's fingerprint (grammarFingerprint). */
  fingerprint = "";
  /** The fingerprint, when the rules come from a stored grammar that names it (storedGrammar.ts). */
  knownFingerprint: string | undefined;
  private byName: Map<string, TokenType> | undefined;

  constructor(
    private readonly config: {
      readonly maxLookahead: number;
      readonly tokens: readonly TokenType[];
      readonly stored: StoredLookahead;
      readonly use: LookaheadSource;
    },
  ) {
    super({ maxLookahead: config.maxLookahead });
  }

  override initialize(options: { rules: Rule[] }): void {
    this.fingerprint = this.knownFingerprint ?? grammarFingerprint(options.rules, this.config.tokens, this.config.maxLookahead);
    if (this.config.use !== "stored" || this.fingerprint !== this.config.stored.fingerprint) return;
    this.byName = new Map(this.config.tokens.map((t) => [t.name, t]));
    this.source = "stored";
  }

  // A decision's paths are decoded when it is first taken: a spec takes a fraction of them.
  override buildLookaheadForAlternation(options: AlternationOptions): AlternationDecider {
    const key = decisionKey(options.rule.name, "Alternation", options.prodOccurrence);
    const entry = this.storedEntry(key, options.dynamicTokensEnabled);
    if (entry === undefined) {
      this.record(key, options.rule, "Alternation", options.prodOccurrence, options.maxLookahead);
      return super.buildLookaheadForAlternation(options);
    }
    return lazyAlternation(() => {
      const paths = decodeAlternatives(entry, this.byName!);
      return paths === undefined ? super.buildLookaheadForAlternation(options) : alternationDecider(paths, options.hasPredicates);
    });
  }

  override buildLookaheadForOptional(options: OptionalOptions): OptionalDecider {
    const key = decisionKey(options.rule.name, options.prodType, options.prodOccurrence);
    const entry = this.storedEntry(key, options.dynamicTokensEnabled);
    if (entry === undefined || entry.length !== 1) {
      this.record(key, options.rule, options.prodType, options.prodOccurrence, options.maxLookahead);
      return super.buildLookaheadForOptional(options);
    }
    return lazyOptional(() => {
      const paths = decodeAlternatives(entry, this.byName!);
      return paths === undefined ? super.buildLookaheadForOptional(options) : optionalDecider(paths[0]!);
    });
  }

  /** A decision the table lacks is computed (and recorded): the table was made for another grammar. */
  private storedEntry(key: string, dynamicTokensEnabled: boolean): readonly string[] | undefined {
    if (this.byName === undefined || dynamicTokensEnabled) return undefined;
    return this.config.stored.decisions[key];
  }

  private record(key: string, rule: Rule, prodType: LookaheadProductionType, occurrence: number, maxLookahead: number): void {
    this.source = "computed";
    this.decisions.push({ key, rule, prodType, occurrence, maxLookahead });
  }
}

function decodeAlternatives(entry: readonly string[], byName: ReadonlyMap<string, TokenType>): TokenType[][][] | undefined {
  const alternatives: TokenType[][][] = [];
  for (const text of entry) {
    const paths: TokenType[][] = [];
    for (const path of text === "" ? [] : text.split(", ")) {
      const tokens: TokenType[] = [];
      if (path !== emptyPath) {
        for (const name of path.split(" ")) {
          const t = byName.get(name);
          if (t === undefined) return undefined;
          tokens.push(t);
        }
      }
      paths.push(tokens);
    }
    alternatives.push(paths);
  }
  return alternatives;
}

export function encodeAlternatives(alternatives: readonly (readonly (readonly TokenType[])[])[]): string[] {
  return alternatives.map((paths) => paths.map((p) => (p.length === 0 ? emptyPath : p.map((t) => t.name).join(" "))).join(", "));
}

/** The indices of the token types a token of `t`'s type or of one of its subcategories has. */
function matchedIndices(t: TokenType): number[] {
  return [t.tokenTypeIdx!, ...(t.categoryMatches ?? [])];
}

function allSingleTokens(alternatives: readonly TokenType[][][]): boolean {
  return alternatives.every((paths) => paths.every((p) => p.length === 1));
}

function matchesPath(host: LookaheadHost, path: readonly TokenType[]): boolean {
  for (let i = 0; i < path.length; i++) if (!tokenMatcher(host.LA_FAST(i + 1), path[i]!)) return false;
  return true;
}

function alternationDecider(alternatives: TokenType[][][], hasPredicates: boolean): AlternationDecider {
  if (!hasPredicates && allSingleTokens(alternatives)) {
    // One token decides: a table from token type to the first alternative it starts.
    const choice: number[] = [];
    alternatives.forEach((paths, alt) => {
      for (const [t] of paths) for (const idx of matchedIndices(t!)) choice[idx] ??= alt;
    });
    return function (this: LookaheadHost) {
      return choice[this.LA_FAST(1).tokenTypeIdx!];
    };
  }
  return function (this: LookaheadHost, orAlts: Alternatives) {
    for (let alt = 0; alt < alternatives.length; alt++) {
      const gate = hasPredicates ? orAlts?.[alt]?.GATE : undefined;
      if (gate !== undefined && gate.call(this) === false) continue;
      for (const path of alternatives[alt]!) if (matchesPath(this, path)) return alt;
    }
    return undefined;
  };
}

function optionalDecider(paths: TokenType[][]): OptionalDecider {
  if (paths.every((p) => p.length === 1)) {
    const starts: boolean[] = [];
    for (const [t] of paths) for (const idx of matchedIndices(t!)) starts[idx] = true;
    return function (this: LookaheadHost) {
      return starts[this.LA_FAST(1).tokenTypeIdx!] === true;
    };
  }
  return function (this: LookaheadHost) {
    for (const path of paths) if (matchesPath(this, path)) return true;
    return false;
  };
}

/**
 * What a grammar's lookahead paths are computed from: its recorded rules (the
 * productions, their occurrence indices and lookahead limits, the terminals), its token
 * vocabulary with their categories (a category matches its members), the parser's
 * lookahead limit and Chevrotain's version.
 */
export function grammarFingerprint(rules: readonly Rule[], tokens: readonly TokenType[], maxLookahead: number): string {
  const parts: string[] = [`chevrotain ${VERSION}`, `k ${maxLookahead}`];
  for (const t of tokens) parts.push(`token ${t.name} ${(t.CATEGORIES ?? []).map((c) => c.name).join(" ")}`);
  for (const rule of rules) {
    parts.push(`rule ${rule.name}`);
    describeProductions(rule.definition, parts);
  }
  return textHash(parts.join("\n"));
}

/**
 * Two independent 32-bit FNV-1a-style lanes over the text's UTF-16 units, two units at a
 * time, as 16 hex digits. The fingerprints only detect a stale table, so they need no
 * cryptographic hash, and `check` must not load node:crypto just to start
 * (test/cli/startupModules.test.ts); hashing a parser's source (storedGrammar.ts) at start-up
 * is why the loop takes 32-bit words rather than characters.
 */
export function textHash(text: string): string {
  const bytes = Buffer.from(text, "utf16le");
  // A copy of its own: aligned for the 32-bit view wherever the buffer's pool put the bytes.
  const words = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + (bytes.length & ~3)));
  let a = 0x811c9dc5;
  let b = 0x1b873593;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b ^ w, 0x5bd1e995);
    b ^= b >>> 15;
  }
  if (text.length % 2 === 1) {
    const c = text.charCodeAt(text.length - 1);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

function describeProductions(productions: readonly IProduction[], parts: string[]): void {
  for (const p of productions) {
    if (p instanceof Terminal) {
      parts.push(`Terminal ${p.terminalType.name} ${p.idx}`);
      continue;
    }
    if (p instanceof NonTerminal) {
      parts.push(`NonTerminal ${p.nonTerminalName} ${p.idx}`);
      continue;
    }
    const limit = (p as { maxLookahead?: number }).maxLookahead ?? "-";
    if (p instanceof Alternative) parts.push("Alternative");
    else if (p instanceof Alternation) parts.push(`Alternation ${p.idx} ${limit}`);
    else if (p instanceof Option) parts.push(`Option ${p.idx} ${limit}`);
    else if (p instanceof Repetition) parts.push(`Repetition ${p.idx} ${limit}`);
    else if (p instanceof RepetitionMandatory) parts.push(`RepetitionMandatory ${p.idx} ${limit}`);
    else if (p instanceof RepetitionWithSeparator) parts.push(`RepetitionWithSeparator ${p.idx} ${limit} ${p.separator.name}`);
    else if (p instanceof RepetitionMandatoryWithSeparator) {
      parts.push(`RepetitionMandatoryWithSeparator ${p.idx} ${limit} ${p.separator.name}`);
    } else parts.push(p.constructor.name);
    if ("definition" in p) describeProductions(p.definition as IProduction[], parts);
    parts.push("end");
  }
}
