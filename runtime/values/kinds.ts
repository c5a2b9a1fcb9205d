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
} as const;
export type KindTag = (typeof Kind)[keyof typeof Kind];

/** Fields shared by every boxed value: the kind tag and the lazily computed fingerprint. */
abstract class Boxed {
  abstract readonly kind: KindTag;
  /** High and low 32 bits of the fingerprint; valid when `fpDone`. */
  fpHi = 0;
  fpLo = 0;
  fpDone = false;
}

/** A string. One object per text per `InternTable`, so equal strings are identical objects. */
export class StrValue extends Boxed {
  readonly kind = Kind.String;
  constructor(
    readonly text: string,
    /** TLC's intern token: strings and model values are ordered by it, never by their characters. */
    readonly token: number,
  ) {
    super();
  }
}

/** A model value from the .cfg file. `typeChar` is set for typed model values (`a_1` has type `a`). */
export class ModelValue extends Boxed {
  readonly kind = Kind.ModelValue;
  constructor(
    readonly name: string,
    readonly token: number,
    readonly typeChar: string | undefined,
  ) {
    super();
  }
}

export class SetEnum extends Boxed {
  readonly kind = Kind.SetEnum;
  /** @invariant sorted strictly ascending by `compare` */
  constructor(readonly elems: readonly Value[]) {
    super();
  }
}

export class Interval extends Boxed {
  readonly kind = Kind.Interval;
  constructor(
    readonly lo: number,
    readonly hi: number,
  ) {
    super();
  }
}

export class Tuple extends Boxed {
  readonly kind = Kind.Tuple;
  constructor(readonly elems: readonly Value[]) {
    super();
  }
}

export class Fcn extends Boxed {
  readonly kind = Kind.Fcn;
  /**
   * @invariant `domain` sorted strictly ascending by `compare`, same length as `values`,
   * and not equal to 1..n for any n (that function is a `Tuple`).
   */
  constructor(
    readonly domain: readonly Value[],
    readonly values: readonly Value[],
  ) {
    super();
  }
}

/** The lazy set kinds keep their sorted expansion once something needed it. */
abstract class LazySet extends Boxed {
  expanded: SetEnum | undefined = undefined;
}

export class SubsetSet extends LazySet {
  readonly kind = Kind.Subset;
  constructor(readonly base: SetValue) {
    super();
  }
}

export class FcnSet extends LazySet {
  readonly kind = Kind.FcnSet;
  constructor(
    readonly domain: SetValue,
    readonly range: SetValue,
  ) {
    super();
  }
}

export class RecordSet extends LazySet {
  readonly kind = Kind.RecordSet;
  /** @invariant `names` sorted by token (TLC's field order), `sets[i]` belongs to `names[i]` */
  constructor(
    readonly names: readonly StrValue[],
    readonly sets: readonly SetValue[],
  ) {
    super();
  }
}

export class ProductSet extends LazySet {
  readonly kind = Kind.Product;
  constructor(readonly sets: readonly SetValue[]) {
    super();
  }
}

/** `Seq(S)` is kept here too: like `Nat` it answers membership only (TLC never enumerates it). */
export type InfiniteName = "Nat" | "Int" | "STRING" | "Seq";

export class InfiniteSet extends Boxed {
  readonly kind = Kind.Infinite;
  constructor(
    readonly name: InfiniteName,
    /** The element set of `Seq(S)`; undefined for the other names. */
    readonly base?: SetValue,
  ) {
    super();
  }
}

export type SetValue = SetEnum | Interval | SubsetSet | FcnSet | RecordSet | ProductSet | InfiniteSet;
export type FcnValue = Tuple | Fcn;
export type BoxedValue = StrValue | ModelValue | SetValue | FcnValue;
/** Every TLA+ value: integers are JS numbers in the Java `int` range, booleans are JS booleans. */
export type Value = number | boolean | BoxedValue;

export function isSet(v: Value): v is SetValue {
  if (typeof v !== "object") return false;
  const k = v.kind;
  return k === Kind.SetEnum || k >= Kind.Interval && k !== Kind.Tuple && k !== Kind.Fcn;
}

export function isFcn(v: Value): v is FcnValue {
  return typeof v === "object" && (v.kind === Kind.Tuple || v.kind === Kind.Fcn);
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
      return "function";
    default:
      return "set";
  }
}
