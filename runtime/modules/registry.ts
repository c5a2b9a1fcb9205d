// The compiler's table of natively implemented operators: module name → TLA+
// operator name (as written in the module, synonyms listed separately) → the
// exported function implementing it. Emitted code imports the module file and calls
// `<Module>.<export>(ctx, ...args)`.

import type { EvalContext } from "../check/spec.js";
import type { Value } from "../values/index.js";
import * as Bags from "./Bags.js";
import * as BagsExt from "./BagsExt.js";
import * as Bitwise from "./Bitwise.js";
import * as Combinatorics from "./Combinatorics.js";
import * as CSV from "./CSV.js";
import * as DyadicRationals from "./DyadicRationals.js";
import * as FiniteSets from "./FiniteSets.js";
import * as FiniteSetsExt from "./FiniteSetsExt.js";
import * as Folds from "./Folds.js";
import * as Functions from "./Functions.js";
import * as Graphs from "./Graphs.js";
import * as GraphViz from "./GraphViz.js";
import * as Integers from "./Integers.js";
import * as IOUtils from "./IOUtils.js";
import * as Json from "./Json.js";
import * as Naturals from "./Naturals.js";
import * as Sequences from "./Sequences.js";
import * as SequencesExt from "./SequencesExt.js";
import * as Statistics from "./Statistics.js";
import * as SVG from "./SVG.js";
import * as TLC from "./TLC.js";
import * as TLCExt from "./TLCExt.js";
import * as UndirectedGraphs from "./UndirectedGraphs.js";
import * as VectorClocks from "./VectorClocks.js";

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
}

export type ModuleOperators = Readonly<Record<string, OperatorEntry>>;

export const standardModules: Readonly<Record<string, ModuleOperators>> = {
  Naturals: Naturals.operators,
  Integers: Integers.operators,
  Sequences: Sequences.operators,
  FiniteSets: FiniteSets.operators,
  Bags: Bags.operators,
  TLC: TLC.operators,
  TLCExt: TLCExt.operators,
  Functions: Functions.operators,
  Folds: Folds.operators,
  FiniteSetsExt: FiniteSetsExt.operators,
  SequencesExt: SequencesExt.operators,
  Json: Json.operators,
  IOUtils: IOUtils.operators,
  BagsExt: BagsExt.operators,
  Bitwise: Bitwise.operators,
  Combinatorics: Combinatorics.operators,
  CSV: CSV.operators,
  DyadicRationals: DyadicRationals.operators,
  Graphs: Graphs.operators,
  GraphViz: GraphViz.operators,
  Statistics: Statistics.operators,
  SVG: SVG.operators,
  UndirectedGraphs: UndirectedGraphs.operators,
  VectorClocks: VectorClocks.operators,
};

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
    return Integers.operators[name] ?? Naturals.operators[name];
  }
  return standardModules[module]?.[name];
}
