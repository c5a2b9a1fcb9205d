// `--watch EXPR`: expressions a report evaluates on every state of a trace, with the
// root module's definitions in scope. Each is compiled as a definition appended to the
// root module (before its closing `====`), so the one front end parses, binds,
// level-checks and emits it like any other definition. Diagnostics inside an appended
// expression are moved to a file of its own, `--watch N`, holding just the expression,
// so they point at what the user typed; the root module keeps its own text everywhere
// else (the appended lines come after every original offset).

import { resolve as absolutePath } from "node:path";
import { SourceText } from "../grammar/source.js";
import { parseTla } from "../grammar/tla/index.js";
import type { Diagnostic } from "../runtime/diagnostics.js";
import { readFileFromDisk, type ReadFileFn } from "./resolve/files.js";

export interface WatchInjection {
  /** The definitions' names, one per watch, in order. */
  readonly names: readonly string[];
  /** Reads the root file with the definitions appended (other files from disk). */
  readonly readFile: ReadFileFn;
  /** Diagnostics with those inside a watch moved to its own file. */
  remap(ds: readonly Diagnostic[]): Diagnostic[];
  /** Sources with the root's original text and one file per watch. */
  sources(loaded: ReadonlyMap<string, SourceText>): Map<string, SourceText>;
}

/** The file name diagnostics give the n-th (1-based) watch expression. */
export function watchFileName(n: number): string {
  return `--watch ${n}`;
}

/** Undefined when the root file cannot be read (resolve reports that itself). */
export function injectWatches(rootPath: string, watches: readonly string[]): WatchInjection | undefined {
  const original = readFileFromDisk(rootPath);
  if (original === undefined) return undefined;
  const insertAt = moduleEnd(rootPath, original);
  const names = watches.map((_w, i) => `TLA2TS_WATCH_${i + 1}__`);
  // Each expression starts a line of its own, so junction lists align as the user wrote them.
  const starts: number[] = [];
  let added = "\n";
  watches.forEach((w, i) => {
    added += `${names[i]} ==\n`;
    starts.push(insertAt + added.length);
    added += `${w}\n`;
  });
  const text = original.slice(0, insertAt) + added + original.slice(insertAt);
  const rootKey = absolutePath(rootPath);
  const isRoot = (path: string): boolean => absolutePath(path) === rootKey;
  const which = (offset: number): number => starts.findIndex((s, i) => offset >= s && offset <= s + watches[i]!.length);
  return {
    names,
    readFile: (path) => (isRoot(path) ? text : readFileFromDisk(path)),
    remap: (ds) =>
      ds.map((d) => {
        if (!isRoot(d.file)) return d;
        const i = which(d.range.start);
        if (i < 0) return d;
        const end = Math.min(d.range.end - starts[i]!, watches[i]!.length);
        return { ...d, file: watchFileName(i + 1), range: { start: d.range.start - starts[i]!, end: Math.max(end, d.range.start - starts[i]!) } };
      }),
    sources: (loaded) => {
      const out = new Map<string, SourceText>();
      for (const [path, source] of loaded) out.set(path, isRoot(path) ? new SourceText(path, original) : source);
      watches.forEach((w, i) => out.set(watchFileName(i + 1), new SourceText(watchFileName(i + 1), w)));
      return out;
    },
  };
}

/** Where the root module's closing `====` starts (the end of the text when it has none). */
function moduleEnd(path: string, text: string): number {
  const module = parseTla(path, text).ast?.modules[0];
  const end = module === undefined ? text.length : module.range.end;
  const close = /={4,}/g;
  let found = -1;
  for (let m = close.exec(text); m !== null && m.index < end; m = close.exec(text)) found = m.index;
  return found < 0 ? text.length : found;
}
