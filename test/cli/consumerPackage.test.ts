// tla2ts used as a dependency of a real package: a throwaway npm package in a temp
// folder depends on this one (linked, as `npm install /path/to/tla2ts` does for a
// folder; no network), runs `tla2ts gen` from its `prebuild` script, and compiles under
// `tsc --strict` a program that imports the generated TaskQueue machine, walks a random
// behaviour and reads typed fields. Misuse must not compile: each `@ts-expect-error`
// there is a wrong field, a wrong action name, a string where a `Workers` is expected,
// an invariant the model does not check,
// and tsc fails on an expect-error line that compiles.

import test from "ava";
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tscPath } from "../support/generatedModule.js";
import { projectRoot } from "../support/shared.js";

const program = `import machine, { type TaskQueueState, type TaskQueueAction, type Workers } from "./TaskQueue.machine.js";

// The package has no @types/node: the two globals it uses.
declare const process: { readonly argv: readonly string[] };
declare const console: { log(text: string): void };

// A seeded random walk (an LCG), so that a failure replays.
let seed = Number(process.argv[2] ?? 7);
const random = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

const inits: TaskQueueState[] = machine.init();
let s: TaskQueueState = inits[random(inits.length)]!;
const trace: string[] = [];
for (let step = 0; step < 12; step++) {
  const moves = machine.next(s);
  if (moves.length === 0) break;
  const move = moves[random(moves.length)]!;
  const action: TaskQueueAction = move.action;
  trace.push(action.name === "Next" ? "Next" : \`\${action.name}(\${action.w})\`);
  s = move.state;
}
const busy: Workers[] = (Object.keys(s.worker) as Workers[]).filter((w) => s.worker[w].state === "busy");
const firstQueued: string | undefined = s.queue[0];
const doneCount: number = s.done.size;
const crashes: number = s.crashes + 0;
console.log(JSON.stringify({ trace, busy, firstQueued, doneCount, crashes, typeOK: machine.invariants.TypeOK(s), key: machine.key(s) }));

// Type-checked, never run.
export function misuse(s: TaskQueueState): void {
  // @ts-expect-error -- a field the state does not have
  void s.workers;
  // @ts-expect-error -- an action name the spec does not have
  void machine.step(s, { name: "Dispatchh", w: "w1" });
  // @ts-expect-error -- a string where a Workers is expected
  void machine.step(s, { name: "Dispatch", w: "w9" });
  // @ts-expect-error -- an invariant the model does not check
  void machine.invariants.AllDone(s);
  // @ts-expect-error -- a task where a worker state is expected
  const state: "idle" | "busy" = s.worker.w1.task;
  void state;
}
`;

function tsconfig(include: string[]): string {
  return JSON.stringify({
    compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", lib: ["ES2022"], types: [], strict: true, skipLibCheck: true, outDir: "build", rootDir: "src" },
    include,
  });
}

test("a package depending on tla2ts generates the TaskQueue machine at prebuild, compiles it strictly, and runs a random walk", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-consumer-"));
  mkdirSync(join(dir, "spec"));
  mkdirSync(join(dir, "src"));
  mkdirSync(join(dir, "node_modules", ".bin"), { recursive: true });
  for (const f of ["TaskQueue.tla", "TaskQueue.cfg"]) copyFileSync(join(projectRoot, "corpus", "examples", f), join(dir, "spec", f));
  // What `npm install /path/to/tla2ts` makes of a folder dependency: a link, and its bin.
  symlinkSync(projectRoot, join(dir, "node_modules", "tla2ts"), "dir");
  symlinkSync(join(projectRoot, "bin", "tla2ts.js"), join(dir, "node_modules", ".bin", "tla2ts"));
  symlinkSync(realpathSync(tscPath), join(dir, "node_modules", ".bin", "tsc"));
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "tla2ts-consumer", private: true, type: "module", scripts: { prebuild: "tla2ts gen spec/TaskQueue.tla --out src", build: "tsc -p ." }, dependencies: { tla2ts: `file:${projectRoot}` } }, null, 2),
  );
  writeFileSync(join(dir, "tsconfig.json"), tsconfig(["src"]));
  writeFileSync(join(dir, "src", "main.ts"), program);

  const build = spawnSync("npm", ["run", "build", "--offline", "--silent"], { cwd: dir, encoding: "utf8" });
  t.is(build.status, 0, build.stdout + build.stderr);
  t.true(existsSync(join(dir, "src", "TaskQueue.machine.ts")), "prebuild did not run tla2ts gen");
  const run = spawnSync(process.execPath, [join(dir, "build", "main.js"), "11"], { cwd: dir, encoding: "utf8" });
  t.is(run.status, 0, run.stderr);
  const out = JSON.parse(run.stdout) as { trace: string[]; typeOK: boolean; crashes: number; doneCount: number };
  t.true(out.trace.length > 0);
  t.true(out.typeOK);
  t.true(out.crashes <= 1 && out.doneCount <= 3);
  t.log(run.stdout.trim());

  // The negative control: an expect-error on correct code must make the build fail.
  writeFileSync(join(dir, "src", "main.ts"), `import type { Workers } from "./TaskQueue.machine.js";\n// @ts-expect-error -- this is correct code\nconst w: Workers = "w1";\nvoid w;\n`);
  const control = spawnSync("npm", ["run", "build", "--offline", "--silent"], { cwd: dir, encoding: "utf8" });
  t.not(control.status, 0, "tsc accepted an unused @ts-expect-error, so the misuse checks above prove nothing");
});
