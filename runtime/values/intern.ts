// TLC orders strings and model values by the number its intern table gave the name
// when the name was first seen (TLC-SEMANTICS §1.2), not by their characters. That
// order decides how sets print, what CHOOSE returns and the order \E tries values.
//
// An InternTable belongs to one run: the compiler seeds it in TLC's order (cfg values,
// SANY built-ins, lexer order over the modules, string literals) and the runtime
// interns strings built while checking on first creation. It is passed explicitly;
// there is no module-level table.

import { Kind, ModelValue, SetEnum, StrValue, type Fcn, type Value } from "./kinds.js";

/**
 * The layout of the records `[n1 |-> v1, n2 |-> v2, ...]` with field names `names` in
 * that order: their domain, the field names' strings in token order (TLC's record order),
 * shared by every record of the layout, and `order[k]`, the position in `names` of the
 * k-th field of the domain.
 */
export class RecordShape {
  /**
   * `DOMAIN r` of the layout's records, one set for all of them. When `names` are not in
   * token order, the records a constructor makes carry a copy instead, whose element array
   * is not the records' `domain`: the mark of a record TLC has not normalised yet
   * (`writtenShape`).
   */
  readonly domainSet: SetEnum;
  /** The shape's `domainSet` when `names` are in token order, else its marking copy. */
  readonly madeDomainSet: SetEnum;
  /** `inverse[j]`: the position in `domain` of `names[j]` (the inverse of `order`). */
  readonly inverse: readonly number[];
  constructor(
    readonly names: readonly string[],
    readonly domain: readonly StrValue[],
    readonly order: readonly number[],
    /** The DOMAIN set of these fields made before (InternTable.recordDomain), whose elements are `domain`. */
    domainSet?: SetEnum,
  ) {
    this.domainSet = domainSet !== undefined && domainSet.elems === domain ? domainSet : new SetEnum(domain);
    const inverse: number[] = new Array<number>(order.length);
    let sorted = true;
    for (let k = 0; k < order.length; k++) {
      inverse[order[k]!] = k;
      if (order[k] !== k) sorted = false;
    }
    this.inverse = inverse;
    this.madeDomainSet = sorted ? this.domainSet : new SetEnum(domain.slice());
    if (!sorted) {
      writtenShapes.set(this.madeDomainSet, this);
      writtenOrderState.recordsMade = true;
    }
  }
}

// -- written order ------------------------------------------------------------------
//
// TLC's RecordValue and SetEnumValue keep the order they were built in (isNorm false) until
// normalize() sorts them in place, and a few readers see that order: RecordValue.toString
// (Print, ToString, an ALIAS, error messages, an initial state TLC prints without having
// fingerprinted it) and SVG's override, which reads SetEnumValue.elems as they are.
// tla2ts's values stay canonical for every operation; only these readers ask for the
// written order, which nothing on the checker's hot paths touches (docs/semantics.md,
// "Written order"). A value counts as normalised once its fingerprint was computed or
// derived (`fpState` not 0: TLC's fingerprint normalises), or when an event TLC
// normalises on drops the mark (`normalizeDeep`, `dropWrittenOrder`).

/**
 * Whether a record layout written out of token order (or an `@@` result holding its domain
 * out of order) was made in this process: until then no record can be marked, and compare.ts
 * skips looking for the mark (a spec whose constructors all write their fields in token order
 * pays nothing for written order). `setsMade`: a set remembering its written order was made
 * (`noteWrittenOrder`); read only where a VIEW's state is deep-normalized (stateFingerprint.ts).
 */
export const writtenOrderState = { recordsMade: false, setsMade: false };

/** The marking DOMAIN sets of record layouts written out of token order (`RecordShape.madeDomainSet`). */
const writtenShapes = new WeakMap<SetEnum, RecordShape>();
/** The elements of sets built from a literal or a set map (`{e : x \in S}`) in the order built, when it is not the sorted one. */
const writtenSets = new WeakMap<SetEnum, readonly Value[]>();

/**
 * The mark of a function `f @@ g` built whose domain TLC's CombineFcn holds out of TLC's order
 * (f's domain as f holds it, then g's new elements as g holds them; isNorm false): a copy of its
 * DOMAIN set carrying `held`, the positions in `domain` in that held order (TLC.ts `merge`).
 * A subclass rather than a WeakMap entry: `(k :> v) @@ f` in Next marks a value per successor,
 * and a WeakMap entry each cost more than the search. It never escapes as a value: DOMAIN drops it.
 */
class HeldDomain extends SetEnum {
  constructor(
    /** The held order, or a number k: position k first, then the others in order (`(k :> v) @@ f`). */
    readonly held: readonly number[] | number,
  ) {
    // Not the function's domain array (what makes it a mark); never read as a set.
    super(NO_ELEMENTS);
  }
}
const NO_ELEMENTS: readonly Value[] = [];
const keyFirst: HeldDomain[] = [];

/** Whether `f` still holds a record constructor's field order (its DOMAIN set is a marking copy). */
function marked(f: Fcn): boolean {
  const d = f.domainSet;
  return d !== undefined && d.elems !== f.domain;
}

/** The layout `f` was built with, when TLC would still hold its fields in the written order `names`. */
export function writtenShape(f: Fcn): RecordShape | undefined {
  if (f.fpState !== 0 || !marked(f)) return undefined;
  const shape = writtenShapes.get(f.domainSet!);
  return shape !== undefined && shape.domain === f.domain ? shape : undefined;
}

/**
 * `f`, fresh from `@@`, as TLC's CombineFcn holds it: its domain in the order `held`
 * (positions in `f.domain`), when that is not the sorted one. A function whose domain is all
 * integers is not marked: FcnRcdValue.toString's isTuple normalizes it before printing.
 */
export function noteWrittenFcn(f: Fcn, held: readonly number[] | number): void {
  let sorted = true;
  if (typeof held === "number") sorted = held === 0;
  else for (let i = 0; i < held.length && sorted; i++) sorted = held[i] === i;
  if (sorted || f.domain.every((d) => typeof d === "number")) return;
  // One shared mark per k for `(k :> v) @@ f` (the marks hold no state of their own): no allocation per successor.
  f.domainSet = typeof held === "number" ? (keyFirst[held] ??= new HeldDomain(held)) : new HeldDomain(held);
  writtenOrderState.recordsMade = true;
}

/** The positions of `f`'s domain in the order TLC still holds them (an `@@` result not normalised yet), or undefined. */
export function writtenFcnOrder(f: Fcn): readonly number[] | undefined {
  const d = f.domainSet;
  if (f.fpState !== 0 || !(d instanceof HeldDomain)) return undefined;
  if (typeof d.held !== "number") return d.held;
  const held = [d.held];
  for (let i = 0; i < f.domain.length; i++) if (i !== d.held) held.push(i);
  return held;
}

/** `DOMAIN f`: TLC's FcnRcdValue.getDomain normalizes an `@@` result (a record's RecordValue does not). */
export function dropWrittenFcnOrder(f: Fcn): void {
  if (f.domainSet instanceof HeldDomain) f.domainSet = undefined;
}

/** `s`, built in the order `written` (duplicates included): remembered when that is not the sorted order. */
export function noteWrittenOrder(s: SetEnum, written: readonly Value[]): void {
  const elems = s.elems;
  if (written.length === elems.length) {
    let same = true;
    for (let i = 0; i < elems.length && same; i++) same = written[i] === elems[i];
    if (same) return;
  }
  writtenSets.set(s, written);
  writtenOrderState.setsMade = true;
}

/** The elements of `s` in the order TLC's SetEnumValue holds them, when that is not the sorted order. */
export function writtenElements(s: SetEnum): readonly Value[] | undefined {
  return s.fpState === 0 ? writtenSets.get(s) : undefined;
}

/** TLC's normalize() of one record or set, in place: it is read in canonical order from now on. */
export function dropWrittenOrder(v: Value): void {
  if (typeof v !== "object") return;
  if (v.kind === Kind.Fcn) {
    if (marked(v)) v.domainSet = undefined;
  } else if (v.kind === Kind.SetEnum) {
    writtenSets.delete(v);
  }
}

/**
 * TLC's deepNormalize: `v` and every record and enumerated set inside it normalised, as
 * TLC's start-up does to each zero-arity constant definition's value. Values whose
 * fingerprint is known are normalised already; lazy sets hold no literal.
 */
export function normalizeDeep(v: Value): void {
  // Recursive (values nest a few levels): no work list allocated, as a VIEW's every state comes here.
  if (typeof v !== "object" || v.fpState !== 0) return;
  if (v.kind === Kind.Fcn) {
    if (marked(v)) v.domainSet = undefined;
    const values = v.values;
    for (let i = 0; i < values.length; i++) {
      const x = values[i]!;
      if (typeof x === "object") normalizeDeep(x);
    }
  } else if (v.kind === Kind.SetEnum) {
    writtenSets.delete(v);
    const elems = v.elems;
    for (let i = 0; i < elems.length; i++) {
      const x = elems[i]!;
      if (typeof x === "object") normalizeDeep(x);
    }
  } else if (v.kind === Kind.Tuple) {
    const elems = v.elems;
    for (let i = 0; i < elems.length; i++) {
      const x = elems[i]!;
      if (typeof x === "object") normalizeDeep(x);
    }
  }
}

/** Layouts kept per first field name: a spec writes a handful; names made at run time (Json, TLCGet) may be many. */
const SHAPES_PER_NAME = 8;

/** How TLC runs the spec, which names one of the names TLC interns while setting up (`tlcChecking`). */
export type TlcMode = "bfs" | "simulate" | "generate";

/**
 * The names TLC interns once its spec processor is done (sub-actions built), before
 * ASSUME, measured by dumping util.InternTable: TLCGetSet's static fields (TLCGet's and
 * TLCSet's keys), then TLCGet("config")'s values, eagerly built (the mode; in BFS the
 * random seed and the fingerprint polynomial as strings, as they do not fit TLC's ints;
 * in simulation the seed; the jar's path; in simulation "random"), then the field names
 * of TLCGet("action")'s records. The seed, the polynomial and the path differ from run to
 * run and machine to machine, but they are one name each: only their number moves later
 * tokens, so tla2ts reserves a token for each with a name no TLA+ text can spell.
 */
export function tlcCheckerSetupNames(mode: TlcMode): readonly string[] {
  const seed = "\u0000tlc-random-seed";
  const jar = "\u0000tlc-jar-path";
  const config = mode === "bfs" ? ["bfs", seed, "\u0000tlc-fingerprint-polynomial", jar] : [mode, seed, jar, "random"];
  return [...tlcGetSetNames, ...config, ...tlcActionFieldNames];
}

const tlcGetSetNames: readonly string[] = [
  "exit", "pause", "config", "spec", "coverage", "action", "install", "id", "behavior", "all", "all:named", "mode",
  "deadlock", "seed", "fingerprint", "worker", "traces", "depth", "aril", "sched", "revision", "timestamp", "date",
  "count", "tag", "calver", "impliedinits", "impliedactions", "invariants", "impliedtemporals", "temporals", "actions",
  "inits", "variables", "actionconstraints", "constraints", "level", "stats", "duration", "generated", "diameter",
  "distinct", "initial", "queue", "retries", "distinctvalues", "levelmean", "levelvariance",
];

const tlcActionFieldNames: readonly string[] = [
  "beginLine", "beginColumn", "endLine", "endColumn", "module", "name", "location", "context", "parameters", "_action",
];

/** The name tlc2.tool.Action's class interns when TLC makes its first action (the initial predicate's), after pre-evaluating constant definitions. */
export const tlcFirstActionName = "UnnamedAction";

export class InternTable {
  private readonly tokens = new Map<string, number>();
  private readonly strings = new Map<string, StrValue>();
  private readonly modelValues = new Map<string, ModelValue>();
  /** Model values in the order they were made (TLC's `ModelValue.mvs`, which its binary value format indexes). */
  private readonly modelList: ModelValue[] = [];
  /** Record layouts by their first field name (`recordShape`). */
  private readonly shapes = new Map<string, RecordShape[]>();
  /** The DOMAIN sets of records, by their first field (`recordDomain`): one element array per set of field names. */
  private readonly domains = new Map<StrValue, SetEnum[]>();
  private nextToken = 1;
  /** How many names the seed gave exactly as TLC's intern table numbers them (0 when the seed only orders them). */
  private tlcSeeded = 0;
  /**
   * Whether every name interned so far has TLC's token: the seed is TLC's whole table,
   * TLC's set-up names were reserved in TLC's order (`tlcConstants`, `tlcChecking`) and no
   * name was interned where TLC would have interned another one. Once false, names past
   * the seed have no known TLC token.
   */
  private tlcFollowing = false;
  /** 0 seeded, 1 constant definitions replayed, 2 checking (`tlcChecking` done). */
  private tlcPhase = 0;
  /** Seeded names whose tokens TLC's JVM orders differently from run to run (compiler/analyse/internOrder.ts, `tlcTable`). */
  private tlcUncertain: ReadonlySet<string> = new Set();

  /** Names interned so far (a run whose workers' tables grow differently orders strings differently). */
  get size(): number {
    return this.nextToken - 1;
  }

  /** The token of `name`, handing out the next one if the name is new. */
  intern(name: string): number {
    let t = this.tokens.get(name);
    if (t === undefined) {
      t = this.nextToken++;
      this.tokens.set(name, t);
    }
    return t;
  }

  /**
   * Interns each name in order: the compiler's way of replaying TLC's first-seen order.
   * `tlcTokens`: the names are TLC's whole table before model checking, so each keeps
   * TLC's own token (compiler/analyse/tlcInterns.ts).
   */
  seed(names: Iterable<string>, tlcTokens = false, uncertain: Iterable<string> = []): void {
    for (const n of names) this.intern(n);
    if (tlcTokens && this.tlcSeeded === 0) {
      this.tlcSeeded = this.nextToken - 1;
      this.tlcFollowing = true;
      this.tlcUncertain = new Set(uncertain);
    }
  }

  /**
   * TLC's next step after its Java overrides: SpecProcessor.processConstantDefns evaluates
   * every constant definition, interning the names that builds (`names`, in TLC's order,
   * as a replay of that evaluation found them; undefined when tla2ts cannot replay it),
   * then the first Action made (when TLC makes one: `action`) interns "UnnamedAction".
   * Names interned before this (other than the seed's) break the correspondence with TLC's
   * table.
   */
  tlcConstants(names: readonly string[] | undefined, action: boolean): void {
    if (this.tlcPhase !== 0) return;
    this.tlcPhase = 1;
    if (names === undefined || this.nextToken - 1 !== this.tlcSeeded) this.tlcFollowing = false;
    for (const n of names ?? []) this.intern(n);
    if (action) this.intern(tlcFirstActionName);
  }

  /**
   * The names TLC interns after building the sub-actions (which may intern names built
   * while doing so, as they do here) and before evaluating ASSUME: `tlcCheckerSetupNames`.
   * From here every name is interned at run time, where TLC interns it if tla2ts evaluates
   * in TLC's order.
   */
  tlcChecking(mode: TlcMode): void {
    if (this.tlcPhase !== 1) {
      this.tlcFollowing = false;
      return;
    }
    this.tlcPhase = 2;
    for (const n of tlcCheckerSetupNames(mode)) this.intern(n);
  }

  /** Every interned name in token order (the first has token 1): what a checkpoint records to restore the order. */
  names(): string[] {
    return [...this.tokens.keys()];
  }

  /**
   * The token TLC's own intern table gives `name`, where it is tla2ts's: every seeded name
   * when the seed is TLC's whole table (`seed(names, true)`), else the names the compiler
   * seeds from the cfg file, which come first in both tables, numbered from 1 in file
   * order, and end where the seed's built-in names begin, with TRUE
   * (compiler/analyse/internOrder.ts). Names interned later (built at run time) have
   * TLC's token once TLC's set-up names are reserved (`tlcConstants`, `tlcChecking`) if the
   * table has followed TLC's all along; undefined otherwise.
   */
  tlcToken(name: string): number | undefined {
    const t = this.tokens.get(name);
    if (t === undefined || this.tlcUncertain.has(name)) return undefined;
    if (t <= this.tlcSeeded || (this.tlcFollowing && this.tlcPhase === 2)) return t;
    const builtins = this.tokens.get("TRUE");
    return builtins !== undefined && t < builtins ? t : undefined;
  }

  /** The token of `name` if it has one. */
  tokenOf(name: string): number | undefined {
    return this.tokens.get(name);
  }

  /** The string value with this text (one object per text, so identity is equality). */
  string(text: string): StrValue {
    let s = this.strings.get(text);
    if (s === undefined) {
      s = new StrValue(text, this.intern(text));
      this.strings.set(text, s);
    }
    return s;
  }

  /**
   * The layout of records with the field names `names`, in that order, made once per list
   * of names (record literals build one per evaluation: no strings looked up, no sorting,
   * and one domain array for all of them). Undefined when a name repeats, or when the
   * layouts kept for the first name are many (the caller builds the record in full).
   */
  recordShape(names: readonly string[]): RecordShape | undefined {
    const n = names.length;
    const first = n === 0 ? "" : names[0]!;
    let kept = this.shapes.get(first);
    if (kept === undefined) this.shapes.set(first, (kept = []));
    for (let s = 0; s < kept.length; s++) {
      const known = kept[s]!.names;
      if (known.length !== n) continue;
      let i = 0;
      while (i < n && known[i] === names[i]) i++;
      if (i === n) return kept[s];
    }
    if (kept.length >= SHAPES_PER_NAME) return undefined;
    const strings = names.map((name) => this.string(name));
    const order = strings.map((_s, i) => i).sort((a, b) => strings[a]!.token - strings[b]!.token);
    for (let k = 1; k < n; k++) if (strings[order[k]!] === strings[order[k - 1]!]) return undefined;
    const sorted = order.map((i) => strings[i]!);
    const known = this.recordDomain(sorted);
    const shape = new RecordShape(names.slice(), (known?.elems as readonly StrValue[] | undefined) ?? sorted, order, known);
    kept.push(shape);
    return shape;
  }

  /**
   * The DOMAIN of records with the fields `domain` (strictly ascending in token order): a set
   * whose element array every record of these fields built here can share, made from `domain`
   * the first time; undefined when `domain` is not all strings or is one of too many for its
   * first field. Layouts of any written order (`recordShape`) and records decoded from another
   * thread (stateCodec.ts) then share one array, which the emitted code's field-read sites
   * (core.ts `fieldAt`) find by identity: a decoded record with an array of its own made each
   * of those sites look its field up again (the parallel search's hand-overs).
   */
  recordDomain(domain: readonly Value[]): SetEnum | undefined {
    const n = domain.length;
    if (n === 0) return undefined;
    for (let i = 0; i < n; i++) {
      const d = domain[i]!;
      if (typeof d !== "object" || d.kind !== Kind.String) return undefined;
    }
    const first = domain[0] as StrValue;
    let kept = this.domains.get(first);
    if (kept === undefined) this.domains.set(first, (kept = []));
    for (let s = 0; s < kept.length; s++) {
      const known = kept[s]!.elems;
      if (known.length !== n) continue;
      let i = 1;
      while (i < n && known[i] === domain[i]) i++;
      if (i === n) return kept[s];
    }
    if (kept.length >= SHAPES_PER_NAME) return undefined;
    const set = new SetEnum(domain);
    kept.push(set);
    return set;
  }

  /** Whether a model value of this name exists in this run (trace validation reads untyped strings by it). */
  hasModelValue(name: string): boolean {
    return this.modelValues.has(name);
  }

  /** The model value with this name; a name of length > 2 with `_` second is typed by its first character (§7.4). */
  modelValue(name: string): ModelValue {
    let m = this.modelValues.get(name);
    if (m === undefined) {
      const typeChar = name.length > 2 && name.charCodeAt(1) === 95 /* _ */ ? name[0] : undefined;
      m = new ModelValue(name, this.intern(name), typeChar);
      this.modelValues.set(name, m);
      this.modelList.push(m);
    }
    return m;
  }

  /** The position of the model value `name` among the model values made so far (-1 if none). */
  modelIndex(name: string): number {
    const m = this.modelValues.get(name);
    return m === undefined ? -1 : this.modelList.indexOf(m);
  }

  /** The model value made `index`-th. */
  modelAt(index: number): ModelValue | undefined {
    return this.modelList[index];
  }
}
