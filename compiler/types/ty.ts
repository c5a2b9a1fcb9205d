// The value types inference works with: a small structural language over TLA+ values
// (Snowcat's, without its type variables). `never` is "nothing seen yet" (the empty
// set's element, a variable not yet assigned), `any` the general value type that a
// variable falls back to when its uses disagree. Scalars are unions of the primitive
// kinds and of literal strings and model values, so that `0..N \cup {global}` and
// `Node \cup {unassigned}` keep their meaning.

export type Ty =
  | { readonly k: "never" }
  | { readonly k: "any" }
  | ScalarTy
  | { readonly k: "set"; readonly elem: Ty }
  | { readonly k: "seq"; readonly elem: Ty }
  | { readonly k: "tuple"; readonly elems: readonly Ty[] }
  | RecordTy
  /** `total`: defined on every value of `dom` (`[S -> T]`, `[x \in S |-> e]`), not on a part of it. */
  | { readonly k: "fn"; readonly dom: Ty; readonly rng: Ty; readonly total: boolean }
  | { readonly k: "variant"; readonly tag: string; readonly cases: readonly RecordTy[] };

export interface ScalarTy {
  readonly k: "scalar";
  readonly int: boolean;
  readonly bool: boolean;
  /** Any string (`STRING`). */
  readonly str: boolean;
  /** Literal strings and model values, by text. */
  readonly lits: ReadonlyMap<string, "string" | "model">;
  /** Elements of a constant set whose model values the model file does not fix (no .cfg): the constant's name. */
  readonly atoms: ReadonlySet<string>;
}

export interface RecordTy {
  readonly k: "record";
  readonly fields: ReadonlyMap<string, Ty>;
}

export const NEVER: Ty = { k: "never" };
export const ANY: Ty = { k: "any" };

function scalar(parts: Partial<Omit<ScalarTy, "k">>): ScalarTy {
  return { k: "scalar", int: false, bool: false, str: false, lits: new Map(), atoms: new Set(), ...parts };
}

export const INT: Ty = scalar({ int: true });
export const BOOL: Ty = scalar({ bool: true });
export const STR: Ty = scalar({ str: true });

export function literal(text: string, kind: "string" | "model"): Ty {
  return scalar({ lits: new Map([[text, kind]]) });
}

export function atom(constant: string): Ty {
  return scalar({ atoms: new Set([constant]) });
}

export const setOf = (elem: Ty): Ty => ({ k: "set", elem });
export const seqOf = (elem: Ty): Ty => ({ k: "seq", elem });
export const fnOf = (dom: Ty, rng: Ty, total = false): Ty => ({ k: "fn", dom, rng, total });
export const recordOf = (fields: Iterable<readonly [string, Ty]>): RecordTy => ({ k: "record", fields: new Map(fields) });

/** The least type containing both: how the values assigned to one variable are unified. */
export function join(a: Ty, b: Ty): Ty {
  if (a.k === "never") return b;
  if (b.k === "never") return a;
  if (a.k === "any" || b.k === "any") return ANY;
  if (a.k === "scalar" && b.k === "scalar") {
    return scalar({
      int: a.int || b.int,
      bool: a.bool || b.bool,
      str: a.str || b.str,
      lits: new Map([...a.lits, ...b.lits]),
      atoms: new Set([...a.atoms, ...b.atoms]),
    });
  }
  if (a.k === "set" && b.k === "set") return setOf(join(a.elem, b.elem));
  if (a.k === "seq" && b.k === "seq") return seqOf(join(a.elem, b.elem));
  if (a.k === "tuple" && b.k === "tuple") {
    if (a.elems.length === b.elems.length) return { k: "tuple", elems: a.elems.map((x, i) => join(x, b.elems[i]!)) };
    return seqOf(joinAll([...a.elems, ...b.elems]));
  }
  if (a.k === "seq" && b.k === "tuple") return seqOf(joinAll([a.elem, ...b.elems]));
  if (a.k === "tuple" && b.k === "seq") return join(b, a);
  if (a.k === "fn" && b.k === "fn") return fnOf(join(a.dom, b.dom), join(a.rng, b.rng), a.total && b.total);
  // A function on integers and a sequence (`<< >>` then `[n \in Nodes |-> ...]`): a function.
  if (a.k === "seq" && b.k === "fn") return fnOf(join(INT, b.dom), join(a.elem, b.rng));
  if (a.k === "fn" && b.k === "seq") return join(b, a);
  if (a.k === "record" && b.k === "record") return joinRecords(a, b);
  if (a.k === "variant" && b.k === "record") return addCase(a, b);
  if (a.k === "record" && b.k === "variant") return addCase(b, a);
  if (a.k === "variant" && b.k === "variant") return b.cases.reduce<Ty>((acc, c) => join(acc, c), a);
  return ANY;
}

export function joinAll(types: readonly Ty[]): Ty {
  return types.reduce((acc, t) => join(acc, t), NEVER);
}

function sameKeys(a: RecordTy, b: RecordTy): boolean {
  if (a.fields.size !== b.fields.size) return false;
  for (const k of a.fields.keys()) if (!b.fields.has(k)) return false;
  return true;
}

/** Literal-only scalar (a tag's type), its literals; undefined otherwise. */
function tagLiterals(t: Ty | undefined): ReadonlySet<string> | undefined {
  if (t === undefined || t.k !== "scalar" || t.int || t.bool || t.str || t.atoms.size > 0 || t.lits.size === 0) return undefined;
  return new Set(t.lits.keys());
}

function disjoint(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) if (b.has(x)) return false;
  return true;
}

/**
 * Records with the same fields join field by field; records with different fields
 * become a variant when they share a field of literal strings that tells them apart
 * (the `type` of a message), as Snowcat's variants of records do.
 */
function joinRecords(a: RecordTy, b: RecordTy): Ty {
  if (sameKeys(a, b)) return recordOf([...a.fields].map(([k, t]) => [k, join(t, b.fields.get(k)!)] as const));
  for (const [name, t] of a.fields) {
    const la = tagLiterals(t);
    const lb = tagLiterals(b.fields.get(name));
    if (la !== undefined && lb !== undefined && disjoint(la, lb)) return { k: "variant", tag: name, cases: [a, b] };
  }
  return ANY;
}

function addCase(v: Extract<Ty, { k: "variant" }>, r: RecordTy): Ty {
  const tags = tagLiterals(r.fields.get(v.tag));
  if (tags === undefined) return ANY;
  const cases = [...v.cases];
  const i = cases.findIndex((c) => !disjoint(tagLiterals(c.fields.get(v.tag)) ?? new Set(), tags));
  if (i < 0) return { k: "variant", tag: v.tag, cases: [...cases, r] };
  const merged = join(cases[i]!, r);
  if (merged.k !== "record") return ANY;
  cases[i] = merged;
  return { k: "variant", tag: v.tag, cases };
}

/**
 * Both pieces of information about one value (from two TypeOK conjuncts, or TypeOK and
 * Init): the more precise part of each, field by field. Used only for hints, never to
 * unify assignments.
 */
export function meet(a: Ty, b: Ty): Ty {
  if (a.k === "never" || a.k === "any") return b.k === "never" ? a : b;
  if (b.k === "never" || b.k === "any") return a;
  if (a.k === "fn" && b.k === "fn") return fnOf(meet(a.dom, b.dom), meet(a.rng, b.rng), a.total || b.total);
  if (a.k === "set" && b.k === "set") return setOf(meet(a.elem, b.elem));
  if (a.k === "seq" && b.k === "seq") return seqOf(meet(a.elem, b.elem));
  if (a.k === "record" && b.k === "record") {
    const fields = new Map(a.fields);
    for (const [k, t] of b.fields) fields.set(k, fields.has(k) ? meet(fields.get(k)!, t) : t);
    return recordOf(fields);
  }
  return isPrecise(a) || !isPrecise(b) ? a : b;
}

/** Whether every leaf of `t` (`never`, `any` or a scalar) passes `ok`. */
function everyLeaf(t: Ty, ok: (leaf: "never" | "any" | "scalar") => boolean): boolean {
  switch (t.k) {
    case "never":
    case "any":
    case "scalar":
      return ok(t.k);
    case "set":
    case "seq":
      return everyLeaf(t.elem, ok);
    case "tuple":
      return t.elems.every((e) => everyLeaf(e, ok));
    case "record":
      return [...t.fields.values()].every((f) => everyLeaf(f, ok));
    case "fn":
      return everyLeaf(t.dom, ok) && everyLeaf(t.rng, ok);
    case "variant":
      return t.cases.every((c) => everyLeaf(c, ok));
  }
}

/** No `any` and no `never` anywhere: the type says what every part of the value is. */
export function isPrecise(t: Ty): boolean {
  return everyLeaf(t, (leaf) => leaf === "scalar");
}

/**
 * An operator's result type says what its value is: no part is `any`, and it is not
 * `never` itself (a `never` part inside is a collection that is always empty, as in
 * `[seen |-> {}]`).
 */
export function isDetermined(t: Ty): boolean {
  return t.k !== "never" && everyLeaf(t, (leaf) => leaf !== "any");
}

/** `never` parts (nothing seen: the empty set's element) become `any`, so a type can be printed. */
export function settle(t: Ty): Ty {
  switch (t.k) {
    case "never":
      return ANY;
    case "any":
    case "scalar":
      return t;
    case "set":
    case "seq":
      return { k: t.k, elem: settle(t.elem) };
    case "tuple":
      return { k: "tuple", elems: t.elems.map(settle) };
    case "record":
      return recordOf([...t.fields].map(([k, f]) => [k, settle(f)] as const));
    case "fn":
      return fnOf(settle(t.dom), settle(t.rng), t.total);
    case "variant":
      return { k: "variant", tag: t.tag, cases: t.cases.map((c) => settle(c) as RecordTy) };
  }
}
