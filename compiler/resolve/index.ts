// Module resolution and name binding: the phase after parsing. Loads the root file
// and every module it EXTENDS or INSTANCEs (each file parsed once), then binds
// every name to its meaning in side tables keyed by AST node.

import { parseTla } from "../../grammar/tla/index.js";
import { diagnostic, internalErrorMessage } from "../../runtime/diagnostics.js";
import { DefinitionBinder } from "./definitionBinder.js";
import { ExprBinder } from "./exprBinder.js";
import { FileLoader, readFileFromDisk, type ParseFn, type ReadFileFn } from "./files.js";
import type { Resolved, ResolvedModule, Visible } from "./model.js";
import { ModuleBinder } from "./moduleBinder.js";
import { ProofBinder } from "./proofBinder.js";
import { Session } from "./session.js";

export type * from "./model.js";
export { standardModuleNames, standardLibraryDir } from "./standardModules.js";

export interface ResolveOptions {
  /** Folders searched (in order) for modules not found beside the importing file. */
  readonly libPaths?: readonly string[];
  /** Reads a file; undefined when it does not exist. Defaults to the file system. */
  readonly readFile?: ReadFileFn;
  /** Parses a .tla file; defaults to the TLA+ parser. */
  readonly parse?: ParseFn;
}

export function resolve(rootPath: string, options: ResolveOptions = {}): Resolved {
  const diagnostics: Resolved["diagnostics"][number][] = [];
  const loader = new FileLoader(options.readFile ?? readFileFromDisk, readFileFromDisk, options.parse ?? parseTla, options.libPaths ?? [], (d) => diagnostics.push(d));
  let moduleBinder: ModuleBinder | undefined;
  const session = new Session(loader, (record) => moduleBinder!.bind(record));
  session.exprs = new ExprBinder(session);
  session.definitions = new DefinitionBinder(session);
  moduleBinder = new ModuleBinder(session, new ProofBinder(session));

  let root: ResolvedModule | undefined;
  try {
    const file = loader.load(rootPath);
    if (file === undefined) {
      diagnostics.push(diagnostic("FileNotFound", rootPath, { start: 0, end: 0 }, { file: rootPath, reason: "no such file or it cannot be read" }));
    } else if (!file.parseFailed && file.modules.length > 0) {
      root = session.topLevel(file.modules[0]!, file);
    }
  } catch (error) {
    // A bug here must surface as a diagnostic, not as a crash of the whole tool.
    diagnostics.push(diagnostic("InternalError", rootPath, { start: 0, end: 0 }, { message: internalErrorMessage(error) }));
  }
  return {
    root,
    modules: session.modules,
    references: session.references,
    operators: session.operators,
    diagnostics: [...diagnostics, ...session.diagnostics],
    sources: loader.sources(),
  };
}

/** The module named `moduleName` among those loaded (the root when names repeat). */
export function moduleOf(resolved: Resolved, moduleName: string): ResolvedModule | undefined {
  if (resolved.root?.name === moduleName) return resolved.root;
  return resolved.modules.find((m) => m.name === moduleName);
}

/**
 * Every definition visible at the end of a module (operators, functions, named
 * instances, named theorems and assumptions; LOCAL and imported ones included),
 * in the order they became visible. The checker finds `Init`, `Next` and the
 * .cfg's invariants among these.
 */
export function definitionsOf(resolved: Resolved, moduleName: string): readonly Visible[] {
  const module = moduleOf(resolved, moduleName);
  if (module === undefined) return [];
  return [...module.visible.values()].filter((v) => v.entity.kind !== "constant" && v.entity.kind !== "variable");
}
