// TLC orders strings and model values by the number its intern table gave the name
// when the name was first seen (TLC-SEMANTICS §1.2), not by their characters. That
// order decides how sets print, what CHOOSE returns and the order \E tries values.
//
// An InternTable belongs to one run: the compiler seeds it in TLC's order (cfg values,
// SANY built-ins, lexer order over the modules, string literals) and the runtime
// interns strings built while checking on first creation. It is passed explicitly;
// there is no module-level table.

import { ModelValue, StrValue } from "./kinds.js";

export class InternTable {
  private readonly tokens = new Map<string, number>();
  private readonly strings = new Map<string, StrValue>();
  private readonly modelValues = new Map<string, ModelValue>();
  /** Model values in the order they were made (TLC's `ModelValue.mvs`, which its binary value format indexes). */
  private readonly modelList: ModelValue[] = [];
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
