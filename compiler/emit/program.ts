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
  readonly diagnostics: Diagnostic[] = [];
  private readonly reported = new Set<string>();
  private counter = 0;

  /** A fresh JS identifier for a temporary or a bound variable. */
  fresh(stem: string): string {
    return `${stem}${this.counter++}`;
  }

  /** The index of `node`'s location in the emitted table `$L`. */
  location(module: ResolvedModule, node: { readonly range: Node["range"] }): number {
    const key = `${module.file}:${node.range.start}:${node.range.end}`;
    let id = this.locationIds.get(key);
    if (id === undefined) {
      const from = module.source.position(node.range.start);
      const end = closingParenthesesEnd(module.source.text, node.range.start, node.range.end);
      const to = module.source.position(Math.max(node.range.start, end - 1));
      id = this.locations.length;
      this.locations.push({ module: module.name, file: module.file, line: from.line, column: from.column, endLine: to.line, endColumn: to.column });
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
 * AST ranges leave out the parentheses that closed a subexpression at the very end
 * (`a - (b - c)` ends before the last `)`), while TLC's locations include them: extend
 * `end` past the closing parentheses the range's text leaves open.
 */
function closingParenthesesEnd(text: string, start: number, end: number): number {
  let open = 0;
  let inString = false;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */ && text.charCodeAt(i - 1) !== 92) inString = !inString;
    else if (!inString && c === 40 /* ( */ && text.charCodeAt(i + 1) !== 42 /* * */) open++;
    else if (!inString && c === 41 /* ) */ && text.charCodeAt(i - 1) !== 42) open--;
  }
  let at = end;
  while (open > 0) {
    let j = at;
    while (j < text.length && /\s/.test(text[j]!)) j++;
    if (text[j] !== ")") break;
    at = j + 1;
    open--;
  }
  return at;
}
