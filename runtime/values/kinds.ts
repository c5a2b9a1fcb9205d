// The shapes of TLA+ values at run time.
//
// Integers and booleans are plain JS numbers and booleans: they are the most common
// values in every state, and keeping them unboxed makes comparison, hashing and
// equality a `typeof` test away. Everything else is a small class instance tagged
// with a numeric `kind`, so that hot code switches on one integer field.
//
// Values are immutable. The only mutable fields are caches (fingerprint halves,
// the sorted expansion of a lazy set), which never change what a value means.
// Build values only through `factory.ts`: it is what keeps sets sorted and free of
// duplicates, functions sorted by domain, and functions on 1..n in tuple form.

export const Kind = {
  String: 1,
  ModelValue: 2,
  /** An enumerated set: elements sorted in TLC's order, no duplicates. */
  SetEnum: 3,
  /** `lo..hi`, kept symbolic (it prints as `lo..hi`). */
  Interval: 4,
  /** A function with domain 1..n (tuples, sequences, and any function on 1..n). */
  Tuple: 5,
  /** Any other function, records included: domain sorted in TLC's order. */
  Fcn: 6,
  /** `SUBSET S`. */
  Subset: 7,
  /** `[S -> T]`. */
  FcnSet: 8,
  /** `[a : S, b : T]`. */
  RecordSet: 9,
  /** `S1 \X S2 \X ...`. */
  Product: 10,
  /** `Nat`, `Int`, `STRING`: membership only. */
  Infinite: 11,
  /** `{x \in S : P}`, `S \cup T`, `UNION S`, `S \ T`, `S \cap T` kept lazy (TLC's SetPredValue and friends). */
  SetOp: 12,
  /**
   * `[x \in S |-> e]` not built yet (TLC's FcnLambdaValue): applied point by point, built
   * (`forced`) by the first walk of the whole value (lazyFcn.ts). Never an element or
   * value of another value: the factory forces it on the way in.
   */
  LazyFcn: 13,
} as const;
export type KindTag = (typeof Kind)[keyof typeof Kind];

// Every field is assigned in a constructor, in the same order for every kind (kind,
// fpHi, fpLo, fpState, then the lazy sets' `expanded`, `traits`, `members` and `size`, then the kind's own fields),
// never declared as a class field: with the ES2022 target, class-field initialisers
// compile to define-semantics field definitions, which V8 runs as a slow per-field
// `DefineOwnProperty` on every object; profiling GameOfLife showed them taking most
// of the checking time. The classes do not extend a common base either, so building
// a value is one constructor call with no `super()` chain. `declare` fields give the
// types without emitting anything.

/**
 * Bits of a lazy set's `traits`: whether `isEnumerable`, `rawIsSorted` and `isPure` (sets.ts) are
 * known, and their answers; `Queried`: a membership in the set was asked once (sets.ts, `rememberedMember`).
 */
export const Trait = { EnumerableKnown: 1, Enumerable: 2, RawSortedKnown: 4, RawSorted: 8, PureKnown: 16, Pure: 32, Queried: 64 } as const;

/**
 * Fields shared by every boxed value: the kind tag and the lazily computed fingerprint
 * (valueFingerprint.ts). The halves are kept as signed 32-bit integers: V8 stores those
 * in the object itself, where an unsigned half above 2^31 would be a heap number
 * allocated per value.
 */
interface Boxed {
  readonly kind: KindTag;
  /** High and low 32 bits of the fingerprint (signed) when `fpState` is `FP_DONE`. */
  fpHi: number;
  fpLo: number;
  /**
   * `FP_NONE` (0): not computed; `FP_DONE` (1): `fpHi`/`fpLo` are the fingerprint;
   * `FP_PENDING + i` (tuples and functions made by EXCEPT): they are the fingerprint of
   * the value this one was made from, which held `fpOld` at entry i; `-m` (tuples made by
   * Append or `\o`): they are the fingerprint of the tuple of its first m entries (valueFingerprint.ts).
   */
  fpState: number;
}

/** The lazy set kinds keep their sorted expansion once something needed it. */
interface LazySet extends Boxed {
  expanded: SetEnum | undefined;
  /**
   * What the walks of sets.ts learnt of the set from its components, kept because a chain
   * of lazy sets 100,000 deep would be walked again at every level: bits of `Trait`.
   */
  traits: number;
  /**
   * Memberships decided before, of values whose fingerprint was known, by their
   * fingerprint's low bits: value at 2i, answer at 2i + 1 (sets.ts, `rememberedMember`).
   */
  members: (Value | boolean | undefined)[] | undefined;
  /** The number of elements once `cardinality` (sets.ts) computed it, else -1. */
  size: number;
}

/** A string. One object per text per `InternTable`, so equal strings are identical objects. */
export class StrValue implements Boxed {
  declare readonly kind: typeof Kind.String;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare readonly text: string;
  /** TLC's intern token: strings and model values are ordered by it, never by their characters. */
  declare readonly token: number;
  constructor(text: string, token: number) {
    this.kind = Kind.String;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.text = text;
    this.token = token;
  }
}

/** A model value from the .cfg file. `typeChar` is set for typed model values (`a_1` has type `a`). */
export class ModelValue implements Boxed {
  declare readonly kind: typeof Kind.ModelValue;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare readonly name: string;
  declare readonly token: number;
  declare readonly typeChar: string | undefined;
  constructor(name: string, token: number, typeChar: string | undefined) {
    this.kind = Kind.ModelValue;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.name = name;
    this.token = token;
    this.typeChar = typeChar;
  }
}

export class SetEnum implements Boxed {
  declare readonly kind: typeof Kind.SetEnum;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  /** @invariant sorted strictly ascending by `compare` */
  declare readonly elems: readonly Value[];
  constructor(elems: readonly Value[]) {
    this.kind = Kind.SetEnum;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.elems = elems;
  }
}

export class Interval implements Boxed {
  declare readonly kind: typeof Kind.Interval;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare readonly lo: number;
  declare readonly hi: number;
  /**
   * The elements lo, ..., hi once something enumerated them (sets.ts): quantifiers and
   * CHOOSE over `DOMAIN seq` or `1..N` enumerate the same interval on every call.
   */
  declare elements: readonly number[] | undefined;
  constructor(lo: number, hi: number) {
    this.kind = Kind.Interval;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.lo = lo;
    this.hi = hi;
    this.elements = undefined;
  }
}

export class Tuple implements Boxed {
  declare readonly kind: typeof Kind.Tuple;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  /** With `fpState` = `FP_PENDING + i`: the value entry i had in the value `fpHi`/`fpLo` fingerprint (valueFingerprint.ts). */
  declare fpOld: Value | undefined;
  declare readonly elems: readonly Value[];
  constructor(elems: readonly Value[]) {
    this.kind = Kind.Tuple;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.fpOld = undefined;
    this.elems = elems;
  }
}

export class Fcn implements Boxed {
  declare readonly kind: typeof Kind.Fcn;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  /** With `fpState` = `FP_PENDING + i`: the value entry i had in the value `fpHi`/`fpLo` fingerprint (valueFingerprint.ts). */
  declare fpOld: Value | undefined;
  /**
   * @invariant `domain` sorted strictly ascending by `compare`, same length as `values`,
   * and not equal to 1..n for any n (that function is a `Tuple`).
   */
  declare readonly domain: readonly Value[];
  declare readonly values: readonly Value[];
  /**
   * `DOMAIN f` once asked for (core.ts `domain`), handed on to the functions EXCEPT makes
   * from this one: `DOMAIN services` is asked of every state's function.
   */
  declare domainSet: SetEnum | undefined;
  constructor(domain: readonly Value[], values: readonly Value[], domainSet: SetEnum | undefined) {
    this.kind = Kind.Fcn;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.fpOld = undefined;
    this.domain = domain;
    this.values = values;
    this.domainSet = domainSet;
  }
}

/**
 * A function on 1..n that TLC holds as a FcnRcdValue, not a TupleValue: built by `[x \in S |-> e]`
 * (`intv`: S an interval, TLC's FcnRcdValue.intv; else S enumerated, a domain array) or by `:>`/`@@`
 * (a domain array). Equal, ordered, fingerprinted and printed as any tuple; only applying it outside
 * its domain fails in TLC's FcnRcdValue words (core.ts `apply`), and EXCEPT keeps the class.
 */
export class FcnTuple extends Tuple {
  declare readonly intv: boolean;
  constructor(elems: readonly Value[], intv: boolean) {
    super(elems);
    this.intv = intv;
  }
}

/** A function over an interval lo..hi with lo # 1 built by `[x \in lo..hi |-> e]` (TLC's FcnRcdValue.intv): see FcnTuple. */
export class IntervalFcn extends Fcn {}

/**
 * A function on strings that TLC holds as a FcnRcdValue, not a RecordValue: built by `[x \in S |-> e]`, `:>`,
 * `@@`, TLCEval of a record, or an element of `[S -> T]`. Equal, ordered, fingerprinted and printed as the record
 * of the same fields; only a field outside the domain fails in other words (FcnRcdValue.apply's "Attempted to
 * apply function", not RecordValue's "nonexistent field": core.ts `field`, `apply`), and EXCEPT keeps the class.
 * A plain Fcn on strings is a RecordValue (record literals, `[a : S]`'s elements).
 */
export class StringFcn extends Fcn {}

export class SubsetSet implements LazySet {
  declare readonly kind: typeof Kind.Subset;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare expanded: SetEnum | undefined;
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  declare size: number;
  declare readonly base: SetValue;
  constructor(base: SetValue) {
    this.kind = Kind.Subset;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.expanded = undefined;
    this.traits = 0;
    this.members = undefined;
    this.size = -1;
    this.base = base;
  }
}

export class FcnSet implements LazySet {
  declare readonly kind: typeof Kind.FcnSet;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare expanded: SetEnum | undefined;
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  declare size: number;
  declare readonly domain: SetValue;
  declare readonly range: SetValue;
  constructor(domain: SetValue, range: SetValue) {
    this.kind = Kind.FcnSet;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.expanded = undefined;
    this.traits = 0;
    this.members = undefined;
    this.size = -1;
    this.domain = domain;
    this.range = range;
  }
}

export class RecordSet implements LazySet {
  declare readonly kind: typeof Kind.RecordSet;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare expanded: SetEnum | undefined;
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  declare size: number;
  /** @invariant `names` sorted by token (TLC's field order), `sets[i]` belongs to `names[i]` */
  declare readonly names: readonly StrValue[];
  declare readonly sets: readonly SetValue[];
  constructor(names: readonly StrValue[], sets: readonly SetValue[]) {
    this.kind = Kind.RecordSet;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.expanded = undefined;
    this.traits = 0;
    this.members = undefined;
    this.size = -1;
    this.names = names;
    this.sets = sets;
  }
}

export class ProductSet implements LazySet {
  declare readonly kind: typeof Kind.Product;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare expanded: SetEnum | undefined;
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  declare size: number;
  declare readonly sets: readonly SetValue[];
  constructor(sets: readonly SetValue[]) {
    this.kind = Kind.Product;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.expanded = undefined;
    this.traits = 0;
    this.members = undefined;
    this.size = -1;
    this.sets = sets;
  }
}

/**
 * `Seq(S)` is kept here too: like `Nat` it answers membership only (TLC never enumerates it).
 * `ANY` is TLC's AnySet (TLC!Any): every value is in it, and it compares with nothing.
 * "NonSet" is no set: the integer, Boolean, string or model value `raw` given to SUBSET, UNION or
 * Seq, which TLC keeps inside its lazy SubsetValue, UnionValue or Seq(S) and which fails only where
 * it is used as a set (membership, size), in its own class's words (sets.ts `nonSetFailure`).
 * It is only ever the base or a part of one of those, never a value of its own.
 */
export type InfiniteName = "Nat" | "Int" | "STRING" | "Seq" | "ANY" | "NonSet";

export class InfiniteSet implements Boxed {
  declare readonly kind: typeof Kind.Infinite;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare readonly name: InfiniteName;
  /** The element set of `Seq(S)`; undefined for the other names. */
  declare readonly base: SetValue | undefined;
  /** For `Seq(S)`: `Trait.Queried` and the memberships decided before, as a lazy set's (sets.ts, `rememberedMember`). */
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  /** For "NonSet": the value that is no set. */
  declare readonly raw: Value | undefined;
  constructor(name: InfiniteName, base?: SetValue, raw?: Value) {
    this.kind = Kind.Infinite;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.name = name;
    this.base = base;
    this.traits = 0;
    this.members = undefined;
    this.raw = raw;
  }
}

/**
 * The set operations TLC keeps lazy when an operand is not an enumerated set or interval:
 * - "filter": `{x \in S : P}` (SetPredValue), `parts = [S]`, `pred` the test;
 * - "union": `S \cup T` (SetCupValue) and `UNION S` (UnionValue, `big`), `parts` the united sets;
 * - "diff": `S \ T` (SetDiffValue), `parts = [S, T]`;
 * - "cap": `S \cap T` (SetCapValue), `parts = [S, T]`.
 */
export type SetOpName = "filter" | "union" | "diff" | "cap";

export class SetOpValue implements LazySet {
  declare readonly kind: typeof Kind.SetOp;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  declare expanded: SetEnum | undefined;
  declare traits: number;
  declare members: (Value | boolean | undefined)[] | undefined;
  declare size: number;
  declare readonly op: SetOpName;
  declare readonly parts: readonly SetValue[];
  /** The predicate of a "filter" (already tested to be a boolean); undefined for the others. */
  declare readonly pred: FilterPredicate | undefined;
  /** A "union" made by `UNION S` (TLC's UnionValue) rather than `S \cup T` (SetCupValue): their failures differ in words. */
  declare readonly big: boolean;
  constructor(op: SetOpName, parts: readonly SetValue[], pred?: FilterPredicate, big = false) {
    this.kind = Kind.SetOp;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.expanded = undefined;
    this.traits = 0;
    this.members = undefined;
    this.size = -1;
    this.op = op;
    this.parts = parts;
    this.pred = pred;
    this.big = big;
  }
}

/** A point of a lazy function's graph set by EXCEPT: `path` from the function, and the value there. */
export interface LazyExcept {
  readonly path: readonly Value[];
  readonly value: Value;
}

export class LazyFcn implements Boxed {
  declare readonly kind: typeof Kind.LazyFcn;
  declare fpHi: number;
  declare fpLo: number;
  declare fpState: number;
  /** One set per bound variable: the domain is `sets[0]`, or their product when there are several. */
  declare readonly sets: readonly SetValue[];
  /** The body, given one value per bound variable. */
  declare readonly body: (...xs: Value[]) => Value;
  /** EXCEPTs taken while lazy, oldest first; undefined when none. */
  declare readonly excepts: readonly LazyExcept[] | undefined;
  /**
   * Whether TLC would keep it lazy for good: made where TLC evaluates with its KeepLazy
   * flag (the function of `f[x]`), over a domain TLC does not enumerate, or first applied.
   * Otherwise (an operator argument, a LET or zero-arity definition, not used yet) the
   * first use decides, as TLC evaluates those on first reference: DOMAIN builds it,
   * EXCEPT hands the decision on to its result.
   */
  declare keep: boolean;
  /** The built function once something needed the whole value. */
  declare forced: FcnValue | undefined;
  constructor(sets: readonly SetValue[], body: (...xs: Value[]) => Value, excepts: readonly LazyExcept[] | undefined, keep: boolean) {
    this.kind = Kind.LazyFcn;
    this.fpHi = 0;
    this.fpLo = 0;
    this.fpState = 0;
    this.sets = sets;
    this.body = body;
    this.excepts = excepts;
    this.keep = keep;
    this.forced = undefined;
  }
}

export type SetValue = SetEnum | Interval | SubsetSet | FcnSet | RecordSet | ProductSet | InfiniteSet | SetOpValue;
export type FcnValue = Tuple | Fcn;
export type BoxedValue = StrValue | ModelValue | SetValue | FcnValue | LazyFcn;
/** Every TLA+ value: integers are JS numbers in the Java `int` range, booleans are JS booleans. */
export type Value = number | boolean | BoxedValue;

export function isSet(v: Value): v is SetValue {
  if (typeof v !== "object") return false;
  const k = v.kind;
  return k === Kind.SetEnum || k >= Kind.Interval && k !== Kind.Tuple && k !== Kind.Fcn && k !== Kind.LazyFcn;
}

export function isFcn(v: Value): v is FcnValue {
  return typeof v === "object" && (v.kind === Kind.Tuple || v.kind === Kind.Fcn);
}

/**
 * TLC's Value.getKindString: its ValueImage entry for the Java class that would hold this
 * value ("an integer", "a set of the form {e1, ... ,eN}"), as messages such as DOMAIN's
 * "Attempted to apply the operator DOMAIN to a non-function\n(an integer)" print it.
 */
export function tlcKindImage(v: Value): string {
  if (typeof v === "number") return "an integer";
  if (typeof v === "boolean") return "a Boolean value";
  switch (v.kind) {
    case Kind.String:
      return "a string";
    case Kind.ModelValue:
      return "a model value";
    case Kind.SetEnum:
      return "a set of the form {e1, ... ,eN}";
    case Kind.Interval:
      return "a set of the form i..j";
    case Kind.Tuple:
      return "a tuple";
    case Kind.Fcn:
      return v.domain.length > 0 && v.domain.every((d) => typeof d === "object" && d.kind === Kind.String) ? "a record" : "a function  of the form (d1 :> e1 @@ ... @@ dN :> eN)";
    case Kind.LazyFcn:
      return "a function of the form  [x \\in S |-> expr]";
    case Kind.Subset:
      return "a set of the form SUBSET S";
    case Kind.FcnSet:
      return "a set of the form [S -> T]";
    case Kind.RecordSet:
      return "a set of the form [d1 : S1, ... , dN : SN]";
    case Kind.Product:
      return "a cartesian product";
    case Kind.Infinite:
      if (v.name === "NonSet") return tlcKindImage(v.raw!);
      // Nat, Int, STRING and Seq(S) are TLC UserValues.
      return "a special set constant";
    case Kind.SetOp:
      return v.op === "filter" ? "a set of the form {x \\in S : expr}" : v.op === "diff" ? "a set of the form S \\ T" : v.op === "cap" ? "a set of the form S \\cap T" : v.big ? "a set of the form UNION  S" : "a set of the form S \\cup T";
  }
}

/** The simple name of the tlc2.value.impl class TLC would hold this value in (a ClassCastException names it). */
export function tlcClassName(v: Value): string {
  if (typeof v === "number") return "IntValue";
  if (typeof v === "boolean") return "BoolValue";
  switch (v.kind) {
    case Kind.String:
      return "StringValue";
    case Kind.ModelValue:
      return "ModelValue";
    case Kind.SetEnum:
      return "SetEnumValue";
    case Kind.Interval:
      return "IntervalValue";
    case Kind.Tuple:
      return "TupleValue";
    case Kind.Fcn:
      return v.domain.length > 0 && v.domain.every((d) => typeof d === "object" && d.kind === Kind.String) ? "RecordValue" : "FcnRcdValue";
    case Kind.LazyFcn:
      return "FcnLambdaValue";
    case Kind.Subset:
      return "SubsetValue";
    case Kind.FcnSet:
      return "SetOfFcnsValue";
    case Kind.RecordSet:
      return "SetOfRcdsValue";
    case Kind.Product:
      return "SetOfTuplesValue";
    case Kind.Infinite:
      return v.name === "NonSet" ? tlcClassName(v.raw!) : "UserValue";
    case Kind.SetOp:
      return v.op === "filter" ? "SetPredValue" : v.op === "diff" ? "SetDiffValue" : v.op === "cap" ? "SetCapValue" : v.big ? "UnionValue" : "SetCupValue";
  }
}

/** A word for the kind of a value, as TLC's messages name it ("integer", "string", ...). */
export function kindName(v: Value): string {
  if (typeof v === "number") return "integer";
  if (typeof v === "boolean") return "boolean";
  switch (v.kind) {
    case Kind.String:
      return "string";
    case Kind.ModelValue:
      return v.typeChar === undefined ? "model value" : "typed model value";
    case Kind.Tuple:
      return "tuple";
    case Kind.Fcn:
    case Kind.LazyFcn:
      return "function";
    default:
      return "set";
  }
}

/**
 * A lazy `{x \in S : P}`'s test of `x`. TLC words a non-boolean P by what it was doing:
 * SetPredValue.member ("The evaluation of predicate ...", `why` omitted) or its Enumerator
 * (`why` = PREDICATE_ENUMERATED, "Evaluating predicate ..."); the emitted test picks the words.
 */
export type FilterPredicate = (x: Value, why?: number) => boolean;

/** The `why` a lazy filter's enumeration passes to its predicate (runtime/check/emitted.ts NON_BOOLEAN). */
export const PREDICATE_ENUMERATED = 14;
