// The typed machine's `operators`: the spec's constant- and state-level operators
// evaluated on plain values. On the committed TaskQueue machine (this file compiles
// under the project's tsc --strict, so every call below is type-checked; a call the
// types refuse is marked @ts-expect-error and fails the build if it compiles), and on a
// generated spec whose operator and parameter names are not TypeScript identifiers, are
// reserved words or clash with the state parameter, type-checked as a user's program.

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileToTs } from "../../../compiler/index.js";
import { machine, type TaskQueueState } from "../../../corpus/examples/taskqueue/generated/TaskQueue.machine.js";
import { importGeneratedMachine, typeCheckFile } from "../../support/generatedModule.js";
import { writeSpec } from "../../compiler/emit/support.js";
import { projectRoot } from "../../support/shared.js";

test("TaskQueue: constant values, state predicates, tuples and parameterised operators on plain values", (t) => {
  const s: TaskQueueState = machine.init()[0]!;
  const idle: "idle" = machine.operators.Idle;
  t.is(idle, "idle");
  t.true(machine.operators.TypeOK(s));
  t.true(machine.operators.Init(s));
  t.deepEqual(machine.operators.vars(s), [s.queue, s.worker, s.done, s.crashes]);
  t.true(machine.operators.Distinct(new Map([[1, "t1"], [2, "t3"]])));
  t.false(machine.operators.Distinct(new Map([[1, "t2"], [2, "t2"]])));

  const busy = machine.step(s, { name: "Dispatch", w: "w1" })[0]!;
  t.false(machine.operators.Init(busy));
  t.true(machine.operators.NoDoubleAssignment(busy));
  t.is(machine.operators.vars(busy)[1].w1.state, "busy");
  // A state the spec never reaches: both workers hold the same task.
  const clash: TaskQueueState = { ...busy, worker: { w1: { state: "busy", task: "t1" }, w2: { state: "busy", task: "t1" } } };
  t.false(machine.operators.NoDoubleAssignment(clash));
  // Values outside the inferred type are refused, not converted.
  t.throws(() => machine.operators.Distinct(new Map([[1, "t9" as "t1"]])), { message: /not a value of this type/ });
});

/** Compile-time only: these calls must not type-check. */
export function misuse(s: TaskQueueState): void {
  // @ts-expect-error -- Idle is a constant value, not a function
  void machine.operators.Idle(s);
  // @ts-expect-error -- a state-level operator takes the state
  void machine.operators.TypeOK();
  // @ts-expect-error -- Distinct takes a function from positions to tasks
  void machine.operators.Distinct(["t1"]);
  // @ts-expect-error -- Next is an action: the machine does not evaluate it on one state
  void machine.operators.Next;
}

const odd = [
  "---- MODULE Odd ----",
  "EXTENDS Naturals",
  "VARIABLE x",
  "__proto__ == 42",
  `new == "new"`,
  "a \\oplus b == a + b",
  "Sum(class, default) == class + default",
  "Shifted(state) == x + state",
  "Init == x = 0",
  "Next == x < 3 /\\ x' = Shifted(Sum(0, 1)) \\oplus 0",
  "====",
  "",
].join("\n");

const consumer = `import { machine, type OddState } from "./Odd.machine.js";

const s: OddState = machine.init()[0]!;
const proto: number = machine.operators.__proto__;
const fresh: "new" = machine.operators.new;
const oplus: number = machine.operators["\\\\oplus"](1, 2);
const sum: number = machine.operators.Sum(1, 2);
const shifted: number = machine.operators.Shifted(s, 5);
const init: boolean = machine.operators.Init(s);
export const results = [proto, fresh, oplus, sum, shifted, init];
// @ts-expect-error -- a state-level operator takes the state first
machine.operators.Shifted(5);
// @ts-expect-error -- a string where a number is expected
machine.operators.Sum("1", 2);
`;

test("names that are not identifiers, reserved words and a parameter named state: the generated operators type-check in a user's program and evaluate", async (t) => {
  const w = writeSpec("Odd", odd, "INIT Init\nNEXT Next\n");
  const typed = await compileToTs(w.spec, { config: w.cfg, runtimeImport: join(projectRoot, "runtime") + "/" });
  t.truthy(typed.machine, typed.diagnostics.map((d) => d.message).join("\n"));
  t.regex(typed.machine!, /readonly Sum: \(class_: number, default_: number\) => number;/);
  t.regex(typed.machine!, /readonly Shifted: \(state: OddState, state_: number\) => number;/);
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-operators-"));
  writeFileSync(join(dir, "Odd.ts"), typed.code!);
  writeFileSync(join(dir, "Odd.machine.ts"), typed.machine!);
  writeFileSync(join(dir, "consumer.ts"), consumer);
  const checked = typeCheckFile(join(dir, "consumer.ts"));
  t.is(checked.status, 0, checked.output);

  const runnable = await compileToTs(w.spec, { config: w.cfg });
  type Ops = { readonly __proto__: number; readonly new: string; readonly "\\oplus": (a: number, b: number) => number; readonly Sum: (a: number, b: number) => number; readonly Shifted: (s: object, n: number) => number };
  const { machine: m } = await importGeneratedMachine<{ machine: { init(): object[]; next(s: object): { state: object }[]; operators: Ops } }>(runnable.code!, runnable.machine!, "Odd");
  const s = m.next(m.init()[0]!)[0]!.state;
  t.is(Object.getPrototypeOf(m.operators), Object.prototype);
  t.is(m.operators.__proto__, 42);
  t.is(m.operators.new, "new");
  t.is(m.operators["\\oplus"](2, 3), 5);
  t.is(m.operators.Sum(4, 5), 9);
  t.is(m.operators.Shifted(s, 10), 11);
  t.deepEqual(Object.keys(m.operators), ["__proto__", "new", "\\oplus", "Sum", "Shifted", "Init"]);
});
