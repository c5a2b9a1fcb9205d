// TLC orders strings and model values by the number its intern table gave the name
// when the name was first seen (TLC-SEMANTICS §1.2), not by their characters. That
// order decides how sets print, what CHOOSE returns and the order \E tries values.
//
// An InternTable belongs to one run: the compiler seeds it in TLC's order (cfg values,
// SANY built-ins, lexer order over the modules, string literals) and the runtime
// interns strings built while checking on first creation. It is passed explicitly;
// there is no module-level table.

import { ModelValue, SetEnum, StrValue } from "./kinds.js";

/**
 * The layout of the records `[n1 |-> v1, n2 |-> v2, ...]` with field names `names` in
 * that order: their domain, the field names' strings in token order (TLC's record order),
 * shared by every record of the layout, and `order[k]`, the position in `names` of the
 * k-th field of the domain.
 */
export class RecordShape {
  /** `DOMAIN r` of the layout's records, one set for all of them. */
  readonly domainSet: SetEnum;
  constructor(
    readonly names: readonly string[],
    readonly domain: readonly StrValue[],
    readonly order: readonly number[],
  ) {
    this.domainSet = new SetEnum(domain);
  }
}

/** The layout whose records share this domain array: a record's written field order, read only when printing. */
const shapeByDomain = new WeakMap<readonly StrValue[], RecordShape>();

/**
 * For a record built by a record constructor, the positions in its (token-ordered)
 * domain of the fields in the order the constructor wrote them; undefined for any other
 * function or when the two orders agree.
 */
export function writtenFieldOrder(domain: readonly unknown[]): readonly number[] | undefined {
  const shape = shapeByDomain.get(domain as readonly StrValue[]);
  if (shape === undefined) return undefined;
  const n = shape.order.length;
  const written: number[] = new Array<number>(n);
  let same = true;
  for (let k = 0; k < n; k++) {
    written[shape.order[k]!] = k;
    if (shape.order[k] !== k) same = false;
  }
  return same ? undefined : written;
}

/** Layouts kept per first field name: a spec writes a handful; names made at run time (Json, TLCGet) may be many. */
const SHAPES_PER_NAME = 8;

export class InternTable {
  private readonly tokens = new Map<string, number>();
  private readonly strings = new Map<string, StrValue>();
  private readonly modelValues = new Map<string, ModelValue>();
  /** Model values in the order they were made (TLC's `ModelValue.mvs`, which its binary value format indexes). */
  private readonly modelList: ModelValue[] = [];
  /** Record layouts by their first field name (`recordShape`). */
  private readonly shapes = new Map<string, RecordShape[]>();
  private nextToken = 1;

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

  /** Interns each name in order: the compiler's way of replaying TLC's first-seen order. */
  seed(names: Iterable<string>): void {
    for (const n of names) this.intern(n);
  }

  /** Every interned name in token order (the first has token 1): what a checkpoint records to restore the order. */
  names(): string[] {
    return [...this.tokens.keys()];
  }

  /**
   * The token TLC's own intern table gives `name`, where it is tla2ts's: the names the
   * compiler seeds from the cfg file come first in both tables, numbered from 1 in file
   * order, and end where the seed's built-in names begin, with TRUE
   * (compiler/analyse/internOrder.ts). TLC numbers every later name after all that SANY and
   * TLC intern, which tla2ts does not replay in full: undefined for those.
   */
  tlcToken(name: string): number | undefined {
    const t = this.tokens.get(name);
    const builtins = this.tokens.get("TRUE");
    return t !== undefined && builtins !== undefined && t < builtins ? t : undefined;
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
    const shape = new RecordShape(names.slice(), order.map((i) => strings[i]!), order);
    kept.push(shape);
    shapeByDomain.set(shape.domain, shape);
    return shape;
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
