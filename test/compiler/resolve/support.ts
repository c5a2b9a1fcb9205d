// Resolving small in-memory modules: a map from path to text stands in for the
// file system (standard modules still come from the package's compiler/stdlib).

import type { Infix, NameExpr, Node } from "../../../grammar/tla/ast.js";
import { resolve, type Binding, type Resolved } from "../../../compiler/resolve/index.js";
import type { Diagnostic } from "../../../runtime/diagnostics.js";

export interface InMemory {
  readonly resolved: Resolved;
  /** How many times each path was read. */
  readonly reads: ReadonlyMap<string, number>;
  /** The text of a file given to the resolver. */
  text(path: string): string;
}

export function resolveFiles(files: Record<string, string>, root: string, libPaths: readonly string[] = []): InMemory {
  const reads = new Map<string, number>();
  const resolved = resolve(root, {
    libPaths,
    readFile: (path) => {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return files[path];
    },
  });
  return {
    resolved,
    reads,
    text: (path) => {
      const t = files[path];
      if (t === undefined) throw new Error(`no test file ${path}`);
      return t;
    },
  };
}

/** A module text from lines (so backslashes need no double escaping in tests using String.raw). */
export function mod(name: string, body: string): string {
  return `---- MODULE ${name} ----\n${body}\n====\n`;
}

/** Every node of a kind in the ASTs of all modules loaded, in document order per module. */
export function nodesOfKind<K extends string>(resolved: Resolved, kind: K): (Node & { kind: K })[] {
  const out: (Node & { kind: K })[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const node = value as { kind?: string };
    if (node.kind === kind) out.push(node as Node & { kind: K });
    for (const [k, v] of Object.entries(node)) if (k !== "range") visit(v);
  };
  for (const m of resolved.modules) if (m.enclosing === undefined) visit(m.ast);
  return out;
}

/**
 * The binding of the name use that starts where `needle` occurs (its n-th occurrence,
 * 0-based) in file `path`. A `|` in the needle marks where the use starts: "+ |c".
 */
export function bindingAt(memory: InMemory, path: string, needle: string, occurrence = 0): Binding | undefined {
  const text = memory.text(path);
  const marker = Math.max(0, needle.indexOf("|"));
  const plain = needle.replace("|", "");
  let at = -1;
  for (let i = 0; i <= occurrence; i++) {
    at = text.indexOf(plain, at + 1);
    if (at < 0) throw new Error(`'${plain}' occurs fewer than ${occurrence + 1} times in ${path}`);
  }
  at += marker;
  const names = nodesOfKind(memory.resolved, "Name") as NameExpr[];
  const module = memory.resolved.modules.find((m) => m.file === path);
  const inFile = names.filter((n) => module !== undefined && isInModuleFile(memory.resolved, n, path));
  const use = inFile.find((n) => n.range.start === at);
  if (use === undefined) throw new Error(`no name use starts at '${needle}' (${at}) in ${path}`);
  return memory.resolved.references.get(use);
}

/** The binding of the infix operator whose symbol starts where `needle` (with an optional `|` marker) occurs in `path`. */
export function infixBindingAt(memory: InMemory, path: string, needle: string): Binding | undefined {
  const text = memory.text(path);
  const at = text.indexOf(needle.replace("|", "")) + Math.max(0, needle.indexOf("|"));
  const infixes = nodesOfKind(memory.resolved, "Infix") as Infix[];
  const node = infixes.find((n) => isInModuleFile(memory.resolved, n, path) && n.left.range.end <= at && at < n.right.range.start);
  if (node === undefined) throw new Error(`no infix operator at '${needle}' in ${path}`);
  return memory.resolved.operators.get(node);
}

function isInModuleFile(resolved: Resolved, node: Node, path: string): boolean {
  return resolved.modules.some((m) => m.file === path && m.enclosing === undefined && m.ast.range.start <= node.range.start && node.range.end <= m.ast.range.end && containsNode(m.ast, node));
}

function containsNode(root: unknown, target: Node): boolean {
  if (root === target) return true;
  if (Array.isArray(root)) return root.some((r) => containsNode(r, target));
  if (root === null || typeof root !== "object") return false;
  for (const [k, v] of Object.entries(root)) if (k !== "range" && containsNode(v, target)) return true;
  return false;
}

/** Diagnostics as `code@offset` strings, for compact assertions. */
export function codesAt(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.range.start}`);
}
