// `npm run build && node build/bench/check.js [n]`: the breadth-first checker on a
// synthetic spec with n³ states (default n = 100: 1,000,000 distinct states, about
// 3 million generated). Variables a, b (integers) and c (a tuple <<k, k mod 7>>),
// each incremented by its own action up to n - 1, as emitted code would: one new
// state array per successor. Prints states per second and the peak resident set.
// A benchmark, not a test: it prints numbers and fails only when the counts are wrong.

import { check } from "../runtime/check/bfs.js";
import type { CompiledSpec, State } from "../runtime/check/spec.js";
import { InternTable, tuple, type Tuple } from "../runtime/values/index.js";

const n = Number(process.argv[2] ?? 100);
const at = { module: "Bench", file: "Bench.tla", line: 1, column: 1, endLine: 1, endColumn: 10 };
const tupleOf = (k: number): Tuple => tuple([k, k % 7]);
// Tuples are built once per value of c, as a compiled spec's constant folding would not
// do; what matters for the checker is that each is a fresh state array.
const cs: Tuple[] = Array.from({ length: n }, (_, k) => tupleOf(k));
const cOf = (s: State): number => (s[2] as Tuple).elems[0] as number;

const spec: CompiledSpec = {
  module: "Bench",
  variables: ["a", "b", "c"],
  createContext: (print) => ({
    intern: new InternTable(),
    registers: new Map(),
    print,
    stats: { level: 0, distinct: 0, generated: 0, queue: 0, diameter: 0 },
  }),
  assumptions: [],
  init: { generate: (_ctx, emit) => emit([0, 0, cs[0]!]) },
  actions: [
    { name: "IncA", location: at, generate: (_ctx, s, emit) => { if ((s[0] as number) < n - 1) emit([(s[0] as number) + 1, s[1]!, s[2]!]); } },
    { name: "IncB", location: at, generate: (_ctx, s, emit) => { if ((s[1] as number) < n - 1) emit([s[0]!, (s[1] as number) + 1, s[2]!]); } },
    { name: "IncC", location: at, generate: (_ctx, s, emit) => { const k = cOf(s); if (k < n - 1) emit([s[0]!, s[1]!, cs[k + 1]!]); } },
  ],
  invariants: [{ name: "TypeOK", location: at, test: (_ctx, s) => (s[0] as number) < n }],
  constraints: [],
  actionConstraints: [],
  actionProperties: [],
  checkDeadlock: false,
  warnings: [],
};

const t0 = process.hrtime.bigint();
const r = check(spec, {
  progressIntervalMs: 2000,
  onEvent: (e) => {
    if (e.code === "progress") process.stdout.write(`  progress: ${e.distinctStates} distinct, ${e.queueLeft} on queue, depth ${e.depth}\n`);
  },
});
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const expectedGenerated = 1 + 3 * n * n * (n - 1);
process.stdout.write(
  `${r.result}: ${r.statesGenerated} generated, ${r.distinctStates} distinct, depth ${r.depth}\n` +
    `${seconds.toFixed(2)} s, ${Math.round(r.distinctStates / seconds).toLocaleString("en-US")} distinct states/s, ` +
    `${Math.round(r.statesGenerated / seconds).toLocaleString("en-US")} generated states/s\n` +
    `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB\n`,
);
if (r.result !== "ok" || r.distinctStates !== n ** 3 || r.statesGenerated !== expectedGenerated || r.depth !== 3 * (n - 1) + 1) {
  process.stderr.write("unexpected counts\n");
  process.exitCode = 1;
}
