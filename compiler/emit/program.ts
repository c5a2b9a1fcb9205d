// What one emitted module accumulates while expressions are compiled: top-level
// functions (one per definition and instantiation chain), the table of source
// locations errors are reported at, the string literals to intern, the standard
// modules imported, and compile diagnostics. Everything is kept in first-use order
// so the same input gives byte-identical output.

import type { Node } from "../../grammar/tla/ast.js";
import { diagnostic, type Diagnostic, type DiagnosticName } from "../../runtime/diagnostics.js";
import type { SourceLocation } from "../../runtime/check/spec.js";
import type { ResolvedModule } from "../resolve/index.js";
import { jsString } from "./names.js";

export class Program {
  readonly functions: string[] = [];
  readonly locations: SourceLocation[] = [];
  private readonly locationIds = new Map<string, number>();
  readonly strings: string[] = [];
  private readonly stringIds = new Map<string, number>();
  readonly imports = new Set<string>();
  /** A standard operator that reads the state itself (TLCExt!Trace) was compiled. */
  readsState = false;
  /** What the module imports from runtime/values/entryAt.js (EXCEPT's fast paths: exceptFold.ts, ValueEmitter's `exceptInPlace`). */
  readonly entryAtImports = new Set<"entryAt" | "replacedAt" | "replacedAt2">();
  /** TLCGet, which reads the search's counters as one worker advances them, was compiled. */
  readsSearch = false;
  readonly diagnostics: Diagnostic[] = [];
  private readonly reported = new Set<string>();
  private counter = 0;
  /** Field reads compiled (`fieldSite`): the size of the emitted table `$FS`. */
  fieldSites = 0;
  /** Pair memberships in constant sets compiled (`pairSite`): the size of the emitted table `$PS`. */
  pairSites = 0;

  /**
   * Every expression and action part records its position on an error that unwinds
   * through it (`$fr`, `$fa`): a slower module compiled only to replay an error and list
   * the nested positions as TLC does (runtime/check/nestedPositions.ts); never the one a run checks with.
   */
  frames = false;

  /**
   * `typed`: TypeScript is emitted (`tla2ts gen`), and declarations carry the annotations
   * `ann` returns. `fileOf`: the file name a location shows for a module (gen writes names
   * relative to the spec, so that output does not depend on where it was generated).
   */
  constructor(
    readonly typed = false,
    private readonly fileOf: (module: ResolvedModule) => string = (m) => m.file,
  ) {}

  /** `: type` after a parameter or variable name when emitting TypeScript; nothing for JavaScript. */
  ann(type: string): string {
    return this.typed ? `: ${type}` : "";
  }

  /** A fresh JS identifier for a temporary or a bound variable. */
  fresh(stem: string): string {
    return `${stem}${this.counter++}`;
  }

  /** `core.fieldAt`'s arguments after the record for one `r.name` read: the name and a slot of its own in `$FS` (core.ts FieldSite). */
  fieldSite(name: string): string {
    return `ctx.S[${this.string(name)}], $FS[${this.fieldSites++}]`;
  }

  /** `core.pairInSetAt`'s site argument: a slot of its own in the emitted table `$PS` (core.ts PairSite). */
  pairSite(): string {
    return `$PS[${this.pairSites++}]`;
  }

  /** The index of `node`'s location in the emitted table `$L`. */
  location(module: ResolvedModule, node: { readonly range: Node["range"] }): number {
    const key = `${module.file}:${node.range.start}:${node.range.end}`;
    let id = this.locationIds.get(key);
    if (id === undefined) {
      const from = module.source.tlcPosition(node.range.start);
      const to = module.source.tlcPosition(Math.max(node.range.start, node.range.end - 1));
      id = this.locations.length;
      this.locations.push({ module: locationModuleName(module), file: this.fileOf(module), line: from.line, column: from.column, endLine: to.line, endColumn: to.column });
      this.locationIds.set(key, id);
    }
    return id;
  }

  /** The index of a string literal in the emitted table of interned strings. */
  string(text: string): number {
    let id = this.stringIds.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(text);
      this.stringIds.set(text, id);
    }
    return id;
  }

  report(name: DiagnosticName, module: ResolvedModule, node: { readonly range: Node["range"] }, args: Record<string, string | number>): void {
    const key = `${name}:${module.file}:${node.range.start}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.diagnostics.push(diagnostic(name, module.file, node.range, args));
  }

  /** Emitted code that throws when reached (after a compile error was reported). */
  unreachable(what: string): string {
    return `$fail(${jsString(what)})`;
  }
}

/**
 * The module name TLC prints in a location (`... of module M`, `... in M`): SANY's Location names the
 * module of the file it read, so a node of a module nested in another is located in the outermost one.
 */
export function locationModuleName(module: ResolvedModule): string {
  let m = module;
  while (m.enclosing !== undefined) m = m.enclosing;
  return m.name;
}
