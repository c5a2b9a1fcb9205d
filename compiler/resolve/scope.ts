// A chain of frames ending in one module's table of visible names. Frames are made
// for operator parameters, bound variables, LET definitions and proof declarations;
// the module table grows as the module's units are read, so a definition can only
// see what precedes it (and RECURSIVE declarations).

import type { Range } from "../../runtime/diagnostics.js";
import type { Binding, Entity, ResolvedModule, Visible } from "./model.js";

/** A name introduced inside an expression: a bound variable or an operator parameter. */
export interface LocalName {
  readonly kind: "local";
  readonly name: string;
  readonly binding: Binding;
  readonly arity: number;
  readonly range: Range;
}

export type ScopeEntry = Visible | LocalName;

export function isLocalName(entry: ScopeEntry): entry is LocalName {
  return (entry as LocalName).kind === "local";
}

export function entryArity(entry: ScopeEntry): number {
  return isLocalName(entry) ? entry.arity : entry.entity.arity;
}

/** Where an entry was introduced, for "already defined at" messages. */
export function entryLocation(entry: ScopeEntry, module: ResolvedModule): { module: ResolvedModule; range: Range } {
  return isLocalName(entry) ? { module, range: entry.range } : { module: entry.entity.module, range: entry.entity.nameRange };
}

/** The binding of a use of a visible module-level name. */
export function bindingOfVisible(visible: Visible): Binding {
  return bindingOfEntity(visible.entity, visible.via);
}

export function bindingOfEntity(entity: Entity, via: Visible["via"]): Binding {
  switch (entity.kind) {
    case "constant":
      return { kind: "constant", entity, via };
    case "variable":
      return { kind: "variable", entity, via };
    case "instance":
      return { kind: "instance", entity, via };
    case "operator":
    case "function":
    case "theorem":
      return { kind: "definition", entity, via };
  }
}

export class Scope {
  private constructor(
    /** The module whose text is being read. */
    readonly module: ResolvedModule,
    /** The module's table of visible names (shared, grows as units are read). */
    readonly table: Map<string, Visible>,
    private readonly frame: Map<string, ScopeEntry> | undefined,
    private readonly parent: Scope | undefined,
  ) {}

  static forModule(module: ResolvedModule, table: Map<string, Visible>): Scope {
    return new Scope(module, table, undefined, undefined);
  }

  /** True for the module's own table (no LET, parameter or proof frame open). */
  get isModuleLevel(): boolean {
    return this.frame === undefined;
  }

  /** A new innermost frame (empty until `declare` adds to it). */
  child(): Scope {
    return new Scope(this.module, this.table, new Map(), this);
  }

  lookup(key: string): ScopeEntry | undefined {
    for (let s: Scope | undefined = this; s !== undefined; s = s.parent) {
      if (s.frame === undefined) return s.table.get(key);
      const entry = s.frame.get(key);
      if (entry !== undefined) return entry;
    }
    return undefined;
  }

  /** The entry of the innermost frame (or the module table) only. */
  ownEntry(key: string): ScopeEntry | undefined {
    return this.frame === undefined ? this.table.get(key) : this.frame.get(key);
  }

  /** Adds to the innermost frame (or the module table when there is none). The caller checks for clashes first. */
  declare(key: string, entry: ScopeEntry): void {
    if (this.frame === undefined) this.table.set(key, entry as Visible);
    else this.frame.set(key, entry);
  }

  /** Every name visible here, for suggestions. */
  *names(): Iterable<string> {
    for (let s: Scope | undefined = this; s !== undefined; s = s.parent) {
      if (s.frame === undefined) yield* s.table.keys();
      else yield* s.frame.keys();
    }
  }
}
