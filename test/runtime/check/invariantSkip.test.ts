// An invariant is skipped on a successor whose variables it reads are its parent's
// objects (runtime/check/invariantSkip.ts): the answers (verdict, counts, trace) are the
// ones evaluating every invariant gives, with one worker and with two, on specs whose
// TLC results corpus/regressions/expected.json holds; and it is skipped where it may be.

import test from "ava";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../../compiler/index.js";
import { check } from "../../../runtime/check/bfs.js";
import { checkInParallel } from "../../../runtime/check/parallel/coordinator.js";
import type { CompiledSpec } from "../../../runtime/check/spec.js";
import { checkOutcome } from "../../support/checkOutcome.js";
import { projectRoot } from "../../support/shared.js";

const dir = join(projectRoot, "corpus", "regressions");


async function load(name: string): Promise<{ spec: CompiledSpec; code: string }> {
  const compiled = compileToJs(join(dir, `${name}.tla`), { config: join(dir, `${name}.cfg`) });
  if (compiled.code === undefined) throw new Error(`${name} does not compile`);
  return { spec: await loadCompiledSpec(compiled.code), code: compiled.code };
}

/** `spec` with each invariant's evaluations counted in `counts`, by name; `reads` and `conjuncts` dropped unless `keepReads`. */
function counted(spec: CompiledSpec, counts: Record<string, number>, keepReads: boolean): CompiledSpec {
  const invariants = spec.invariants.map((inv) => {
    counts[inv.name] = 0;
    const { reads, conjuncts, ...rest } = inv;
    return {
      ...rest,
      ...(keepReads && reads !== undefined ? { reads } : {}),
      ...(keepReads && conjuncts !== undefined ? { conjuncts } : {}),
      test: (ctx: Parameters<typeof inv.test>[0], s: Parameters<typeof inv.test>[1]) => {
        counts[inv.name]!++;
        return inv.test(ctx, s);
      },
    };
  });
  return { ...spec, invariants };
}

for (const name of ["InvariantReads", "InvariantSkipChanged", "InvariantSkipLevel", "InvariantSkipSymmetry", "InvariantConjunctSkip", "InvariantElementwise", "InvariantElementwisePair"]) {
  test(`${name}: skipping invariants changes no answer, with one worker or two`, async (t) => {
    const { spec, code } = await load(name);
    const skipped: Record<string, number> = {};
    const all: Record<string, number> = {};
    const withSkips = check(counted(spec, skipped, true), {});
    const everyOne = check(counted(spec, all, false), {});
    t.deepEqual(checkOutcome(withSkips), checkOutcome(everyOne));
    for (const inv of spec.invariants) {
      if (inv.reads === undefined) t.is(skipped[inv.name], all[inv.name], inv.name);
      else t.true(skipped[inv.name]! <= all[inv.name]!, inv.name);
    }
    const many = await checkInParallel(spec, code, { workers: 2, startAfterMs: 0, waitForThreads: true }, {});
    t.deepEqual(checkOutcome(many.result), checkOutcome(withSkips));
  });
}

test("an invariant is evaluated on the initial states and where a variable it reads changed to values it was not TRUE on, and only there", async (t) => {
  const { spec } = await load("InvariantSkipChanged");
  const skipped: Record<string, number> = {};
  const all: Record<string, number> = {};
  check(counted(spec, skipped, true), {});
  check(counted(spec, all, false), {});
  // New states in order: (0,0) initial, (1,0), (0,1), (2,0), (1,1), (3,0) violating Small.
  t.deepEqual(all, { YBound: 6, Small: 6 });
  // YBound on (0,0) and where y changed to a new value, (0,1) ((1,1) has y = 1 again); Small where x
  // changed, to new values each time: (0,0), (1,0), (2,0), (3,0), which fails and is evaluated again whole.
  t.deepEqual(skipped, { YBound: 2, Small: 5 });
});

test("InvariantReads: an invariant that may read anything is evaluated on every one of the 81 states, one reading x on 3", async (t) => {
  const { spec } = await load("InvariantReads");
  const skipped: Record<string, number> = {};
  const all: Record<string, number> = {};
  check(counted(spec, skipped, true), {});
  check(counted(spec, all, false), {});
  // Each action changes one variable. A state with x > 0 but another variable > 0 is first
  // reached from a state with the same x, which the breadth-first order expands earlier
  // ((1,0,0,0) reaches (1,1,0,0) before (0,1,0,0) does): only the initial state,
  // (1,0,0,0) and (2,0,0,0) are new with an x of their own.
  t.is(skipped["ReadsX"], 3);
  for (const name of ["Level", "Random", "Printing", "Enabled", "TraceLength"]) {
    t.is(skipped[name], all[name], name);
    t.true(skipped[name]! >= 81, name);
  }
});

test("InvariantConjunctSkip: a conjunct is evaluated on a successor only where a variable it reads changed to values it was not TRUE on", async (t) => {
  const { spec } = await load("InvariantConjunctSkip");
  const [inv] = spec.invariants;
  const conjuncts = inv!.conjuncts ?? [];
  // TypeOK's conjuncts through XOk and YOk: pc, then x twice, then y twice.
  t.deepEqual(conjuncts.map((c) => c.reads), [[0], [1], [1], [2], [2]]);
  const perConjunct = conjuncts.map(() => 0);
  let whole = 0;
  const countedInv = {
    ...inv!,
    conjuncts: conjuncts.map((c, i) => ({ ...c, test: (ctx: Parameters<typeof c.test>[0], s: Parameters<typeof c.test>[1]) => (perConjunct[i]!++, c.test(ctx, s)) })),
    test: (ctx: Parameters<typeof inv.test>[0], s: Parameters<typeof inv.test>[1]) => (whole++, inv!.test(ctx, s)),
  };
  const r = check({ ...spec, invariants: [countedInv] }, {});
  t.is(r.result, "invariant");
  // The 9 new successors: 3 change pc and x (to 1, 2, 3), 6 change pc and y (to 1, 1, 2, 1, 2, 3; y = 3
  // violates YOk). A conjunct is evaluated where its variable changed to a value it was not TRUE on:
  // pc on "b" and "a", x's on 1, 2, 3, y's on 1, 2, 3.
  t.deepEqual(perConjunct, [2, 3, 3, 3, 3]);
  // The whole invariant: on the initial state, and on the violating state to give the verdict.
  t.is(whole, 2);
});

/** `spec` with each invariant's element-wise tests counted (calls, and FALSE answers) in `counts`. */
function elementwiseCounted(spec: CompiledSpec, counts: Record<string, { each: number; pair: number; pairFalse: number }>): CompiledSpec {
  const invariants = spec.invariants.map((inv) => {
    const ew = inv.elementwise;
    if (ew === undefined) return inv;
    const c = (counts[inv.name] = { each: 0, pair: 0, pairFalse: 0 });
    const pair = ew.pair;
    return {
      ...inv,
      elementwise: {
        over: ew.over,
        each: (ctx: Parameters<typeof ew.each>[0], s: Parameters<typeof ew.each>[1], x: Parameters<typeof ew.each>[2]) => (c.each++, ew.each(ctx, s, x)),
        ...(pair === undefined
          ? {}
          : {
              pair: (ctx: Parameters<typeof ew.each>[0], s: Parameters<typeof ew.each>[1], x: Parameters<typeof ew.each>[2], y: Parameters<typeof ew.each>[2]) => {
                c.pair++;
                const r = pair(ctx, s, x, y);
                if (!r) c.pairFalse++;
                return r;
              },
            }),
      },
    };
  });
  return { ...spec, invariants };
}

test("InvariantElementwise: `\\A t \\in tasks : B` (with a pairwise conjunct) and `tasks \\in SUBSET S` are tested on the new elements of a successor's tasks", async (t) => {
  const { spec } = await load("InvariantElementwise");
  t.deepEqual(
    spec.invariants.map((inv) => [inv.name, inv.elementwise?.over, inv.elementwise?.pair !== undefined]),
    [
      ["TypeOK", 0, false],
      ["Inv", 0, true],
      ["Ordered", 0, true],
    ],
  );
  const counts: Record<string, { each: number; pair: number; pairFalse: number }> = {};
  const r = check(elementwiseCounted(spec, counts), {});
  t.is(r.result, "ok");
  for (const name of ["TypeOK", "Inv", "Ordered"]) t.true(counts[name]!.each > 0, name);
  t.true(counts["Inv"]!.pair > 0);
  t.is(counts["Inv"]!.pairFalse, 0);
});

test("InvariantElementwisePair: a violation seen only by a pair (old t, new t2) is found, through the whole invariant", async (t) => {
  const { spec } = await load("InvariantElementwisePair");
  const counts: Record<string, { each: number; pair: number; pairFalse: number }> = {};
  const r = check(elementwiseCounted(spec, counts), {});
  t.is(r.result, "invariant");
  t.is(counts["Ordered"]!.pairFalse, 1);
});
