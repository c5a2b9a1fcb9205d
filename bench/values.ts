// Micro benchmark of the value layer (not a test): building and normalising sets of
// records, fingerprinting fresh states, and comparing. Prints operations per second.
// Run: npx tsc -p tsconfig.json && node build/bench/values.js

import {
  compare,
  fingerprintState,
  InternTable,
  modelValue,
  record,
  setOf,
  setOfOwned,
  str,
  type Value,
} from "../runtime/values/index.js";

function rate(name: string, ops: number, run: () => void): void {
  run(); // warm up
  const t0 = process.hrtime.bigint();
  run();
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  console.log(`${name.padEnd(52)} ${Math.round(ops / secs).toLocaleString("en-US").padStart(14)} ops/s`);
}

const table = new InternTable();
table.seed(["service", "desired_state", "id", "slot", "status", "node", "state"]);
const states = ["new", "pending", "assigned", "running", "shutdown"].map((s) => str(table, s));
const nodes = ["n1", "n2", "n3"].map((n) => modelValue(table, n));

function task(i: number): Value {
  return record(table, [
    ["service", modelValue(table, "s1")],
    ["desired_state", states[i % 5]!],
    ["id", i],
    ["slot", i % 3],
    ["status", record(table, [["state", states[(i + 1) % 5]!]])],
    ["node", nodes[i % 3]!],
  ]);
}

const N = 20_000;
rate("build a 6-field record (fields given unsorted)", N * 2, () => {
  for (let i = 0; i < N; i++) task(i);
});

const tasks: Value[] = [];
for (let i = 0; i < 64; i++) tasks.push(task(i));
rate("normalise a set of 8 records (sort + dedupe)", N, () => {
  for (let i = 0; i < N; i++) setOf(tasks.slice(i % 56, (i % 56) + 8).reverse());
});

const fp = new Uint32Array(2);
rate("fingerprint a fresh 4-variable state (8 records)", N, () => {
  for (let i = 0; i < N; i++) {
    const s = setOf([task(i), task(i + 1), task(i + 2), task(i + 3), task(i + 4), task(i + 5), task(i + 6), task(i + 7)]);
    fingerprintState([s, i, states[i % 5]!, nodes[i % 3]!], fp);
  }
});

const cached = setOf(tasks.slice(0, 8));
rate("fingerprint a state whose values are cached", N * 10, () => {
  for (let i = 0; i < N * 10; i++) fingerprintState([cached, i, true, nodes[i % 3]!], fp);
});

const a = setOf(tasks.slice(0, 8));
const b = setOf(tasks.slice(0, 8));
rate("compare two equal sets of 8 records", N * 10, () => {
  for (let i = 0; i < N * 10; i++) compare(a, b);
});

// Large sets whose elements arrive in order (`{x + 1 : x \in 1..N}`, a filter of a sorted
// set): one pass checks the order instead of sorting (factory.ts `uniqueIfSorted`).
const BIG = 10_000_000;
const ordered: Value[] = new Array<Value>(BIG);
for (let i = 0; i < BIG; i++) ordered[i] = i + 1;
rate("elements of a 10,000,000-integer set given in order", BIG, () => {
  setOfOwned(ordered.slice());
});
const orderedRecords: Value[] = [];
for (let i = 0; i < 1_000_000; i++) orderedRecords.push(record(table, [["id", i]]));
rate("elements of a 1,000,000-record set given in order", 1_000_000, () => {
  setOfOwned(orderedRecords.slice());
});
