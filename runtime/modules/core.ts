// The operators of TLA+ itself that every spec can use whatever it EXTENDS, and that
// are values rather than control flow (`/\`, `\/`, `=>`, IF, CASE and `\E` in actions
// are emitted as control flow by the compiler). Emitted code calls these as
// `core.apply(ctx, f, x)`; errors are EvalErrors worded as TLC words them.
//
// Enumeration order (TLC-SEMANTICS §3.1) is the caller's choice and matters:
// - `enumerateSorted`: bound variables of `\E`, `\A`, CHOOSE and `{e : x \in S}`, and
//   the splitting of Next into actions. An inlined CHOOSE must loop over this order.
// - `enumerateRaw`: `x \in S` in Init, `x' \in S` in actions, `{x \in S : P}`.
// Both return arrays (callers loop with an index, no iterator objects).

import type { EvalContext, SourceLocation } from "../check/spec.js";
import { SpecEvalError } from "../check/specEvalError.js";
import {
  BOOLEAN,
  EvalError,
  Kind,
  STRING,
  compare,
  equals,
  expand,
  fcnSet as makeFcnSet,
  fcnSorted,
  constructedFcn,
  tlcFcnClass,
  isTlcRecord,
  difference,
  intersect as intersectSets,
  isEnumerable,
  isFcn,
  kindName,
  tlcKindImage,
  tlcClassName,
  isSet,
  lazyCap,
  lazyDiff,
  lazyFilter,
  lazyUnion,
  member,
  memberPair,
  tlcSearch,
  prettyPrint,
  printValue,
  product as makeProduct,
  rawElements,
  record as makeRecord,
  recordOf,
  recordSet as makeRecordSet,
  setOfOwned,
  setWritten,
  freshEmptySet,
  freshEmptyTuple,
  sortedElements,
  sortedSet,
  subset,
  tuple as makeTuple,
  union as unionSets,
  unionAll,
  interval as makeInterval,
  type Fcn,
  fcnExcept,
  tupleExcept,
  type Tuple,
  type FcnValue,
  type LazyFcn,
  forceFcn,
  buildSmallParts,
  holdsLazy,
  lazyParts,
  setOf,
  lazyApply,
  lazyDomain,
  lazyExcept,
  lazyFcn as makeLazyFcn,
  lazySelect,
  markDomainLiteral,
  enumerationFailure,
  lazyClassFailure,
  type FilterPredicate,
  type SetValue,
  type Value,
} from "../values/index.js";
import { argumentError, boolArg, keptNonSet, positionOf, setArg } from "./args.js";
import { ATOM_CODES } from "../check/operatorMemo.js";
import { entryAt } from "../values/entryAt.js";
import { dropWrittenFcnOrder, dropWrittenOrder, normalizeDeep, writtenElements } from "../values/intern.js";

// -- equality and membership -------------------------------------------------

export function eq(_ctx: EvalContext, a: Value, b: Value): boolean {
  return equals(a, b);
}

export function neq(_ctx: EvalContext, a: Value, b: Value): boolean {
  return !equals(a, b);
}

export function inSet(_ctx: EvalContext, v: Value, s: Value): boolean {
  if (!isSet(s)) memberOfNonSet(v, s, "\\in");
  return member(v, s);
}

/**
 * `v \in s` with s no set: TLC's member() of s's value class fails with its own words (IntValue, BoolValue,
 * StringValue, ModelValue, FcnRcdValue: "is an element of the <noun> s"; RecordValue; TupleValue), a RuntimeException.
 */
function memberOfNonSet(v: Value, s: Value, op: string): never {
  const shown = (x: Value): string => prettyPrint(printValue(x));
  const cls = tlcClassName(s);
  if (cls === "TupleValue") throw new EvalError("MemberOfTuple", {});
  if (cls === "RecordValue") throw new EvalError("MemberOfRecord", { elem: shown(v), set: shown(s) });
  // FcnLambdaValue.member asks the FcnRcdValue it builds (never a TupleValue): "the function <<1, 2>>".
  const noun = ({ IntValue: "integer", BoolValue: "boolean", StringValue: "string", ModelValue: "model value", FcnRcdValue: "function", FcnLambdaValue: "function" } as Record<string, string | undefined>)[cls];
  if (noun === undefined) return argumentError(op, "second", "a set", s);
  throw new EvalError("MemberOfNonSet", { elem: shown(v), noun, set: shown(s) });
}

/**
 * `v \in {e1, ..., en}` with the literal written there (constant elements, `written` in written
 * order): TLC's literal is a fresh SetEnumValue, not normalised, so its member() walks the
 * elements in written order asking `ei.equals(v)` (ValueVec.search). The sorted set, built once
 * into `ctx.K[slot]`, answers the same whenever it can compare; when it cannot, the walk gives
 * TLC's answer, or its error worded by the element ("Attempted to check equality of record ...
 * with non-record 1"). Elements that cannot be sorted together (`{1, "a"}`) are no error to TLC
 * here: `false` in the slot marks them, and every membership walks.
 */
export function inLiteral(ctx: { readonly K: (Value | undefined)[] }, v: Value, slot: number, writtenTuple: Value): boolean {
  // The written elements as a tuple (a value, so that ctx.K can keep it); one holding a function not built yet is built.
  const t = typeof writtenTuple === "object" && writtenTuple.kind === Kind.LazyFcn ? forceFcn(writtenTuple) : writtenTuple;
  const written = (t as Tuple).elems;
  let s = ctx.K[slot];
  if (s === undefined) {
    try {
      s = setOfOwned(written.slice());
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      s = false;
    }
    ctx.K[slot] = s;
  }
  if (s === false) return inWrittenOrder(v, written);
  try {
    return member(v, s as SetValue);
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    return inWrittenOrder(v, written);
  }
}

/**
 * Position-recording mode: inLiteral on the literal as `literalForIn` built it where TLC does (with
 * its source): a set remembering its written order, or the elements themselves when they cannot
 * be sorted together (TLC never sorts the fresh literal).
 */
export function inLiteralSet(_ctx: EvalContext, v: Value, s: Value | readonly Value[]): boolean {
  if (Array.isArray(s)) return inWrittenOrder(v, s);
  const set = setArg(s as Value, "\\in", "second");
  try {
    return member(v, set);
  } catch (e) {
    if (!(e instanceof EvalError) || set.kind !== Kind.SetEnum) throw e;
    return inWrittenOrder(v, writtenElements(set) ?? set.elems);
  }
}

/** The set literal on the right of `\\in` in position-recording mode (see inLiteralSet). */
export function literalForIn(_ctx: EvalContext, ...elems: Value[]): Value {
  try {
    return setWritten(elems.slice());
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    return elems as unknown as Value;
  }
}

function inWrittenOrder(v: Value, written: readonly Value[]): boolean {
  for (let i = 0; i < written.length; i++) {
    const w = written[i]!;
    if (w === v) {
      // One object here (a remembered operator result) is two equal values to TLC, whose RecordValue/SetEnumValue.equals normalises both.
      dropWrittenOrder(v);
      return true;
    }
    if (equals(w, v)) return true;
  }
  return false;
}

/**
 * `v \in s` where TLC holds s unnormalised (a `\cup` written in place, an operator returning a set
 * map): its member() walks the elements with `equals`; ours searches, and walks when that fails.
 */
export function inHeld(_ctx: EvalContext, v: Value, s: Value): boolean {
  if (!isSet(s)) memberOfNonSet(v, s, "\\in");
  try {
    return member(v, s);
  } catch (e) {
    return heldWalk(e, v, s);
  }
}

export function notInHeld(_ctx: EvalContext, v: Value, s: Value): boolean {
  if (!isSet(s)) memberOfNonSet(v, s, "\\notin");
  try {
    return !member(v, s);
  } catch (e) {
    return !heldWalk(e, v, s);
  }
}

/** After our search of `s` raised `e`: TLC's walk of the enumerated set as held, or `e` again. */
function heldWalk(e: unknown, v: Value, s: SetValue): boolean {
  if (!(e instanceof EvalError) || s.kind !== Kind.SetEnum) throw e;
  return inWrittenOrder(v, writtenElements(s) ?? s.elems);
}

/** `v \in {e : x \in S}` written in place, `built` the elements as the set map built them: TLC's member() of that unnormalised set, an `equals` walk. */
export function inBuilt(_ctx: EvalContext, v: Value, built: readonly Value[]): boolean {
  return inWrittenOrder(v, built);
}

export function notInBuilt(_ctx: EvalContext, v: Value, built: readonly Value[]): boolean {
  return !inWrittenOrder(v, built);
}

/** `v \in {e1, ..., en}` for a literal of elements that are not all constant: TLC's linear `ei.equals(v)` in written order (see inLiteral). */
export function inWritten(_ctx: EvalContext, v: Value, written: readonly Value[]): boolean {
  return inWrittenOrder(v, written);
}

/** `<<a, b>> \in s`, the pair never built when `s` is enumerated (emitted for a pair literal on the left). */
export function pairInSet(_ctx: EvalContext, a: Value, b: Value, s: Value): boolean {
  return memberPair(a, b, setArg(s, "\\in", "second"));
}

export function pairNotInSet(_ctx: EvalContext, a: Value, b: Value, s: Value): boolean {
  return !memberPair(a, b, setArg(s, "\\notin", "second"));
}

/**
 * One `<<a, b>> \in S` (or `\notin`) of the emitted code whose S is constant-level: the
 * set it saw last and, once it saw it twice, its answers for pairs of atoms by their
 * codes (operatorMemo.ts, `atomCode`): 1 in, -1 not in, 0 not asked yet. SwarmKit's
 * ProgressTask asks `<<State(t), s2>> \in {<<assigned, accepted>>, ...}` for every task
 * and state, some 30 million times on SwarmKitLarge; a binary search comparing tuple
 * elements was most of that. Membership of atoms in the same enumerated set always has
 * the same answer; a membership that throws is not remembered.
 */
export interface PairSite {
  set: Value | undefined;
  rows: (Int8Array | undefined)[] | undefined;
  /** Memberships asked of `set` since the site last saw another set, up to `PAIR_TABLE_AFTER`. */
  asked: number;
}

/**
 * Memberships a site answers by search before it makes a table for its set: a table is
 * ATOM_CODES slots plus a row of as many bytes per left atom, worth it for a set asked
 * thousands of times (a constant), not for one a recursive definition's parameter changes
 * every few dozen asks (`<<r, s>> \in R` in TransitiveClosure's `R ** T`: the table was
 * 20% of that model's check).
 */
const PAIR_TABLE_AFTER = 64;

/** The emitted module's `n` pair-membership sites, none seen yet. */
export function pairSites(n: number): PairSite[] {
  const sites: PairSite[] = new Array<PairSite>(n);
  for (let i = 0; i < n; i++) sites[i] = { set: undefined, rows: undefined, asked: 0 };
  return sites;
}

function pairMemberAt(a: Value, b: Value, s: Value, site: PairSite, op: string): boolean {
  if (site.set !== s) {
    // A set seen once (rebuilt by each evaluation, or one of a site's many) gets no table.
    site.set = s;
    site.rows = undefined;
    site.asked = 1;
    return memberPair(a, b, setArg(s, op, "second"));
  }
  if (site.asked < PAIR_TABLE_AFTER) {
    site.asked++;
    return memberPair(a, b, setArg(s, op, "second"));
  }
  const ca = pairCode(a);
  const cb = pairCode(b);
  // Only an enumerated set: membership in a lazy one may evaluate a predicate, with effects (Print).
  if (ca < 0 || cb < 0 || typeof s !== "object" || s.kind !== Kind.SetEnum) return memberPair(a, b, setArg(s, op, "second"));
  const rows = (site.rows ??= new Array<Int8Array | undefined>(ATOM_CODES).fill(undefined));
  const row = (rows[ca] ??= new Int8Array(ATOM_CODES));
  const known = row[cb]!;
  if (known !== 0) return known > 0;
  const is = memberPair(a, b, setArg(s, op, "second"));
  row[cb] = is ? 1 : -1;
  return is;
}

/**
 * operatorMemo.ts's `atomCode`, a copy of its own: V8 keeps what a function saw per
 * function, and `atomCode` sees values of every kind, where these sites see atoms.
 */
function pairCode(v: Value): number {
  if (typeof v === "object") {
    if (v.kind === Kind.String) return v.token < ATOM_CODES >> 2 ? (v.token << 2) | 3 : -1;
    if (v.kind === Kind.ModelValue) return v.token < ATOM_CODES >> 2 ? v.token << 2 : -1;
    return -1;
  }
  if (typeof v === "number") return v >= 0 && v < ATOM_CODES >> 2 ? (v << 2) | 1 : -1;
  return v ? 6 : 2;
}

/** `pairInSet` at `site` (a constant-level set). */
export function pairInSetAt(_ctx: EvalContext, a: Value, b: Value, s: Value, site: PairSite): boolean {
  return pairMemberAt(a, b, s, site, "\\in");
}

/** `pairNotInSet` at `site` (a constant-level set). */
export function pairNotInSetAt(_ctx: EvalContext, a: Value, b: Value, s: Value, site: PairSite): boolean {
  return !pairMemberAt(a, b, s, site, "\\notin");
}

export function notInSet(_ctx: EvalContext, v: Value, s: Value): boolean {
  if (!isSet(s)) memberOfNonSet(v, s, "\\notin");
  return !member(v, s);
}

export function not(_ctx: EvalContext, a: Value): boolean {
  return !boolArg(a, "~", "only");
}

export function equiv(_ctx: EvalContext, a: Value, b: Value): boolean {
  return boolArg(a, "<=>", "first") === boolArg(b, "<=>", "second");
}

// -- functions, records, tuples ---------------------------------------------

/** Index of `key` in a function's sorted domain, or -1. */
function domainIndex(f: Fcn, key: Value): number {
  const d = f.domain;
  // Records are small and their keys are interned strings: identity finds them.
  if (d.length <= 8) {
    for (let i = 0; i < d.length; i++) if (d[i] === key) return i;
  }
  let lo = 0;
  let hi = d.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareKey(d[mid]!, key);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * `compare(x, key)` for a domain lookup, with the common keys first: numbers, and
 * tuples of numbers (`grid[<<x, y>>]`), which TLC orders by length, then element by
 * element.
 */
function compareKey(x: Value, key: Value): number {
  if (typeof key === "number") {
    if (typeof x === "number") return x - key;
  } else if (typeof key === "object" && key.kind === Kind.Tuple && typeof x === "object" && x.kind === Kind.Tuple) {
    const xs = x.elems;
    const ks = key.elems;
    if (xs.length === ks.length) {
      for (let i = 0; i < ks.length; i++) {
        const a = xs[i]!;
        const b = ks[i]!;
        if (typeof a !== "number" || typeof b !== "number") return compare(x, key);
        if (a !== b) return a - b;
      }
      return 0;
    }
  }
  return compare(x, key);
}

function notAFunction(v: Value): never {
  const kind = kindName(v);
  throw new EvalError("NotAFunction", { kind: `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind}` });
}

/** `f[arg]` for functions, records, tuples and sequences. */
export function apply(_ctx: EvalContext, f: Value, arg: Value): Value {
  if (typeof f !== "object") return notAFunction(f);
  if (f.kind === Kind.LazyFcn) {
    if (f.forced === undefined) return lazyApply(f, arg);
    f = f.forced;
  }
  if (f.kind === Kind.Tuple) {
    if (typeof arg === "number") {
      const x = f.elems[arg - 1];
      if (x !== undefined && arg >= 1) return x;
    }
    const cls = tlcFcnClass(f);
    if (cls !== "tuple") return fcnRcdMiss(f, arg, cls);
    if (typeof arg === "number") throw new EvalError("TupleIndexOutOfBounds", { index: String(arg), tuple: prettyPrint(printValue(f)) });
    // TLC's TupleValue.apply (a function built over 1..n is its FcnRcdValue: fcnRcdMiss).
    throw new EvalError("TupleNonIntegralIndex", { arg: prettyPrint(printValue(arg)) });
  }
  if (f.kind === Kind.Fcn) {
    let i: number;
    try {
      i = domainIndex(f, arg);
    } catch (e) {
      // An argument our sorted lookup cannot compare: TLC's own lookup below decides the words.
      if (!(e instanceof EvalError)) throw e;
      i = -1;
    }
    if (i >= 0) return f.values[i]!;
    // Asked only on a miss (no cost where it is found): a record is TLC's RecordValue, any other function its
    // FcnRcdValue (an interval's refuses a non-integer first; a domain array asks its elements `equals`).
    if (!isTlcRecord(f)) return fcnRcdMiss(f, arg, tlcFcnClass(f) === "interval" ? "interval" : "array");
    const nonString = recordNonString(f, arg);
    if (nonString !== undefined) throw nonString;
    // TLC's RecordValue.apply of a string outside its fields.
    throw new EvalError("RecordMissingField", { field: typeof arg === "object" && arg.kind === Kind.String ? arg.text : printValue(arg), record: prettyPrint(printValue(f)) });
  }
  return notAFunction(f);
}

/**
 * TLC's FcnRcdValue.apply of a function at `arg` outside its domain: on an interval (`intv`) a non-integer is
 * "integer domain" words; on a domain array each element is asked `equals(arg)` in order (IntValue.equals fails
 * on a string, StringValue.equals on an integer, ...; a linear search even over 33 elements, observed with TLC
 * 2026.04); else "not in the domain".
 */
function fcnRcdMiss(f: FcnValue, arg: Value, cls: "interval" | "array"): never {
  if (cls === "interval") {
    if (typeof arg !== "number") throw new EvalError("IntegerDomainNonInteger", { arg: prettyPrint(printValue(arg)) });
  } else {
    const n = f.kind === Kind.Tuple ? f.elems.length : f.domain.length;
    const at = (i: number): Value => (f.kind === Kind.Tuple ? i + 1 : f.domain[i]!);
    for (let i = 0; i < n; i++) equals(at(i), arg);
  }
  throw new EvalError("FunctionOutsideDomain", { fcn: prettyPrint(printValue(f)), arg: prettyPrint(printValue(arg)) });
}

/** TLC's RecordValue.apply error for a record (isTlcRecord: not a function on strings built as a function) applied to a non-string. */
function recordNonString(f: Fcn, arg: Value): EvalError | undefined {
  if (typeof arg === "object" && arg.kind === Kind.String) return undefined;
  if (!isTlcRecord(f)) return undefined;
  return new EvalError("RecordNonStringArgument", { arg: printValue(arg) });
}

/** `f[a, b, ...]`: application to the tuple of the arguments. */
export function applyN(ctx: EvalContext, f: Value, ...args: Value[]): Value {
  return apply(ctx, f, makeTuple(args));
}

/** `r.name`; `name` is the interned field name. */
export function field(ctx: EvalContext, r: Value, name: Value): Value {
  if (typeof r === "object" && r.kind === Kind.Fcn) {
    const i = fieldIndex(r, name);
    if (i >= 0) return r.values[i]!;
  } else if (typeof r === "object" && r.kind === Kind.LazyFcn) {
    return apply(ctx, r, name);
  } else if (typeof r === "object" && r.kind === Kind.Tuple) {
    // TLC's OPCODE_rs turns a tuple into its integer-domain FcnRcdValue, whose apply refuses a string;
    // a FcnRcdValue with a domain array (`:>`, `@@`) asks each element `equals` first.
    if (tlcFcnClass(r) !== "array") throw new EvalError("IntegerDomainNonInteger", { arg: fieldName(name) });
    for (let i = 0; i < r.elems.length; i++) equals(i + 1, name);
    throw new EvalError("FunctionOutsideDomain", { fcn: prettyPrint(printValue(r)), arg: fieldName(name) });
  } else if (!isFcn(r)) {
    // TLC's OPCODE_rs: a value with no function form (toFcnRcd null) is no record.
    throw new EvalError("SelectNonRecord", { field: fieldName(name), value: prettyPrint(printValue(r)) });
  }
  // TLC's OPCODE_rs selects from a RecordValue; any other function is applied (FcnRcdValue.apply's words).
  if (typeof r === "object" && r.kind === Kind.Fcn && !isTlcRecord(r) && r.domain.length > 0) return fcnRcdMiss(r, name, tlcFcnClass(r) === "interval" ? "interval" : "array");
  const shown = fieldName(name);
  throw new EvalError("NonexistentField", { field: shown, record: prettyPrint(printValue(r)) });
}

/** `name`'s index in `r`'s domain, or -1: also when our sorted lookup cannot compare it there (TLC's words come from `field`). */
function fieldIndex(r: Fcn, name: Value): number {
  try {
    return domainIndex(r, name);
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    return -1;
  }
}

/** A field name as TLC's messages print it (StringValue.toString: quoted). */
function fieldName(name: Value): string {
  return typeof name === "object" && name.kind === Kind.String ? `"${name.text}"` : printValue(name);
}

/**
 * One `r.name` of the emitted code (`fieldAt`): the domain array of the record it last
 * read and the field's index there. Records made by one literal (`recordOf`'s layout) or
 * by EXCEPT from one another share their domain array, so at a site that reads records
 * of one kind the index is found once. A site always reads the same name, so an index
 * found in a domain array is right for every record with that array.
 */
export interface FieldSite {
  domain: readonly Value[] | undefined;
  index: number;
}

/** The emitted module's `n` field-read sites, none seen yet. */
export function fieldSites(n: number): FieldSite[] {
  const sites: FieldSite[] = new Array<FieldSite>(n);
  for (let i = 0; i < n; i++) sites[i] = { domain: undefined, index: 0 };
  return sites;
}

/** `r.name` read at `site`: as `field`, the index taken from the site when `r` has the domain array it saw last. */
export function fieldAt(ctx: EvalContext, r: Value, name: Value, site: FieldSite): Value {
  if (typeof r === "object" && r.kind === Kind.Fcn) {
    const d = r.domain;
    if (d === site.domain) return r.values[site.index]!;
    const i = fieldIndex(r, name);
    if (i >= 0) {
      site.domain = d;
      site.index = i;
      return r.values[i]!;
    }
  }
  return field(ctx, r, name);
}

/**
 * `entryAt(r, key)` (values/entryAt.ts: the entry, or undefined, never an error) at a
 * field-read site of its own: a record with the domain array the site saw last has the
 * key at the index found there. The folded reads of an EXCEPT (exceptFold.ts) check the
 * path of every task and state in SwarmKit's ProgressTask this way.
 */
export function entryAtSite(r: Value | undefined, key: Value, site: FieldSite): Value | undefined {
  if (typeof r === "object" && r.kind === Kind.Fcn) {
    const d = r.domain;
    if (d === site.domain) return r.values[site.index];
    for (let i = 0; i < d.length && i < SCANNED_AT_SITE; i++) {
      if (d[i] === key) {
        site.domain = d;
        site.index = i;
        return r.values[i];
      }
    }
  }
  return entryAt(r, key);
}

/** Domain entries `entryAtSite` looks through for its site (entryAt.ts scans as many). */
const SCANNED_AT_SITE = 16;

export function domain(_ctx: EvalContext, f: Value): SetValue {
  if (typeof f === "object") {
    if (f.kind === Kind.LazyFcn) {
      // Not kept lazy for good yet: TLC evaluated it here, whole (docs/semantics.md).
      if (!f.keep) forceFcn(f);
      return lazyDomain(f);
    }
    if (f.kind === Kind.Tuple) return makeInterval(1, f.elems.length);
    if (f.kind === Kind.Fcn) {
      // An `@@` result TLC still holds in written order is normalized by FcnRcdValue.getDomain (intern.ts).
      if (f.domainSet !== undefined && f.domainSet.elems !== f.domain) dropWrittenFcnOrder(f);
      return (f.domainSet ??= sortedSet(f.domain));
    }
  }
  // TLC's Tool (OPCODE_domain) words it by the value's Java class, not as an argument error.
  throw new EvalError("DomainNonFunction", { kind: tlcKindImage(f) });
}

/**
 * `DOMAIN f` written in the spec at `where`: TLC's Assert.fail names the DOMAIN expression itself,
 * so a non-function fails located there even where no enclosing expression is replayed (an invariant).
 */
export function domainAt(ctx: EvalContext, f: Value, where: SourceLocation): SetValue {
  if (typeof f !== "object" || (f.kind !== Kind.LazyFcn && f.kind !== Kind.Tuple && f.kind !== Kind.Fcn)) {
    throw new SpecEvalError(where, new EvalError("DomainNonFunction", { kind: tlcKindImage(f) }));
  }
  return domain(ctx, f);
}

/**
 * `[f EXCEPT ![k1][k2]... = e]` for one path (`.c` is the key "c", `![a, b]` the key
 * `<<a, b>>`). `update` receives the old value at the path (TLC's `@`) and returns the
 * new one. A key outside the domain leaves the value unchanged (TLC-SEMANTICS §0.7,
 * §8): `onMissing` is called so that the caller can print TLC's warning with the
 * location it knows. Several `!` clauses are successive calls.
 */
export function except(
  ctx: EvalContext,
  f: Value,
  path: readonly Value[],
  update: (old: Value) => Value,
  onMissing?: () => void,
): Value {
  return exceptFrom(ctx, f, path, 0, update, onMissing);
}

function exceptFrom(
  ctx: EvalContext,
  f: Value,
  path: readonly Value[],
  depth: number,
  update: (old: Value) => Value,
  onMissing: (() => void) | undefined,
): Value {
  const key = path[depth]!;
  const last = depth === path.length - 1;
  if (typeof f === "object" && f.kind === Kind.LazyFcn) {
    // Still lazy, pending or not: the result is decided by its own first use (docs/semantics.md).
    if (f.forced === undefined) return exceptLazy(ctx, f, path, depth, update, onMissing);
    f = f.forced;
  }
  if (typeof f === "object" && f.kind === Kind.Tuple) {
    if (typeof key !== "number" || key < 1 || key > f.elems.length) {
      onMissing?.();
      return f;
    }
    const elems = f.elems.slice();
    const old = elems[key - 1]!;
    elems[key - 1] = last ? update(old) : exceptFrom(ctx, old, path, depth + 1, update, onMissing);
    return keptLazy(elems, key - 1, () => makeInterval(1, elems.length)) ?? tupleExcept(f, elems, key - 1);
  }
  if (typeof f === "object" && f.kind === Kind.Fcn) {
    const i = domainIndex(f, key);
    if (i < 0) {
      onMissing?.();
      return f;
    }
    const values = f.values.slice();
    const old = values[i]!;
    values[i] = last ? update(old) : exceptFrom(ctx, old, path, depth + 1, update, onMissing);
    const domain = f.domain;
    return keptLazy(values, i, () => setOf(domain), domain) ?? fcnExcept(f, values, i);
  }
  throw new EvalError("ExceptOnNonFunction", { value: printValue(f) });
}

/**
 * The EXCEPT result whose new part `parts[i]` is a function not built yet, kept lazy as
 * `tuple` and `record` keep theirs (TLC's FcnRcdValue holds a FcnLambdaValue as it is:
 * `[f EXCEPT ![3] = [n \in Int |-> n]][3][7]` never enumerates Int); undefined when
 * the part is, or builds small into, a value (lazyFcn.ts `buildSmallParts`).
 */
function keptLazy(parts: Value[], i: number, domain: () => SetValue, keys?: readonly Value[]): LazyFcn | undefined {
  const v = parts[i]!;
  if (typeof v !== "object" || v.kind !== Kind.LazyFcn || v.forced !== undefined) return undefined;
  buildSmallParts(parts);
  if (!holdsLazy(parts)) return undefined;
  return lazyParts(keys ?? parts.map((_, k) => k + 1), domain(), parts);
}

/** Whether `v` is a function not built yet (the EXCEPT fast paths leave it to `exceptFrom`). */
function unbuilt(v: Value): boolean {
  return typeof v === "object" && v.kind === Kind.LazyFcn && v.forced === undefined;
}

/**
 * EXCEPT on a lazy function (TLC's `takeExcept` on FcnLambdaValue): the old value at
 * the path is evaluated (TLC's `select`, for `@`), the new one recorded, the function
 * stays lazy.
 */
function exceptLazy(
  ctx: EvalContext,
  f: LazyFcn,
  path: readonly Value[],
  depth: number,
  update: (old: Value) => Value,
  onMissing: (() => void) | undefined,
): Value {
  let old: Value | undefined = lazySelect(f, path[depth]!);
  for (let i = depth + 1; old !== undefined && i < path.length; i++) old = selectOf(ctx, old, path[i]!);
  if (old === undefined) {
    onMissing?.();
    return f;
  }
  return lazyExcept(f, path.slice(depth), update(old));
}

/** `v[key]` when `key` is in its domain, else undefined (TLC's `select`). */
function selectOf(ctx: EvalContext, v: Value, key: Value): Value | undefined {
  if (typeof v !== "object") return undefined;
  if (v.kind === Kind.LazyFcn) return v.forced === undefined ? lazySelect(v, key) : selectOf(ctx, v.forced, key);
  if (v.kind === Kind.Tuple) return typeof key === "number" ? v.elems[key - 1] : undefined;
  if (v.kind === Kind.Fcn) {
    const i = domainIndex(v, key);
    return i >= 0 ? v.values[i] : undefined;
  }
  return undefined;
}

/**
 * `[f EXCEPT ![k] = v]` whose `v` needs no `@` and was computed by the caller (a
 * literal, a constant, a bound variable: nothing that can fail or that TLC would not
 * evaluate): one key, no update closure and no path array per evaluation. A key
 * outside the domain calls `onMissing(ctx, loc)` (TLC's warning) and leaves `f` as it is.
 */
export function exceptKey<C extends EvalContext>(ctx: C, f: Value, key: Value, value: Value, onMissing: (ctx: C, loc: number) => void, loc: number): Value {
  if (typeof f === "object" && !unbuilt(value)) {
    if (f.kind === Kind.Fcn) {
      const i = domainIndex(f, key);
      if (i >= 0) {
        if (f.domain.length === 1 && isOneFieldRecord(f)) return oneFieldExcept(f, value);
        const values = f.values.slice();
        values[i] = value;
        return fcnExcept(f, values, i);
      }
      onMissing(ctx, loc);
      return f;
    }
    if (f.kind === Kind.Tuple) {
      if (typeof key === "number" && key >= 1 && key <= f.elems.length) {
        const elems = f.elems.slice();
        elems[key - 1] = value;
        return tupleExcept(f, elems, key - 1);
      }
      onMissing(ctx, loc);
      return f;
    }
  }
  return exceptFrom(ctx, f, [key], 0, () => value, () => onMissing(ctx, loc));
}

/**
 * One-field records made by EXCEPT, by field layout (the record's domain array) and new value:
 * `[t EXCEPT !.status.state = s2]` makes a new `[state |-> s2]` for every successor, and the
 * states a search keeps hold thousands of equal copies, each copied by the scavenger and
 * fingerprinted again. Values are immutable and a record of one field has no written order, so
 * one record per layout and value serves every EXCEPT that would build it (TLC builds a copy;
 * nothing tells them apart). At most MAX_ONE_FIELD_RECORDS values per layout are kept.
 */
const oneFieldRecords = new WeakMap<readonly Value[], Map<Value, Fcn>>();
let lastOneFieldDomain: readonly Value[] | undefined;
let lastOneFieldRecords: Map<Value, Fcn> | undefined;
const MAX_ONE_FIELD_RECORDS = 64;

/** A record of one field (TLC's RecordValue, not a function on strings) whose DOMAIN carries no written-order mark (values/intern.ts). */
function isOneFieldRecord(f: Fcn): boolean {
  return isTlcRecord(f) && (f.domainSet === undefined || f.domainSet.elems === f.domain);
}

function oneFieldExcept(f: Fcn, value: Value): Fcn {
  let made = lastOneFieldDomain === f.domain ? lastOneFieldRecords : undefined;
  if (made === undefined) {
    made = oneFieldRecords.get(f.domain);
    if (made === undefined) oneFieldRecords.set(f.domain, (made = new Map<Value, Fcn>()));
    lastOneFieldDomain = f.domain;
    lastOneFieldRecords = made;
  }
  let g = made.get(value);
  if (g === undefined) {
    g = fcnExcept(f, [value], 0);
    if (made.size < MAX_ONE_FIELD_RECORDS) made.set(value, g);
  }
  return g;
}

/** `[f EXCEPT ![k1][k2] = v]` (`!.status.state`) as `exceptKey` does one key. */
export function exceptKey2<C extends EvalContext>(ctx: C, f: Value, k1: Value, k2: Value, value: Value, onMissing: (ctx: C, loc: number) => void, loc: number): Value {
  if (typeof f === "object" && f.kind === Kind.Fcn && !unbuilt(value)) {
    const i = domainIndex(f, k1);
    if (i < 0) {
      onMissing(ctx, loc);
      return f;
    }
    const values = f.values.slice();
    values[i] = exceptKey(ctx, values[i]!, k2, value, onMissing, loc);
    return fcnExcept(f, values, i);
  }
  // A function of 1..n is a tuple (LamportMutex's `[req EXCEPT ![p][q] = 0]`): as exceptFrom does it,
  // without its path array and closures, when the entry is a built function or tuple.
  if (typeof f === "object" && f.kind === Kind.Tuple && !unbuilt(value)) {
    if (typeof k1 !== "number" || k1 < 1 || k1 > f.elems.length) {
      onMissing(ctx, loc);
      return f;
    }
    const inner = f.elems[k1 - 1]!;
    if (typeof inner === "object" && (inner.kind === Kind.Tuple || inner.kind === Kind.Fcn)) {
      const elems = f.elems.slice();
      elems[k1 - 1] = exceptKey(ctx, inner, k2, value, onMissing, loc);
      return tupleExcept(f, elems, k1 - 1);
    }
  }
  return exceptFrom(ctx, f, [k1, k2], 0, () => value, () => onMissing(ctx, loc));
}

/** `<<a, b, ...>>`; lazy while it holds a function not built yet (lazyFcn.ts `lazyParts`). */
export function tuple(_ctx: EvalContext, ...elems: Value[]): FcnValue | LazyFcn {
  if (holdsLazy(elems)) {
    buildSmallParts(elems);
    if (holdsLazy(elems)) return lazyParts(elems.map((_, i) => i + 1), makeInterval(1, elems.length), elems);
  }
  return makeTuple(elems);
}

/** `[a |-> 1, b |-> 2]`: `names[i]` is the field name of `values[i]`; lazy as `tuple`. */
export function record(ctx: EvalContext, names: readonly string[], values: readonly Value[]): FcnValue | LazyFcn {
  if (holdsLazy(values)) buildSmallParts(values as Value[]);
  if (holdsLazy(values)) {
    const keys = names.map((x) => ctx.intern.string(x));
    return lazyParts(keys, setOf(keys), values);
  }
  const shape = ctx.intern.recordShape(names);
  if (shape !== undefined) return recordOf(shape, values);
  const fields: (readonly [string, Value])[] = new Array(names.length);
  for (let i = 0; i < names.length; i++) fields[i] = [names[i]!, values[i]!];
  return makeRecord(ctx.intern, fields);
}

/**
 * A record the runtime builds for TLCGet, the counterexample, traces (not a constructor of
 * the spec): in token order, never in a written order (intern.ts, `writtenShape`).
 */
export function builtRecord(ctx: EvalContext, names: readonly string[], values: readonly Value[]): FcnValue | LazyFcn {
  const r = record(ctx, names, values);
  dropWrittenOrder(r);
  return r;
}

/**
 * `[x \in S |-> body(x)]`: the body is evaluated over the domain in sorted order,
 * which is the order TLC materializes a function in. Over a domain TLC does not
 * enumerate at once (not an enumerated set or interval) it stays lazy, as in TLC.
 */
export function fcnCons(ctx: EvalContext, s: Value, body: (x: Value) => Value): FcnValue | LazyFcn {
  if (!isReducible(s)) return makeLazyFcn([setArg(s, "\\in", "second")], body, true);
  if (ctx.sources !== undefined) return builtInReplay(() => fcnConsBuilt(ctx, s, body));
  return fcnConsBuilt(ctx, s, body);
}

/**
 * A function constructor TLC builds at once, replayed for its positions: TLC's CallStackTool gives the
 * FcnLambdaValue its source, so toFcnRcd rethrows whatever its body raises as a FingerprintException,
 * which the replay prints as "TLC was unable to fingerprint" (docs/semantics.md, "Lazy functions").
 */
function builtInReplay<T>(build: () => T): T {
  try {
    return build();
  } catch (e) {
    throw e instanceof SpecEvalError ? e.whileFingerprinting() : e;
  }
}

function fcnConsBuilt(ctx: EvalContext, s: Value, body: (x: Value) => Value): FcnValue | LazyFcn {
  const dom = enumerateSorted(ctx, s);
  const values: Value[] = new Array<Value>(dom.length);
  for (let i = 0; i < dom.length; i++) values[i] = body(dom[i]!);
  const f = constructedFcn(dom, values, typeof s === "object" && s.kind === Kind.Interval);
  // `DOMAIN f` is `s` itself, whose element array f's domain is: handed on, `domain` need not
  // wrap the array in a set of its own for every function built (values are immutable).
  if (f.kind === Kind.Fcn && f.domain === dom && typeof s === "object" && s.kind === Kind.SetEnum) f.domainSet = s;
  return f;
}

/** `[x \in S, y \in T |-> body(x, y)]`: a function on `S \X T`. */
export function fcnConsN(ctx: EvalContext, sets: readonly Value[], body: (...xs: Value[]) => Value): FcnValue | LazyFcn {
  if (!sets.every(isReducible)) return makeLazyFcn(domainSets(sets), body, true);
  if (ctx.sources !== undefined) return builtInReplay(() => fcnConsNBuilt(ctx, sets, body));
  return fcnConsNBuilt(ctx, sets, body);
}

function fcnConsNBuilt(ctx: EvalContext, sets: readonly Value[], body: (...xs: Value[]) => Value): FcnValue {
  const dom = enumerateSorted(ctx, product(ctx, ...sets));
  const values: Value[] = new Array<Value>(dom.length);
  for (let i = 0; i < dom.length; i++) values[i] = body(...(dom[i] as Tuple).elems);
  return fcnSorted(dom, values);
}

/**
 * `[x \in S, ... |-> body]` kept lazy (TLC's FcnLambdaValue): made where TLC evaluates
 * with KeepLazy (`keep`, the function of an application), or where TLC evaluates on
 * first reference (an operator argument, a LET or zero-arity definition), where the
 * first use decides (docs/semantics.md, "Lazy functions").
 */
export function fcnLazy(_ctx: EvalContext, sets: readonly Value[], keep: boolean, body: (...xs: Value[]) => Value): LazyFcn {
  return makeLazyFcn(domainSets(sets), body, keep || !sets.every(isReducible));
}

/** A function constructor TLC evaluates at once, given in its lazy form. */
export function built(ctx: EvalContext, f: LazyFcn): FcnValue {
  return ctx.sources === undefined ? forceFcn(f) : builtInReplay(() => forceFcn(f));
}

/**
 * The value `v` of a closed constant LET definition (valueEmitter `isClosedConstant`), kept in
 * `ctx.K[slot]` for its next evaluations; not a function not built yet, whose first use decides
 * per evaluation whether TLC builds it (`LazyFcn.keep`).
 */
export function constantLet(ctx: { readonly K: (Value | undefined)[] }, slot: number, v: Value): Value {
  if (typeof v !== "object" || v.kind !== Kind.LazyFcn) ctx.K[slot] = v;
  return v;
}

/**
 * The value of a constant zero-arity definition, computed once. TLC evaluates those at
 * start-up (SpecProcessor.processConstantDefns), so a function over enumerated sets is
 * built then, and applied by lookup; when building it fails, TLC keeps the definition
 * to be evaluated on use, and we keep the function lazy (`LazyFcnDefinition`).
 */
export function constantValue(_ctx: EvalContext, v: Value): Value {
  if (typeof v !== "object") return v;
  if (v.kind !== Kind.LazyFcn || v.keep) {
    // TLC normalises what it computes at start-up (deepNormalize): no literal in it keeps its written order.
    normalizeDeep(v);
    return v;
  }
  try {
    return forceFcn(v);
  } catch (e) {
    if (e instanceof EvalError || e instanceof SpecEvalError) return v;
    throw e;
  }
}

function domainSets(sets: readonly Value[]): SetValue[] {
  const xs: SetValue[] = new Array<SetValue>(sets.length);
  for (let i = 0; i < sets.length; i++) xs[i] = setArg(sets[i]!, "\\in", "second");
  return xs;
}

// -- sets -------------------------------------------------------------------------

export function setEnum(_ctx: EvalContext, ...elems: Value[]): SetValue {
  return setOfOwned(elems);
}

/** The set of the elements gathered in `elems` (any order, duplicates allowed); the array is kept. */
export function setOfArray(_ctx: EvalContext, elems: Value[]): SetValue {
  return setOfOwned(elems);
}

/** A set literal written as a function constructor's domain: remembers its written order for TLC's linear search (lazyFcn.ts `inDomainSet`). */
export function domainLiteral(_ctx: EvalContext, ...elems: Value[]): SetValue {
  return markDomainLiteral(setWritten(elems));
}

/** `<<>>` in position-recording mode: a fresh empty tuple, so that it can carry the literal's source ($src) as TLC's does. */
export function emptyTupleLiteral(_ctx: EvalContext): FcnValue {
  return freshEmptyTuple();
}

/** `{}` in position-recording mode: a fresh empty set, so that it can carry the literal's source ($src) as TLC's does. */
export function emptySetLiteral(_ctx: EvalContext): SetValue {
  return freshEmptySet();
}

/** `setEnum` in a spec that loads SVG: the set remembers the order its elements were written in (factory.ts, `setWritten`). */
export function setEnumWritten(_ctx: EvalContext, ...elems: Value[]): SetValue {
  return setWritten(elems);
}

/** `setOfArray` in a spec that loads SVG: the set remembers the order a set map built its elements in (factory.ts, `setWritten`). */
export function setOfArrayWritten(_ctx: EvalContext, elems: Value[]): SetValue {
  return setWritten(elems);
}

/**
 * `{f[x] : x \in DOMAIN f}` (a Range): the set of f's values, read from f rather than
 * by applying f to each element of its domain, which is what the set map would do in
 * the same (sorted) order with the same result, f[x] never failing for x in DOMAIN f.
 * Anything but a built function or tuple goes the set map's way (DOMAIN's errors, lazy functions).
 */
export function rangeOf(ctx: EvalContext, f: Value): SetValue {
  if (typeof f === "object") {
    if (f.kind === Kind.Fcn) return setOfOwned(f.values.slice());
    if (f.kind === Kind.Tuple) return setOfOwned(f.elems.slice());
  }
  const xs = enumerateSorted(ctx, domain(ctx, f));
  const values: Value[] = new Array<Value>(xs.length);
  for (let i = 0; i < xs.length; i++) values[i] = apply(ctx, f, xs[i]!);
  return setOfOwned(values);
}

/**
 * TLC's `Reducible` sets, enumerated sets and intervals: `\cup`, `\cap`, `\` and
 * `{x \in S : P}` compute their result at once when an operand is one of these, and
 * otherwise build the lazy value (Tool.java's cases for these operators).
 */
export function isReducible(s: Value): boolean {
  return typeof s === "object" && (s.kind === Kind.SetEnum || s.kind === Kind.Interval);
}

/**
 * The result of `{x \in S : P}` over an enumerated set or interval `S`: `kept`, the
 * elements that passed in `S`'s order, is sorted and free of duplicates already, so it
 * is not sorted again; when every element passed, an enumerated `S` is the result itself.
 */
export function filtered(_ctx: EvalContext, s: Value, kept: readonly Value[]): SetValue {
  if (typeof s === "object" && s.kind === Kind.SetEnum && s.elems.length === kept.length) return s;
  return sortedSet(kept);
}

export function union(_ctx: EvalContext, a: Value, b: Value, held = 0): SetValue {
  const x = setArg(a, "\\union", "first");
  const y = setArg(b, "\\union", "second");
  // SetEnumValue.cup / IntervalValue.cup: eager with another reducible set, the other
  // operand itself when this one is empty, a lazy SetCupValue otherwise.
  const rx = isReducible(x);
  const ry = isReducible(y);
  if (rx && ry) {
    try {
      return unionSets(x, y);
    } catch (e) {
      throw tlcReducibleError(e, "cup", x, y, held & 1, held & 2);
    }
  }
  if (rx && isEmptyReducible(x)) return y;
  if (ry && !rx && isEmptyReducible(y)) return x;
  // Tool's OPCODE_cup asks the first Reducible operand to `cup` the other: SetCupValue(reducible, other),
  // which enumerates (`x \in (SUBSET {1}) \cup {5}` in Init: 5 first), tests membership and names them in that order.
  return ry && !rx ? lazyUnion([y, x]) : lazyUnion([x, y]);
}

function isEmptyReducible(s: SetValue): boolean {
  return s.kind === Kind.SetEnum ? s.elems.length === 0 : s.kind === Kind.Interval && s.hi < s.lo;
}

export function intersect(_ctx: EvalContext, a: Value, b: Value, held = 0): SetValue {
  const x = setArg(a, "\\intersect", "first");
  const y = setArg(b, "\\intersect", "second");
  // The reducible side is filtered by membership in the other (so `S \cap Nat` works).
  const rx = isReducible(x);
  if (!rx && !isReducible(y)) return lazyCap(x, y);
  const r = rx ? x : y;
  const o = rx ? y : x;
  try {
    return isReducible(o) ? intersectSets(x, y) : filterMember(r, o, true);
  } catch (e) {
    throw tlcReducibleError(e, "cap", r, o, held & (rx ? 1 : 2), held & (rx ? 2 : 1));
  }
}

/** The elements of the reducible set `xs` that are (`keep`) or are not (`!keep`) in `ys`. */
function filterMember(xs: SetValue, ys: SetValue, keep: boolean): SetValue {
  const out: Value[] = [];
  const es = sortedElements(xs);
  for (let i = 0; i < es.length; i++) if (member(es[i]!, ys) === keep) out.push(es[i]!);
  return sortedSet(out);
}

export function setMinus(_ctx: EvalContext, a: Value, b: Value, held = 0): SetValue {
  const x = setArg(a, "\\", "first");
  const y = setArg(b, "\\", "second");
  if (!isReducible(x)) return lazyDiff(x, y);
  try {
    return isReducible(y) ? difference(x, y) : filterMember(x, y, false);
  } catch (e) {
    throw tlcReducibleError(e, "diff", x, y, held & 1, held & 2);
  }
}

/**
 * The error TLC raises where our merge of a reducible set `r` with `o` raised `ours` (on the
 * error path only; the merges compare in their own order). Tool's `\cup`, `\` and `\cap` ask
 * the first Reducible operand `r` (SetEnumValue, IntervalValue): its cup walks `o`'s
 * elements (`o` normalised by its enumeration) asking `r.member(e)` of each; its diff and
 * cap walk `r`'s own elements as it holds them asking `o.member(e)` (`tlcMember`). So in
 * `(x \ {e}) \cup {"a"}` with x = {1, 2} TLC's search in {2} asks `"a".compareTo(2)`:
 * "Attempted to compare string "a" with non-string:\n2", where our merge compared 2 with "a".
 * When TLC's walk meets no error our own stands.
 */
export function tlcReducibleError(ours: unknown, op: "cup" | "diff" | "cap", r: SetValue, o: SetValue, rHeld: number, oHeld: number): unknown {
  if (!(ours instanceof EvalError)) return ours;
  try {
    if (op === "cup") {
      const es = sortedElements(o);
      for (let i = 0; i < es.length; i++) tlcMember(r, es[i]!, rHeld !== 0);
    } else {
      const es = heldElements(r);
      for (let i = 0; i < es.length; i++) tlcMember(o, es[i]!, oHeld !== 0);
    }
  } catch (e) {
    if (e instanceof EvalError) return e;
    throw e;
  }
  return ours;
}

/** The elements of a reducible set in the order TLC's value holds them (its written order until normalised). */
function heldElements(s: SetValue): readonly Value[] {
  return (s.kind === Kind.SetEnum ? writtenElements(s) : undefined) ?? sortedElements(s);
}

/**
 * TLC's `s.member(v)`: SetEnumValue's ValueVec.search walks a set it holds unnormalised
 * (`unnormalised`: built by a literal, set map or `\cup` where it is used; in its remembered
 * written order, else ours) asking `held[i].equals(v)`, and searches a normalised one
 * binarily asking `v.compareTo(elems[mid])`; intervals and lazy sets as `member`.
 */
function tlcMember(s: SetValue, v: Value, unnormalised: boolean): boolean {
  if (s.kind !== Kind.SetEnum) return member(v, s);
  const held = writtenElements(s) ?? (unnormalised ? s.elems : undefined);
  if (held === undefined) return tlcSearch(s.elems, v);
  for (let i = 0; i < held.length; i++) if (equals(held[i]!, v)) return true;
  return false;
}

export function subsetEq(_ctx: EvalContext, a: Value, b: Value): boolean {
  const x = setArg(a, "\\subseteq", "first");
  const y = setArg(b, "\\subseteq", "second");
  // SubsetValue.isSubsetEq: SUBSET A \subseteq SUBSET B is A \subseteq B, without the power sets.
  if (x.kind === Kind.Subset && y.kind === Kind.Subset && isEnumerable(x.base)) return subsetEq(_ctx, x.base, y.base);
  const xs = sortedElements(x);
  for (let i = 0; i < xs.length; i++) if (!member(xs[i]!, y)) return false;
  return true;
}

/**
 * `SUBSET S`, kept lazy (membership and cardinality without enumerating). An integer, Boolean,
 * string or model value S is kept too, as TLC's SubsetValue keeps it: `{} \in SUBSET 1` is TRUE,
 * and enumerating, sizing or a membership that asks S fails in S's own words (values/sets.ts).
 */
export function powerset(_ctx: EvalContext, s: Value): SetValue {
  return subset(isSet(s) ? s : keptNonSet(s, "SUBSET"));
}

/**
 * `UNION S`: computed when every member of S is an enumerated set or interval, else a
 * lazy union of the members (TLC's UnionValue), so that `x \in UNION {[D -> Int]}`
 * is decided member by member and `UNION {SUBSET ...}` is not expanded.
 */
export function bigUnion(_ctx: EvalContext, s: Value): SetValue {
  const sets = sortedElements(setArg(s, "UNION", "only"));
  const parts: SetValue[] = new Array<SetValue>(sets.length);
  let reducible = true;
  for (let i = 0; i < sets.length; i++) {
    const e = sets[i]!;
    // TLC's UnionValue keeps an element that is no set, failing where it is used (`1 \in UNION {1, 2}`: IntValue.member).
    parts[i] = isSet(e) ? e : keptNonSet(e, "UNION");
    if (!isReducible(parts[i]!)) reducible = false;
  }
  // `UNION {S}` is S, kept as it is: `f \in UNION {[D -> R]}` (RingBuffer's TypeOk) then
  // tests f against D and R instead of building and sorting |R|^|D| functions per state.
  // Not Nat, Int, STRING, Seq(T) or a kept non-set, which TLC's UnionValue refuses to enumerate in its own words.
  if (parts.length === 1 && parts[0]!.kind !== Kind.Infinite) return parts[0]!;
  // TLC's UnionValue is lazy: `x \in UNION {[D -> Int]}` is decided member set by member set.
  if (!reducible) return lazyUnion(parts, true);
  return unionAll(parts);
}

export function fcnSet(_ctx: EvalContext, s: Value, t: Value): SetValue {
  return makeFcnSet(setArg(s, "[S -> T]", "first"), setArg(t, "[S -> T]", "second"));
}

/** `[a : S, b : T]`. */
export function recordSet(ctx: EvalContext, names: readonly string[], sets: readonly Value[]): SetValue {
  const fields: (readonly [string, SetValue])[] = new Array(names.length);
  for (let i = 0; i < names.length; i++) fields[i] = [names[i]!, setArg(sets[i]!, "[a : S]", positionOf(i))];
  return makeRecordSet(ctx.intern, fields);
}

/** `S1 \X S2 \X ...`. */
export function product(_ctx: EvalContext, ...sets: Value[]): SetValue {
  const xs: SetValue[] = new Array<SetValue>(sets.length);
  for (let i = 0; i < sets.length; i++) xs[i] = setArg(sets[i]!, "\\X", positionOf(i));
  return makeProduct(xs);
}

export function booleanSet(_ctx: EvalContext): SetValue {
  return BOOLEAN;
}

export function stringSet(_ctx: EvalContext): SetValue {
  return STRING;
}

// -- enumeration, quantifiers, CHOOSE -------------------------------------------

/**
 * The elements in TLC's sorted order (`\E`, `\A`, CHOOSE, `{e : x \in S}`).
 * A non-enumerable set is TLC's "non-enumerable quantifier bound" error.
 */
export function enumerateSorted(ctx: EvalContext, s: Value, boundAt?: SourceLocation): readonly Value[] {
  if (typeof s === "object" && s.kind === Kind.SetEnum) return s.elems;
  const set = setArg(s, "\\in", "second");
  if (!isEnumerable(set)) {
    if (boundAt !== undefined && set.kind === Kind.Infinite) throw nonEnumerableBound(set.name, printValue(set), boundAt);
    // A lazy set is Enumerable to TLC's Tool: it fails inside its own Enumerator, in its class's words.
    throw enumerationFailed(ctx, set, () => new EvalError("NonEnumerableBound", { set: printValue(set) }));
  }
  return sortedElements(set);
}

/**
 * The failure of enumerating the lazy set `set` as TLC raises it: in its class's words
 * (values/sets.ts lazyClassFailure; `fallback` where only generic words are known); a lazy value
 * that has a source (built by an expression TLC evaluates with its source kept:
 * position-recording mode's ctx.sources) turns a failure inside its elements() into a
 * FingerprintException headed by that source ("TLC was unable to fingerprint"), each enclosing
 * lazy set with a source adding its own head.
 */
function enumerationFailed(ctx: EvalContext, set: SetValue, fallback: () => EvalError): SpecEvalError | EvalError {
  const path: SetValue[] = [];
  const e = lazyClassFailure(set, path) ?? fallback();
  if (ctx.sources === undefined) return e;
  const chain: SourceLocation[] = [];
  for (const p of path) {
    const at = ctx.sources.get(p);
    if (at !== undefined) chain.push(at);
  }
  if (chain.length === 0) return e;
  return new SpecEvalError(chain[chain.length - 1]!, e, true, chain.slice(0, -1).reverse());
}

/**
 * TLC's Tool on a quantifier bound that is not Enumerable (Nat, Int, STRING, Seq(S): its
 * UserValues; other lazy sets are Enumerable to TLC and fail while enumerated): Assert.fail
 * with the bound expression's location inside the message, and for Nat, Int and Seq(S) the
 * module's explanation after it.
 */
function nonEnumerableBound(name: string, set: string, at: SourceLocation): EvalError {
  const location = `line ${at.line}, col ${at.column} to line ${at.endLine}, col ${at.endColumn} of module ${at.module}`;
  const code = name === "Nat" || name === "Int" ? "NonEnumerableNumbers" : name === "Seq" ? "NonEnumerableSeq" : "NonEnumerableOther";
  // Not located at the bound: the bound was evaluated, so TLC's call stack no longer holds it.
  return new EvalError(code, { set, location });
}

/** Bounded CHOOSE over a set that is not Enumerable to TLC (Tool OPCODE_bc): Assert.fail at the CHOOSE. */
export function enumerateChoose(ctx: EvalContext, s: Value, chooseAt: SourceLocation): readonly Value[] {
  if (typeof s === "object" && s.kind === Kind.Infinite) throw new SpecEvalError(chooseAt, new EvalError("ChooseNotEnumerable", {}));
  return enumerateSorted(ctx, s);
}

/**
 * The elements in TLC's raw order (`x \in S` in Init, `x' \in S`, `{x \in S : P}`).
 * Known gap: tla2ts computes `\cup` eagerly, so the raw order of a lazily unioned set
 * (all of S, then all of T, duplicates included) is not reproduced (docs/semantics.md).
 */
export function enumerateRaw(ctx: EvalContext, s: Value): readonly Value[] {
  if (typeof s === "object" && s.kind === Kind.SetEnum) return s.elems;
  const set = setArg(s, "\\in", "second");
  if (!isEnumerable(set)) throw set.kind === Kind.Infinite ? enumerationFailure(set) : enumerationFailed(ctx, set, () => enumerationFailure(set));
  return rawElements(set);
}

/** Bounded `CHOOSE x \in S : P`: the first element in sorted order satisfying P (TLC-SEMANTICS §2). */
export function choose(ctx: EvalContext, s: Value, pred: (x: Value) => Value): Value {
  const xs = enumerateSorted(ctx, s);
  for (let i = 0; i < xs.length; i++) {
    if (boolArg(pred(xs[i]!), "CHOOSE", "second")) return xs[i]!;
  }
  throw new EvalError("ChooseNoWitness", {});
}

/** Unbounded `CHOOSE x : P`: TLC always fails (unless the cfg overrides the definition). */
export function chooseUnbounded(_ctx: EvalContext): never {
  throw new EvalError("UnboundedChoose", {});
}

export function exists(ctx: EvalContext, s: Value, pred: (x: Value) => Value): boolean {
  const xs = enumerateSorted(ctx, s);
  for (let i = 0; i < xs.length; i++) if (boolArg(pred(xs[i]!), "\\E", "second")) return true;
  return false;
}

export function forall(ctx: EvalContext, s: Value, pred: (x: Value) => Value): boolean {
  const xs = enumerateSorted(ctx, s);
  for (let i = 0; i < xs.length; i++) if (!boolArg(pred(xs[i]!), "\\A", "second")) return false;
  return true;
}

/**
 * `{x \in S : P}`: S in raw order, filtered, when S is an enumerated set or an interval;
 * any other S gives TLC's lazy SetPredValue, whose membership tests `x \in S` and P.
 */
export function setFilter(ctx: EvalContext, s: Value, pred: (x: Value) => Value): SetValue {
  if (!isReducible(s)) return lazyFilter(setArg(s, "\\in", "second"), (x) => boolArg(pred(x), "{x \\in S : P}", "second"));
  const xs = enumerateRaw(ctx, s);
  const out: Value[] = [];
  for (let i = 0; i < xs.length; i++) if (boolArg(pred(xs[i]!), "{x \\in S : P}", "second")) out.push(xs[i]!);
  return setOfOwned(out);
}

/** `{x \in S : P}` for a set S that is not an enumerated set or interval (see `setFilter`). */
export function lazySetFilter(_ctx: EvalContext, s: Value, pred: FilterPredicate): SetValue {
  return lazyFilter(setArg(s, "\\in", "second"), pred);
}

/** `{e(x) : x \in S}`: S in sorted order. */
export function setMap(ctx: EvalContext, s: Value, fn: (x: Value) => Value): SetValue {
  const xs = enumerateSorted(ctx, s);
  const out: Value[] = new Array<Value>(xs.length);
  for (let i = 0; i < xs.length; i++) out[i] = fn(xs[i]!);
  return setOfOwned(out);
}

/** The set as an enumerated set (for code that needs a SetEnum, e.g. printing a copy). */
export function normalize(_ctx: EvalContext, s: Value): SetValue {
  return expand(setArg(s, "normalize", "only"));
}

// An operator constant given pointwise in the model file (`CONSTANT F(0) = 1  F(1) = 2`):
// TLC's OpRcdValue, a table of argument lists and results (compiler/analyse/cfgBinding.ts
// `tableSlot`). Applied to arguments no row lists, TLC stops with the table and the
// arguments (its RuntimeException's text).

interface Row {
  readonly args: readonly Value[];
  readonly value: Value;
}

class OperatorTable {
  constructor(readonly rows: readonly Row[]) {}
}

/** The table of `rows`, each its arguments then its result; held in a constant slot, only ever applied. */
export function operatorTable(_ctx: EvalContext, ...rows: (readonly Value[])[]): Value {
  return new OperatorTable(rows.map((r) => ({ args: r.slice(0, -1), value: r[r.length - 1]! }))) as unknown as Value;
}

export function applyTable(ctx: EvalContext, table: Value, ...args: Value[]): Value {
  const t = table as unknown as OperatorTable;
  const shown = (): string => `{ ${t.rows.map((r) => `<${[...r.args, r.value].map((v) => printValue(v)).join(", ")}>`).join(", ")}}`;
  for (const row of t.rows) {
    // OpRcdValue.apply fails at the first row of another arity it meets, before any later match.
    if (row.args.length !== args.length) throw new EvalError("OperatorTableArity", { table: shown() });
    if (row.args.every((a, i) => eq(ctx, a, args[i]!))) return row.value;
  }
  throw new EvalError("OperatorTableUndefined", { table: shown(), args: args.map((v) => printValue(v)).join(", ") });
}

/**
 * An error raised evaluating the subscript `v` of `<<A>>_v` under ENABLED (WF_v(A), SF_v(A)): TLC's enabled
 * evaluates v in the next state with EvalControl.Primed alone, so a variable A left unassigned is its
 * EC.TLC_STATE_NOT_COMPLETELY_SPECIFIED_LIVE ("does not specify the primed value of the variable b
 * occurring in the state formula v"), not the lookup error of other primed reads; positions unchanged.
 */
export function liveError(e: unknown): unknown {
  const live = (cause: unknown): EvalError | undefined =>
    cause instanceof EvalError && cause.diagnosticName === "PrimedUnassigned" ? new EvalError("PrimedUnassignedLive", { variable: cause.args["variable"] ?? "" }) : undefined;
  if (e instanceof SpecEvalError) {
    const cause = live(e.cause);
    return cause === undefined ? e : e.withCause(cause);
  }
  return live(e) ?? e;
}
