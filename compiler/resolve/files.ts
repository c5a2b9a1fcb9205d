// Reading and parsing .tla files, each once (cached by absolute path), and finding
// the file of a module name: beside the importing file, then in each library
// folder, then among the standard modules.

import { readFileSync } from "node:fs";
import { dirname, join, resolve as absolutePath } from "node:path";
import type { SourceText } from "../../grammar/source.js";
import type { Module, SourceFileAst } from "../../grammar/tla/ast.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { bundledCommunityModulePath, isShippedModuleFile, isStandardModuleName, standardModulePath } from "./standardModules.js";

export type ParseFn = (path: string, text: string) => { ast: SourceFileAst | undefined; diagnostics: readonly Diagnostic[]; source: SourceText };
export type ReadFileFn = (path: string) => string | undefined;

export interface LoadedFile {
  /** The path diagnostics use for this file. */
  readonly path: string;
  readonly source: SourceText;
  readonly modules: readonly Module[];
  readonly standard: boolean;
  /**
   * The file has syntax errors. Its modules are not name-bound: an AST recovered
   * from errors may have holes, and name errors on top of syntax errors are noise.
   */
  readonly parseFailed: boolean;
}

export function readFileFromDisk(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

export class FileLoader {
  private readonly cache = new Map<string, LoadedFile | null>();

  constructor(
    private readonly readFile: ReadFileFn,
    /** Reads the package's own standard modules (the file system, whatever readFile is). */
    private readonly readStandardFile: ReadFileFn,
    private readonly parse: ParseFn,
    private readonly libPaths: readonly string[],
    private readonly report: (d: Diagnostic) => void,
  ) {}

  /** The parsed file, or undefined when it cannot be read. Parse diagnostics are reported the first time. */
  load(path: string, standard = false): LoadedFile | undefined {
    const key = absolutePath(path);
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const text = standard || isShippedModuleFile(path) ? this.readStandardFile(path) : this.readFile(path);
    if (text === undefined) {
      this.cache.set(key, null);
      return undefined;
    }
    const parsed = this.parse(path, text);
    for (const d of parsed.diagnostics) this.report(d);
    const parseFailed = parsed.ast === undefined || hasErrors(parsed.diagnostics);
    const file: LoadedFile = { path, source: parsed.source, modules: parsed.ast?.modules ?? [], standard, parseFailed };
    this.cache.set(key, file);
    return file;
  }

  /** The text of every file read so far, by the path diagnostics use (for code frames). */
  sources(): Map<string, SourceText> {
    const out = new Map<string, SourceText>();
    for (const file of this.cache.values()) if (file !== null) out.set(file.path, file.source);
    return out;
  }

  /** The file that holds module `name` for a module in `importingFile`, and the paths tried. */
  findModuleFile(name: string, importingFile: LoadedFile): { file: LoadedFile | undefined; tried: string } {
    const besides = join(dirname(importingFile.path), `${name}.tla`);
    // A standard module's own imports (TLC's LOCAL INSTANCE Naturals) always mean the standard ones.
    if (!importingFile.standard) {
      const file = this.load(besides);
      if (file !== undefined) return { file, tried: besides };
      for (const lib of this.libPaths) {
        const inLib = this.load(join(lib, `${name}.tla`));
        if (inLib !== undefined) return { file: inLib, tried: besides };
      }
    }
    if (isStandardModuleName(name)) return { file: this.load(standardModulePath(name), true), tried: besides };
    const bundled = bundledCommunityModulePath(name);
    if (bundled !== undefined) return { file: this.load(bundled), tried: besides };
    return { file: undefined, tried: besides };
  }
}
