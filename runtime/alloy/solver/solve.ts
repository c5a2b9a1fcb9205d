// Solving one command: bounds from its scopes, primary variables for every sig
// membership and field tuple the bounds leave open, the facts and the command's
// formula translated to one circuit (with lex-leader symmetry breaking unless
// switched off), Tseitin CNF into our CDCL solver (sat.ts) under an optional
// deadline, then decoding and enumeration of further instances by blocking each
// found assignment of the sig and field variables.

import type { AlloyModel, Command, Sig } from "../../../compiler/alloy/model.js";
import { diagnostic, type Diagnostic, type Range } from "../../diagnostics.js";
import type { AlloyInstance } from "../instance.js";
import { computeBounds, isBoundsProblem, type Bounds } from "./bounds.js";
import { Circuit, FALSE, TRUE, type Lit } from "./circuit.js";
import { CnfEncoder } from "./cnf.js";
import { decodeInstance, type LiteralValue } from "./decode.js";
import { Matrix } from "./matrix.js";
import { Skolemizer } from "./skolem.js";
import { DEFAULT_LEX_LENGTH, interchangeableClasses, lexLeader } from "./symmetry.js";
import { TranslationError, TranslationTimeout, Translator } from "./translate.js";

export interface SolveOptions {
  /** How many distinct instances to look for (default 1). */
  readonly maxInstances?: number;
  /**
   * Lex-leader symmetry breaking. Off, every assignment of the primary variables counts.
   * By default on, except for a command that says `expect 1`: the Analyzer breaks no
   * symmetries there (an instance is expected, and the predicates only pay off when
   * there is none), and we follow it so CNF sizes and instance counts compare.
   */
  readonly symmetryBreaking?: boolean;
  /**
   * The Analyzer's "Prevent overflows" (default on, as in the Analyzer's preferences and the
   * conformance set's runs): no instance or counterexample rests on an integer that overflowed
   * the bit width. Off: integers wrap around (the Analyzer's API default, `A4Options.noOverflow`).
   */
  readonly preventOverflow?: boolean;
  /** Variable pairs compared per symmetry-breaking constraint. */
  readonly lexLength?: number;
  /**
   * Seconds (from the call) after which the search gives up: the result is then `unknown`
   * with the CNF's size, or, while enumerating, the instances found so far.
   */
  readonly timeout?: number;
  /** Sees every CNF clause (DIMACS literals) as it goes to the SAT solver. */
  readonly onClause?: (clause: readonly number[]) => void;
  /**
   * Called once the CNF is complete, before the SAT solver starts: a caller that stops a
   * long solve from outside (test/support/alloyTimedSolve.ts, the conformance test) still knows its size.
   */
  readonly onTranslated?: (size: { readonly variables: number; readonly primaryVariables: number; readonly clauses: number }) => void;
}

export type SolveOutcome = "instance" | "no-instance" | "counterexample" | "no-counterexample" | "unknown";

export interface SolveResult {
  readonly command: string;
  /**
   * `instance`/`no-instance` for run, `counterexample`/`no-counterexample` for check, `unknown`
   * when the timeout passed before the first answer; `error` with diagnostics.
   */
  readonly result: SolveOutcome | "error";
  readonly instances: AlloyInstance[];
  /** CNF variables and clauses when the first solve started (blocking clauses not counted). */
  readonly variables: number;
  readonly primaryVariables: number;
  readonly clauses: number;
  /** Translation and solving time to the first answer. */
  readonly seconds: number;
  readonly translateSeconds: number;
  /** Time for the whole enumeration. */
  readonly totalSeconds: number;
  readonly diagnostics: readonly Diagnostic[];
}

/** Scopes that give one field more possible tuples than this are refused rather than left to exhaust memory. */
export const MAX_FIELD_TUPLES = 2_000_000;

export function solveCommand(model: AlloyModel, command: Command, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  const failed = (d: Diagnostic): SolveResult => ({
    command: command.name,
    result: "error",
    instances: [],
    variables: 0,
    primaryVariables: 0,
    clauses: 0,
    seconds: (performance.now() - started) / 1000,
    translateSeconds: 0,
    totalSeconds: (performance.now() - started) / 1000,
    diagnostics: [d],
  });

  const bounds = computeBounds(model, command);
  if (isBoundsProblem(bounds)) {
    const name = bounds.tooLarge ? "AlloyProblemTooLarge" : "AlloyScopeUnsatisfiable";
    return failed(diagnostic(name, model.file, bounds.range, { command: command.name, message: bounds.message }));
  }
  const oversized = oversizedField(model, bounds);
  if (oversized)
    return failed(
      diagnostic("AlloyProblemTooLarge", model.file, oversized.range, {
        command: command.name,
        message: oversized.message,
      }),
    );
  const circuit = new Circuit();
  const primary: Lit[] = [];
  const newPrimary = (): Lit => {
    const v = circuit.variable();
    primary.push(v);
    return v;
  };
  const sigMatrices = model.sigs.map((sig) => {
    const b = bounds.sigs[sig.id]!;
    const m = new Matrix(1, bounds.size);
    const lower = new Set(b.lower);
    for (const atom of b.upper) m.set(atom, lower.has(atom) ? TRUE : newPrimary());
    return m;
  });
  const columnAtoms = (sig: Sig): readonly number[] => columnUpper(sig, bounds);
  const fieldMatrices = model.fields.map((field) => {
    const m = new Matrix(field.arity, bounds.size);
    for (const product of field.type.products) {
      for (const key of productKeys(product.map(columnAtoms), bounds.size))
        if (!m.entries.has(key)) m.set(key, newPrimary());
    }
    return m;
  });

  // Instances are told apart by the sigs and fields only: a skolem is a witness, and
  // one instance with two witnesses is still one instance.
  const relationVariables = primary.slice();
  const translator = new Translator(circuit, model, bounds, sigMatrices, fieldMatrices);
  const deadline = options.timeout === undefined ? Infinity : started + options.timeout * 1000;
  translator.deadline = deadline;
  translator.preventOverflow = options.preventOverflow ?? true;
  const constraints: Lit[] = [];
  const skolemizer = new Skolemizer(translator, newPrimary, skolemPrefix(command));
  try {
    constraints.push(...boundConstraints(circuit, model, bounds, sigMatrices, fieldMatrices, translator));
    // Once a constraint is false the conjunction is: the rest need not be translated.
    const settled = (): boolean => constraints.includes(FALSE);
    for (const fact of model.facts) {
      if (settled()) break;
      if (fact.origin === "fact") {
        skolemizer.prefix = fact.name;
        constraints.push(skolemizer.top(fact.body, true));
      } else constraints.push(translator.formula(fact.body));
    }
    skolemizer.prefix = skolemPrefix(command);
    if (!settled()) constraints.push(skolemizer.top(command.formula, true));
    if (!settled() && (options.symmetryBreaking ?? command.expect !== 1)) {
      const ordered = new Set(model.orderings.map((o) => o.sig.id));
      const classes = interchangeableClasses(bounds, ordered);
      constraints.push(
        lexLeader(
          circuit,
          bounds,
          [
            ...model.sigs.map((sig) => ({ name: `this/${sig.name}`, matrix: sigMatrices[sig.id]! })),
            ...model.fields.map((f) => ({ name: `this/${f.owner.name}.${f.name}`, matrix: fieldMatrices[f.id]! })),
            // Kodkod's skolem relations are in its bounds when it breaks symmetries, and their
            // `$` names read before `this/`: the witnesses (a check's counterexample variables,
            // a fact's `some`) are put in a canonical place first.
            ...skolemizer.skolems,
          ],
          classes,
          options.lexLength ?? DEFAULT_LEX_LENGTH,
        ),
      );
    }
  } catch (e) {
    if (e instanceof TranslationError) {
      return failed(
        diagnostic("AlloyUntranslatable", model.file, e.range, { command: command.name, message: e.message }),
      );
    }
    if (e instanceof TranslationTimeout) {
      // No CNF yet: what is known is the primary variables.
      const seconds = (performance.now() - started) / 1000;
      return {
        command: command.name,
        result: "unknown",
        instances: [],
        variables: 0,
        primaryVariables: primary.length,
        clauses: 0,
        seconds,
        translateSeconds: seconds,
        totalSeconds: seconds,
        diagnostics: [],
      };
    }
    throw e;
  }

  const encoder = new CnfEncoder(circuit, primary, options.onClause);
  const search = enumerate(encoder, relationVariables, constraints, options.maxInstances ?? 1, deadline, (value) =>
    decodeInstance(model, bounds, sigMatrices, fieldMatrices, skolemizer.skolems, value),
    (variables, clauses) => options.onTranslated?.({ variables, primaryVariables: primary.length, clauses }),
  );
  const { instances, variables, clauses } = search;
  const translateSeconds = (search.translatedAt - started) / 1000;
  const seconds = ((search.firstAt ?? performance.now()) - started) / 1000;
  const found = instances.length > 0;
  return {
    command: command.name,
    result:
      search.timedOut && !found
        ? "unknown"
        : command.kind === "run"
          ? found
            ? "instance"
            : "no-instance"
          : found
            ? "counterexample"
            : "no-counterexample",
    instances,
    variables,
    primaryVariables: primary.length,
    clauses,
    seconds,
    translateSeconds,
    totalSeconds: (performance.now() - started) / 1000,
    diagnostics: [],
  };
}

interface Search {
  readonly instances: AlloyInstance[];
  readonly variables: number;
  readonly clauses: number;
  /** performance.now() when the CNF was complete, and when the first instance was decoded. */
  readonly translatedAt: number;
  readonly firstAt: number | undefined;
  /** The deadline passed before the enumeration ended. */
  readonly timedOut: boolean;
}

/** CNF of the constraints, then up to `maxInstances` instances, each blocked (over `blockOn`) once found. */
function enumerate(
  encoder: CnfEncoder,
  blockOn: readonly Lit[],
  constraints: readonly Lit[],
  maxInstances: number,
  deadline: number,
  decode: (value: LiteralValue) => AlloyInstance,
  translated: (variables: number, clauses: number) => void,
): Search {
  const instances: AlloyInstance[] = [];
  // A constraint the circuit folded to false decides the command: like Kodkod (a trivially
  // unsatisfiable formula), no CNF is made and the SAT solver is not called.
  const trivial = constraints.includes(FALSE);
  if (!trivial) for (const c of constraints) encoder.assert(c);
  const translatedAt = performance.now();
  const variables = trivial ? 0 : encoder.variables;
  const clauses = encoder.clauses;
  translated(variables, clauses);
  if (trivial) return { instances, variables, clauses, translatedAt, firstAt: undefined, timedOut: false };
  let firstAt: number | undefined;
  const value = (lit: Lit): boolean => encoder.value(lit);
  let sat: boolean | undefined = false;
  while (instances.length < maxInstances && (sat = encoder.solve(deadline)) === true) {
    instances.push(decode(value));
    firstAt ??= performance.now();
    encoder.addClause(blockOn.map((p) => (value(p) ? -p : p)));
  }
  return { instances, variables, clauses, translatedAt, firstAt, timedOut: sat === undefined };
}

/** A field whose possible tuples exceed MAX_FIELD_TUPLES, with a message saying so. */
function oversizedField(model: AlloyModel, bounds: Bounds): { message: string; range: Range } | undefined {
  for (const field of model.fields) {
    let tuples = 0;
    for (const product of field.type.products)
      tuples += product.reduce((n, sig) => n * columnUpper(sig, bounds).length, 1);
    if (tuples > MAX_FIELD_TUPLES) {
      return {
        message: `field ${field.owner.name}.${field.name} could hold ${tuples} tuples within these scopes; at most ${MAX_FIELD_TUPLES} are supported`,
        range: field.range,
      };
    }
  }
  return undefined;
}

function skolemPrefix(command: Command): string {
  if (command.target.kind === "pred") return command.target.func.name;
  if (command.target.kind === "assert") return command.target.assert.name;
  return command.name;
}

function columnUpper(sig: Sig, bounds: Bounds): readonly number[] {
  if (!sig.builtin) return bounds.sigs[sig.id]!.upper;
  const count = sig.name === "Int" ? bounds.integerCount : bounds.size;
  const atoms: number[] = [];
  for (let i = 0; i < count; i++) atoms.push(i);
  return atoms;
}

function productKeys(columns: readonly (readonly number[])[], n: number): number[] {
  let keys = [0];
  for (const column of columns) {
    const next: number[] = [];
    for (const k of keys) for (const atom of column) next.push(k * n + atom);
    keys = next;
  }
  return keys;
}

/**
 * What the bounds alone do not enforce: a sub-sig inside its parent, a sig's scope
 * when its upper bound is larger, and field tuples made of atoms of the sigs their
 * columns are typed with (so no tuple mentions an atom that is in no sig).
 */
function boundConstraints(
  c: Circuit,
  model: AlloyModel,
  bounds: Bounds,
  sigMatrices: readonly Matrix[],
  fieldMatrices: readonly Matrix[],
  t: Translator,
): Lit[] {
  const out: Lit[] = [];
  for (const sig of model.sigs) {
    const m = sigMatrices[sig.id]!;
    if (sig.parent) out.push(t.ops.subset(m, sigMatrices[sig.parent.id]!));
    const limit = bounds.sigs[sig.id]!.atMost;
    if (limit !== undefined) out.push(c.atMost(m.literals(), limit));
  }
  const member = (sig: Sig, atom: number): Lit => {
    if (!sig.builtin) return sigMatrices[sig.id]!.get(atom);
    if (atom < bounds.integerCount) return TRUE;
    if (sig.name === "Int") return -TRUE;
    const tops: Lit[] = [];
    for (const s of model.sigs) if (s.parent === undefined && !s.isSubset) tops.push(sigMatrices[s.id]!.get(atom));
    return c.orAll(tops);
  };
  const n = bounds.size;
  for (const field of model.fields) {
    const m = fieldMatrices[field.id]!;
    for (const [key, lit] of m.entries) {
      const atoms: number[] = new Array<number>(field.arity);
      let rest = key;
      for (let col = field.arity - 1; col >= 0; col--) {
        atoms[col] = rest % n;
        rest = Math.floor(rest / n);
      }
      const typed: Lit[] = field.type.products.map((product) =>
        c.andAll(product.map((sig, col) => member(sig, atoms[col]!))),
      );
      out.push(c.implies(lit, c.orAll(typed)));
    }
  }
  return out;
}
