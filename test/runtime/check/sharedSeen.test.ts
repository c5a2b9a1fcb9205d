// The shared fingerprint table: a claim by a smaller id takes a state over, a larger
// one does not, settled states are never claimed again, growing keeps exactly the
// settled states, an overfull table asks for the level to be abandoned, and two
// threads racing over the same fingerprints leave each with the smallest claimant;
// the entries are counted (in batches) once each thread has flushed its count.

import test from "ava";
import { Worker } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { Control, SharedSeenTable } from "../../../runtime/check/parallel/sharedSeen.js";
import { projectRoot } from "../../support/shared.js";

test("the smallest claimant owns a state; settled states and halves differing alone are kept apart", (t) => {
  const table = SharedSeenTable.create(100);
  const a = table.claim(1, 2, 7);
  t.true(a >= 0);
  t.is(table.claim(1, 2, 9), -1);
  t.is(table.claim(1, 2, 3), a);
  t.is(table.ownerOf(a), 3);
  t.is(table.claim(1, 2, 3), -1);
  // High bit set: the halves are stored as int32 and still compared correctly.
  const b = table.claim(0xffffffff, 2, 5);
  t.true(b >= 0 && b !== a);
  t.is(table.claim(0xffffffff, 2, 6), -1);
  t.true(table.claim(2, 1, 5) >= 0);
  t.true(table.claim(0, 0, 5) >= 0);
  table.settle(a);
  t.is(table.claim(1, 2, 0), -1);
  t.true(table.flushCount());
  t.is(table.size, 4);
  const grown = table.grownTo(10_000);
  t.true(grown.capacity > table.capacity);
  // Only the settled entry moved: the others were claims of an unfinished level.
  t.is(grown.size, 1);
  t.is(grown.claim(1, 2, 0), -1);
  t.true(grown.claim(2, 1, 0) >= 0);
});

test("copying a table's settled entries in parts (one per thread) gives what growing it gives", (t) => {
  const table = SharedSeenTable.create(5000);
  for (let i = 0; i < 3000; i++) {
    const slot = table.claim(Math.imul(i, 0x9e3779b1), i, 1);
    // Every third entry stays a claim of an unfinished level, which neither copy keeps.
    if (i % 3 !== 0) table.settle(slot);
  }
  t.true(table.flushCount());
  const grown = table.grownTo(20_000);
  const parts = 3;
  const copied = SharedSeenTable.create(20_000, table.controlBuffer);
  for (let part = 0; part < parts; part++) table.copySettled(new SharedSeenTable(copied.buffer, table.controlBuffer), part, parts);
  t.is(copied.size, 2000);
  t.is(grown.size, 2000);
  for (let i = 0; i < 3000; i++) {
    // A settled entry answers -1 to any claim; an absent one is taken.
    const hi = Math.imul(i, 0x9e3779b1);
    t.is(copied.claim(hi, i, 0) === -1, i % 3 !== 0);
  }
});

test("a thread's recent claims answer only for ids not below the one it claimed from; another thread's claims still count", (t) => {
  const table = SharedSeenTable.create(100);
  // Another thread's view of the same table (its own recent claims).
  const other = new SharedSeenTable(table.buffer, table.controlBuffer);
  const a = table.claim(1, 2, 7);
  t.true(a >= 0);
  t.is(other.claim(1, 2, 3), a);
  // Known from this thread's own claim from 7: the owner is at most 7.
  t.is(table.claim(1, 2, 9), -1);
  // Below 7 the table decides: owned by 3 now, so 5 is refused and 2 takes it over.
  t.is(table.claim(1, 2, 5), -1);
  t.is(table.claim(1, 2, 2), a);
  t.is(table.ownerOf(a), 2);
  t.is(other.claim(1, 2, 3), -1);
  // An abandoned level's claims are gone from a grown table, and from its recent claims.
  const grown = table.grownTo(1000);
  t.true(grown.claim(1, 2, 2) >= 0);
});

test("a table filled past its hard load asks for the level to be abandoned", (t) => {
  const table = SharedSeenTable.create(10);
  let abandoned = false;
  for (let i = 1; i <= table.capacity && !abandoned; i++) abandoned = table.claim(i, i * 7, 0) === -2;
  t.true(abandoned);
  t.is(Atomics.load(table.control, Control.Abandon), 1);
  t.is(table.grownTo(table.capacity).size, 0);
  t.is(Atomics.load(table.control, Control.Abandon), 0);
});

test("two threads claiming the same fingerprints: each ends with the smallest claimant, every new state counted once", async (t) => {
  const n = 200_000;
  const table = SharedSeenTable.create(n);
  const url = pathToFileURL(join(projectRoot, "build", "runtime", "check", "parallel", "sharedSeen.js")).href;
  // Thread k claims fingerprint i with id (i * 7 + k * 3) % 11: the smallest over both threads must win.
  const script = `
    const { workerData, parentPort } = require("node:worker_threads");
    import(${JSON.stringify(url)}).then(({ SharedSeenTable }) => {
      const table = new SharedSeenTable(workerData.table, workerData.control);
      for (let i = 1; i <= ${n}; i++) table.claim(i * 2654435761, i, (i * 7 + workerData.k * 3) % 11);
      table.flushCount();
      parentPort.postMessage("done");
    });`;
  await Promise.all(
    [0, 1].map(
      (k) =>
        new Promise<void>((resolve, reject) => {
          const w = new Worker(script, { eval: true, workerData: { table: table.buffer, control: table.controlBuffer, k } });
          w.once("message", () => void w.terminate().then(() => resolve()));
          w.once("error", reject);
        }),
    ),
  );
  t.is(table.size, n);
  for (let i = 1; i <= n; i++) {
    const slot = table.claim(i * 2654435761, i, 11);
    if (slot !== -1) return t.fail(`fingerprint ${i} was lost`);
  }
  let wrong = 0;
  const words = new Int32Array(table.buffer);
  for (let at = 0; at < words.length; at += 4) {
    if (words[at] !== 2) continue;
    const i = words[at + 2]!;
    if (words[at + 3] !== Math.min((i * 7) % 11, (i * 7 + 3) % 11)) wrong++;
  }
  t.is(wrong, 0);
});

test("a claim says whether it took an empty slot; uncounted inserts show in the size only when flushed", (t) => {
  const table = SharedSeenTable.create(1 << 20);
  t.true(table.claim(5, 6, 9) >= 0);
  t.true(table.created);
  t.true(table.claim(5, 6, 4) >= 0);
  t.false(table.created);
  // A batch is far from filled by one insert: the shared count waits for the flush.
  t.is(table.size, 0);
  t.true(table.flushCount());
  t.is(table.size, 1);
  t.true(table.flushCount());
  t.is(table.size, 1);
});
