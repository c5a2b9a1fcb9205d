// The SAT solver: MiniSat 2 compiled to JavaScript, as shipped by the `logic-solver`
// package (chosen over `z3-solver`, whose 35 MB wasm buys nothing for pure CNF; see
// docs/alloy-solver.md). We use its thin MiniSat wrapper directly rather than the
// package's formula layer: our own circuit already produces the CNF, and the
// wrapper's incremental interface (add clauses, solve again) is what enumeration needs.

import { createRequire } from "node:module";

interface MiniSatNative {
  ensureVar(v: number): void;
  addClause(terms: readonly number[]): boolean;
  solve(): boolean;
  getSolution(): (boolean | null)[];
}

type MiniSatConstructor = new () => MiniSatNative;

let constructorCache: MiniSatConstructor | undefined;

function miniSatConstructor(): MiniSatConstructor {
  // Loaded on first use: the emscripten module costs ~0.1 s to load and TLA+ users never need it.
  constructorCache ??= createRequire(import.meta.url)("logic-solver/minisat_wrapper.js") as MiniSatConstructor;
  return constructorCache;
}

/** The compiled MiniSat has a fixed 64 MB heap; a problem that outgrows it ends up here. */
export class SolverCapacityError extends Error {}

/**
 * Runs a call into the emscripten module with its console output muted (it reports
 * a full heap with `console.log`, which would corrupt `--json` output on stdout) and
 * turns its abort into a SolverCapacityError.
 */
function native<T>(call: () => T): T {
  const log = console.log;
  console.log = () => {};
  try {
    return call();
  } catch (e) {
    throw new SolverCapacityError(e instanceof Error ? e.message.split("\n")[0] : String(e));
  } finally {
    console.log = log;
  }
}

/** An incremental SAT solver over variables 1..n; a clause is a list of non-zero signed variables. */
export class SatSolver {
  private readonly native: MiniSatNative;
  private unsat = false;
  private clauseCount = 0;

  constructor(variables: number) {
    this.native = native(() => new (miniSatConstructor())());
    if (variables > 0) native(() => this.native.ensureVar(variables));
  }

  get clauses(): number {
    return this.clauseCount;
  }

  addClause(terms: readonly number[]): void {
    this.clauseCount++;
    if (this.unsat) return;
    if (terms.length === 0 || !native(() => this.native.addClause(terms))) this.unsat = true;
  }

  /** Solves over variables 1..variables; on success the model is available through `model`. */
  solve(variables: number): boolean {
    if (this.unsat) return false;
    const sat = native(() => {
      if (variables > 0) this.native.ensureVar(variables);
      return this.native.solve();
    });
    if (!sat) this.unsat = true;
    return sat;
  }

  /** The model of the last successful `solve`: index v holds the value of variable v. */
  model(): boolean[] {
    return native(() => this.native.getSolution()).map((v) => v === true);
  }
}
