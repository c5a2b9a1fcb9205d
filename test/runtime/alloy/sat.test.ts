// The CDCL SAT solver (runtime/alloy/solver/sat.ts): verdicts and models checked
// against brute force on random CNFs (satisfiable and not, solved incrementally as
// enumeration does), learnt-clause deletion on a pigeonhole problem, the deadline,
// and a problem beyond the 64 MB heap of the MiniSat build it replaced.
import test from "ava";
import fc from "fast-check";
import { CdclSolver } from "../../../runtime/alloy/solver/sat.js";
import { pigeonholeCnf } from "../../support/cnfProblems.js";

type Cnf = number[][];

function bruteForce(variables: number, clauses: Cnf): boolean {
  for (let m = 0; m < 1 << variables; m++) {
    if (clauses.every((c) => c.some((l) => ((m >> (Math.abs(l) - 1)) & 1) === (l > 0 ? 1 : 0)))) return true;
  }
  return false;
}

function satisfies(solver: CdclSolver, clauses: Cnf): boolean {
  return clauses.every((c) => c.some((l) => solver.value(Math.abs(l)) === l > 0));
}

const randomCnf = fc.integer({ min: 1, max: 10 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(
      fc.array(
        fc.integer({ min: 1, max: n }).chain((v) => fc.constantFrom(v, -v)),
        { minLength: 1, maxLength: 4 },
      ),
      { maxLength: 6 * n },
    ),
  ),
);

test("random CNFs: the verdict is brute force's, every model satisfies the clauses, incrementally", (t) => {
  let sat = 0;
  let unsat = 0;
  fc.assert(
    fc.property(randomCnf, ([n, clauses]) => {
      const solver = new CdclSolver();
      solver.ensureVariables(n);
      const half = clauses.length >> 1;
      for (const c of clauses.slice(0, half)) solver.addClause(c);
      const first = solver.solve();
      if (first !== bruteForce(n, clauses.slice(0, half))) return false;
      if (first && !satisfies(solver, clauses.slice(0, half))) return false;
      for (const c of clauses.slice(half)) solver.addClause(c);
      const answer = solver.solve();
      if (answer !== bruteForce(n, clauses)) return false;
      if (answer) sat++;
      else unsat++;
      return !answer || satisfies(solver, clauses);
    }),
    { numRuns: 3000, seed: 42 },
  );
  t.log(`${sat} satisfiable, ${unsat} unsatisfiable`);
  t.true(sat > 300 && unsat > 300, "both verdicts are exercised");
});

test("enumeration by blocking clauses finds every model exactly once", (t) => {
  const clauses: Cnf = [
    [1, 2],
    [-1, -3],
    [2, 3, -4],
  ];
  let expected = 0;
  for (let m = 0; m < 16; m++) {
    if (clauses.every((c) => c.some((l) => ((m >> (Math.abs(l) - 1)) & 1) === (l > 0 ? 1 : 0)))) expected++;
  }
  const solver = new CdclSolver();
  solver.ensureVariables(4);
  for (const c of clauses) solver.addClause(c);
  const seen = new Set<string>();
  while (solver.solve() === true) {
    const model = [1, 2, 3, 4].map((v) => solver.value(v));
    t.true(satisfies(solver, clauses));
    seen.add(model.join());
    solver.addClause(model.map((b, i) => (b ? -(i + 1) : i + 1)));
  }
  t.is(seen.size, expected);
});

test("pigeonhole 8 into 7 is unsatisfiable (thousands of conflicts: learnt clauses are deleted and the arena compacted)", (t) => {
  const solver = new CdclSolver();
  for (const c of pigeonholeCnf(8, 7)) solver.addClause(c);
  t.is(solver.solve(), false);
  t.true(solver.conflicts > 2000, `${solver.conflicts} conflicts`);
  const fits = new CdclSolver();
  const clauses = pigeonholeCnf(8, 8);
  for (const c of clauses) fits.addClause(c);
  t.is(fits.solve(), true);
  t.true(satisfies(fits, clauses));
});

test("a deadline that passes makes solve answer undefined (unknown), promptly", (t) => {
  const solver = new CdclSolver();
  for (const c of pigeonholeCnf(12, 11)) solver.addClause(c);
  const started = performance.now();
  t.is(solver.solve(started + 100), undefined);
  t.true(performance.now() - started < 2000, `stopped after ${Math.round(performance.now() - started)} ms`);
});

test("no fixed heap: 1.5 million clauses over 300,000 variables (beyond the old MiniSat's 64 MB) solve", (t) => {
  const solver = new CdclSolver();
  const n = 300_000;
  // A satisfiable chain of implications x_i → x_{i+1} plus random wide clauses.
  for (let i = 1; i < n; i++) solver.addClause([-i, i + 1]);
  for (let i = 0; i < 1_200_000; i++) {
    solver.addClause([1 + ((i * 7919) % n), 1 + ((i * 104_729) % n), -(1 + ((i * 31) % n))]);
  }
  t.is(solver.clauses, n - 1 + 1_200_000);
  t.is(solver.solve(), true);
});
