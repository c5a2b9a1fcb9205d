// A run evaluates the sub-actions built over its own context (CompiledSpec.buildActions,
// withActionsOver), so the values they bind when built (`p` of `\E p \in Proc : Step(p)`)
// are the very objects of the run's intern table: comparing them with the states' model
// values and strings is identity, never the token path between two tables.

import test from "ava";
import { check } from "../../../runtime/check/bfs.js";
import { ActionCoverage } from "../../../runtime/check/actionCoverage.js";
import { withActionsOver, type ActionGenerator, type State } from "../../../runtime/check/spec.js";
import { Kind, type Value } from "../../../runtime/values/index.js";
import { load } from "../../compiler/emit/support.js";

const TLA = `---- MODULE OneTable ----
EXTENDS Naturals
CONSTANT Proc
VARIABLE pc, n
Init == pc = [p \\in Proc |-> "idle"] /\\ n = 0
Step(p) == pc[p] = "idle" /\\ pc' = [pc EXCEPT ![p] = "done"] /\\ n' = n + 1
Reset(p, s) == pc[p] = s /\\ pc' = [pc EXCEPT ![p] = "idle"] /\\ UNCHANGED n
Next == \\/ \\E p \\in Proc : Step(p)
        \\/ \\E p \\in Proc, s \\in {"done"} : Reset(p, s)
Small == n < 4
====
`;
const CFG = "CONSTANT Proc = {p1, p2}\nINIT Init\nNEXT Next\nCONSTRAINT Small\n";

/** Every model value and string inside `v` (the domains and values of functions). */
function atoms(v: Value, out: Value[] = []): Value[] {
  if (typeof v !== "object") return out;
  if (v.kind === Kind.ModelValue || v.kind === Kind.String) out.push(v);
  else if (v.kind === Kind.Fcn) for (const x of [...v.domain, ...v.values]) atoms(x, out);
  return out;
}

test("the sub-actions a run evaluates bind the model values and strings of the run's own intern table", async (t) => {
  const spec = await load("OneTable", TLA, CFG);
  t.is(typeof spec.buildActions, "function");
  const ctx = spec.createContext(() => {});
  const run = withActionsOver(spec, ctx);
  t.deepEqual(
    run.actions.map((a) => a.name),
    spec.actions.map((a) => a.name),
  );
  const p1 = ctx.intern.modelValue("p1");
  const step = run.actions.find((a) => a.name === "Step(p1)")!;
  const reset = run.actions.find((a) => a.name === 'Reset(p1,"done")')!;
  t.is(step.params!["p"], p1);
  t.is(reset.params!["p"], p1);
  t.is(reset.params!["s"], ctx.intern.string("done"));
  // The spec's own list was built over another context: other objects, the same names.
  const own = spec.actions.find((a) => a.name === "Step(p1)")!;
  t.not(own.params!["p"], p1);
});

test("the checker's successors come from sub-actions whose bound values are the states' own objects, with the same counts", async (t) => {
  const spec = await load("OneTable", TLA, CFG);
  const seen: { action: ActionGenerator; next: State }[] = [];
  const result = check(spec, {
    observer: {
      initialState: () => {},
      successor: (_from, action, next) => void seen.push({ action, next }),
    },
  });
  // TLC: 25 states generated, 12 distinct states found, depth 7.
  t.is(result.distinctStates, 12);
  t.is(result.statesGenerated, 25);
  t.is(result.depth, 7);
  t.true(seen.length > 0);
  for (const { action, next } of seen) {
    const p = action.params!["p"]!;
    // The state's domain holds the very object the action bound (one table), not an equal one.
    t.true(atoms(next[0]!).includes(p), action.name);
  }
});

test("coverage counts the run's sub-actions under the operators of the spec's own list", async (t) => {
  const spec = await load("OneTable", TLA, CFG);
  const coverage = new ActionCoverage(spec);
  check(spec, { observer: coverage });
  t.deepEqual(
    coverage.counts().map((c) => `${c.action} ${c.distinct}:${c.generated}`),
    // TLC -coverage: Init 1:1, Step 4:14, Reset 7:10.
    ["Init 1:1", "Step 4:14", "Reset 7:10"],
  );
});
