// The compiler's table of natively implemented operators: module name → TLA+
// operator name (as written in the module, synonyms listed separately) → the
// exported function implementing it. Emitted code imports the module file and calls
// `<Module>.<export>(ctx, ...args)`.

import type { EvalContext } from "../check/spec.js";
import type { Value } from "../values/index.js";

// Operator functions take ctx then Values, or JS functions for operator parameters.
export type OperatorFn = (ctx: EvalContext, ...args: any[]) => Value;

export interface OperatorEntry {
  /** Number of TLA+ arguments (not counting ctx). */
  readonly arity: number;
  readonly fn: OperatorFn;
  /** The name `fn` is exported under in the module's file. */
  readonly export: string;
  /**
   * Zero-based indices of arguments passed as JS functions: operator parameters
   * (`SortSeq(s, Op(_, _))` gets `(a, b) => Value`) and, for `AssertError`, the
   * expression as a thunk `() => Value`. Every other argument is an evaluated Value.
   */
  readonly operatorArgs?: readonly number[];
  /** `fn` gets, after ctx, the state the formula is evaluated in (`TLCExt!Trace`); Init passes the partial state it is building. */
  readonly readsState?: boolean;
  /** Reads the search's counters and the run (TLC!TLCGet): the search is made by one worker (parallel/coordinator.ts). */
  readonly readsSearch?: boolean;
  /**
   * TLC replaces the operator by an `@Evaluation` method (this is its Java signature), which
   * evaluates the arguments itself: any error raised while evaluating the call, arguments
   * included, is wrapped in TLC's "Attempted to apply the operator overridden by the Java
   * method" (emitted as `$override`, runtime/check/emitted.ts).
   */
  readonly evaluation?: string;
}

export type ModuleOperators = Readonly<Record<string, OperatorEntry>>;

// -- start-up: the implementations are imported when a spec uses their module, not all
// 25 (and their helpers: zlib, child processes, SVG layout) on every run of a small model.
/** Each module's file, imported on demand by `loadModuleTables`. */
const moduleFiles: Readonly<Record<string, () => Promise<{ readonly operators: ModuleOperators }>>> = {
  Naturals: () => import("./Naturals.js"),
  Integers: () => import("./Integers.js"),
  Sequences: () => import("./Sequences.js"),
  FiniteSets: () => import("./FiniteSets.js"),
  Bags: () => import("./Bags.js"),
  TLC: () => import("./TLC.js"),
  TLCExt: () => import("./TLCExt.js"),
  Randomization: () => import("./Randomization.js"),
  Functions: () => import("./Functions.js"),
  Folds: () => import("./Folds.js"),
  FiniteSetsExt: () => import("./FiniteSetsExt.js"),
  SequencesExt: () => import("./SequencesExt.js"),
  Json: () => import("./Json.js"),
  IOUtils: () => import("./IOUtils.js"),
  BagsExt: () => import("./BagsExt.js"),
  Bitwise: () => import("./Bitwise.js"),
  Combinatorics: () => import("./Combinatorics.js"),
  CSV: () => import("./CSV.js"),
  DyadicRationals: () => import("./DyadicRationals.js"),
  Graphs: () => import("./Graphs.js"),
  GraphViz: () => import("./GraphViz.js"),
  Statistics: () => import("./Statistics.js"),
  SVG: () => import("./SVG.js"),
  UndirectedGraphs: () => import("./UndirectedGraphs.js"),
  VectorClocks: () => import("./VectorClocks.js"),
};

/** The implementation file of `module` (one with a native table), as its module namespace (compiler/emittedRuntime.ts links emitted code to it). */
export function importModuleFile(module: string): Promise<object> | undefined {
  return hasNativeModule(module) ? moduleFiles[module]!() : undefined;
}

const loadedTables: Record<string, ModuleOperators> = {};

/** The operator tables loaded so far (`loadModuleTables`), by module name. */
export const standardModules: Readonly<Record<string, ModuleOperators>> = loadedTables;

/** Whether `module` has natively implemented operators (its table need not be loaded). */
export function hasNativeModule(module: string): boolean {
  return Object.hasOwn(moduleFiles, module);
}

/** Loads the operator tables of those of `modules` that have one (all of them without an argument). */
export async function loadModuleTables(modules: Iterable<string> = Object.keys(moduleFiles)): Promise<void> {
  const missing = [...new Set(modules)].filter((m) => hasNativeModule(m) && loadedTables[m] === undefined);
  const tables = await Promise.all(missing.map((m) => moduleFiles[m]!()));
  missing.forEach((m, i) => (loadedTables[m] = tables[i]!.operators));
}

/**
 * The operator table of `module`, undefined when it has none. A table that exists but was
 * not loaded is a bug of the caller (a compile that skipped `loadModuleTables`), never
 * a reason to compile the module's TLA+ definitions instead: it throws.
 */
export function moduleOperators(module: string): ModuleOperators | undefined {
  if (!hasNativeModule(module)) return undefined;
  const table = loadedTables[module];
  if (table === undefined) throw new Error(`the operator table of ${module} is not loaded (runtime/modules/registry.ts loadModuleTables)`);
  return table;
}

/**
 * The operators TLC's CommunityModules (rev a8068a4, the oracle's classpath) replace by a
 * Java method: every `@TLAPlusOperator(identifier, module)` and `@Evaluation(definition,
 * module)` of the classes its `tlc2.overrides.TLCOverrides` registers. TLC applies them by
 * module and operator name to whichever file defines the module, so the natives replace
 * these definitions in a spec's own copy of the module too (their TLA+ definitions often
 * quantify over `Seq(S)` or `SUBSET S` and cannot be evaluated). A community module's
 * other operators are evaluated as their TLA+ definitions say.
 */
export const tlcOverrides: Readonly<Record<string, readonly string[]>> = {
  BagsExt: ["FoldBag"],
  Bitwise: ["And", "Or", "Xor", "Not", "shiftR"],
  CSV: ["CSVRead", "CSVRecords", "CSVWrite", "CSVWriteRecord"],
  Combinatorics: ["choose"],
  DyadicRationals: ["Reduce"],
  FiniteSetsExt: ["FoldSet", "Quantify", "kSubset"],
  Functions: ["AntiFunction", "FoldFunction", "FoldFunctionOnSet", "IsInjective"],
  GraphViz: ["DotDiGraph"],
  Graphs: ["AreConnectedIn", "IsStronglyConnected", "SimplePath"],
  IOUtils: ["IODeserialize", "IOSerialize", "Serialize", "Deserialize", "atoi", "IOEnv", "IOExec", "IOEnvExec", "IOExecTemplate", "IOEnvExecTemplate"],
  Json: ["JsonDeserialize", "JsonSerialize", "ToJson", "ToJsonArray", "ToJsonObject", "ndJsonDeserialize", "ndJsonSerialize"],
  SVG: ["NodeOfRingNetwork", "NodesOfDirectedMultiGraph", "PointOnLine", "SVGElemToString"],
  SequencesExt: [
    "AllSubSeqs", "Contains", "FoldLeft", "FoldLeftDomain", "FoldRight", "FoldRightDomain", "FoldSeq", "IsPrefix",
    "LongestCommonPrefix", "RemoveFirst", "RemoveFirstMatch", "ReplaceAllSubSeqs", "ReplaceFirstSubSeq", "SelectInSeq",
    "SelectInSubSeq", "SelectLastInSeq", "SelectLastInSubSeq", "SetToSeq", "SetToSeqs", "Suffixes",
  ],
  Statistics: ["ChiSquare"],
  UndirectedGraphs: ["AreConnectedIn", "ConnectedComponents", "SimplePath"],
  VectorClocks: ["CausalOrder"],
};

/** Whether TLC's Java override of `module`'s `name` replaces the definition in any copy of the module. */
export function isTlcOverride(module: string, name: string): boolean {
  return tlcOverrides[module]?.includes(name) === true;
}

/**
 * The implementation of `module`'s operator `name` in a spec that loads
 * `loadedModules`, or undefined when it has no native implementation. TLC's Java
 * override of Integers replaces the `\div` that Integers inherits from Naturals, and
 * since that is one definition, every use of `\div` floors once Integers is loaded
 * anywhere; Naturals' own `\div` applies only to specs that never load Integers.
 */
export function operatorFor(loadedModules: ReadonlySet<string>, module: string, name: string): OperatorEntry | undefined {
  if (module === "Naturals" && loadedModules.has("Integers")) {
    return moduleOperators("Integers")![name] ?? moduleOperators("Naturals")![name];
  }
  return moduleOperators(module)?.[name];
}
