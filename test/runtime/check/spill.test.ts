// Bounded memory: the seen set, the queue and the parent links spilled to disk give
// exactly what they give in memory. Unit level: membership across flushes and merges,
// FIFO order across pages, parent links read back from the file, and each structure
// written out and loaded again (what checkpoints do). Model level: a budget so small
// that everything spills, on our own SpillValues model (success, and a violation whose
// trace must be rebuilt from links on disk) and on two conformance models when
// ../shared is present; counts, verdict and trace must equal the in-memory run's.

import test from "ava";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../../compiler/index.js";
import { check } from "../../../runtime/check/bfs.js";
import { ParentLinks } from "../../../runtime/check/parentLinks.js";
import { StateQueue } from "../../../runtime/check/queue.js";
import { formatTlcResult } from "../../../runtime/check/report.js";
import { FingerprintSet } from "../../../runtime/check/seen.js";
import { InternTable, str, tuple } from "../../../runtime/values/index.js";
import { readManifest, modelFiles } from "../../support/manifest.js";
import { seededRandom } from "../../support/random.js";
import { projectRoot, sharedDir } from "../../support/shared.js";

const u32 = (rand: () => number): number => Math.floor(rand() * 4294967296) >>> 0;
const scratch = (): string => mkdtempSync(join(tmpdir(), "tla2ts-spill-test-"));

test("a fingerprint set over budget flushes to sorted files and still answers exactly", (t) => {
  const dir = scratch();
  const n = 200_000;
  const rand = seededRandom(3);
  const his = Array.from({ length: n }, () => u32(rand));
  const los = Array.from({ length: n }, () => u32(rand));
  const set = new FingerprintSet();
  set.spillTo(dir, 64 * 1024);
  let fresh = 0;
  for (let i = 0; i < n; i++) if (set.add(his[i]!, los[i]!)) fresh++;
  // The zero fingerprint and two sharing a half are ordinary members on disk too.
  t.true(set.add(0, 0));
  t.true(set.add(his[0]!, los[0]! ^ 1));
  t.is(fresh, n);
  t.true(set.onDisk > n / 2, `${set.onDisk} on disk`);
  let again = 0;
  for (let i = 0; i < n; i++) if (!set.add(his[i]!, los[i]!)) again++;
  t.is(again, n);
  t.is(set.size, n + 2);
  const other = seededRandom(4);
  let falseHits = 0;
  for (let i = 0; i < 50_000; i++) if (set.has(u32(other), u32(other))) falseHits++;
  t.is(falseHits, 0);
  // Written out and loaded into a fresh set (a checkpoint), in memory and as the disk part.
  const file = join(dir, "all.bin");
  t.true(set.writeSorted(file));
  for (const budget of [Infinity, 64 * 1024]) {
    const back = new FingerprintSet();
    if (budget !== Infinity) back.spillTo(join(dir), budget);
    back.load(file, set.size, true, dir);
    t.is(back.size, n + 2);
    t.true(his.every((h, i) => back.has(h, los[i]!)));
    t.true(back.has(0, 0));
    t.false(back.add(his[7]!, los[7]!));
    back.close();
  }
  set.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a queue that spills keeps FIFO order across pages, and writes and reads back whole", (t) => {
  const dir = scratch();
  const table = new InternTable();
  const q = new StateQueue();
  let spill = false;
  q.spillTo(dir, table, () => spill);
  const rand = seededRandom(5);
  let next = 0;
  let expect = 0;
  const state = (i: number) => [i, str(table, `s${i % 7}`), tuple([i % 3])];
  for (let round = 0; round < 40; round++) {
    spill = round % 3 !== 0;
    const add = Math.floor(rand() * 9000);
    for (let k = 0; k < add; k++, next++) q.enqueue(state(next), next);
    const take = Math.floor(rand() * 9000);
    for (let k = 0; k < take && q.size > 0; k++, expect++) {
      const s = q.dequeue()!;
      if (s[0] !== expect || q.lastId !== expect) return t.fail(`got ${String(s[0])} (id ${q.lastId}), expected ${expect}`);
    }
    if (round === 20) {
      // A checkpoint mid-way: the copy holds the same states in the same order.
      const file = join(dir, "queue.bin");
      q.writeAll(file);
      const copy = new StateQueue();
      copy.readAll(file, new InternTable());
      t.is(copy.size, q.size);
      for (let k = expect; copy.size > 0; k++) {
        const s = copy.dequeue()!;
        if (s[0] !== k || copy.lastId !== k || (s[1] as { text: string }).text !== `s${k % 7}`) return t.fail(`copy: got ${String(s[0])}, expected ${k}`);
      }
    }
  }
  while (q.size > 0) {
    const s = q.dequeue()!;
    if (s[0] !== expect) return t.fail(`got ${String(s[0])}, expected ${expect}`);
    expect++;
  }
  t.is(expect, next);
  t.true(q.pagesWritten > 5, `${q.pagesWritten} pages`);
  // Read pages are removed as they are consumed.
  t.deepEqual(readdirSync(dir).filter((f) => f.startsWith("queue-")), []);
  rmSync(dir, { recursive: true, force: true });
});

test("parent links beyond the budget go to a file and read back, also after a checkpoint", (t) => {
  const dir = scratch();
  const links = new ParentLinks();
  links.spillTo(dir, 4096 * 12);
  const n = 100_000;
  for (let i = 0; i < n; i++) links.push(i - 1 - (i % 5), (i * 2654435761) >>> 0, ~i >>> 0);
  t.true(links.onDisk > n / 2);
  const ok = (l: ParentLinks): boolean => {
    for (let i = 0; i < n; i += 97) if (l.parentOf(i) !== i - 1 - (i % 5) || l.hiOf(i) !== (i * 2654435761) >>> 0 || l.loOf(i) !== ~i >>> 0) return false;
    return true;
  };
  t.true(ok(links));
  // 12's parent is 9, 9's is 4, 4 is initial: all three on disk.
  t.deepEqual(links.pathTo(12), [4, 9, 12]);
  const file = join(dir, "parents-copy.bin");
  links.writeAll(file);
  for (const budget of [Infinity, 4096 * 12]) {
    const back = new ParentLinks();
    if (budget !== Infinity) back.spillTo(join(dir, ""), budget);
    const sub = mkdtempSync(join(dir, "load-"));
    back.load(file, sub);
    t.is(back.size, n);
    t.true(ok(back));
    back.close();
  }
  links.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Compiles and checks a model twice, in memory and with a budget so small that everything spills. */
async function bothWays(spec: string, config: string) {
  const compiled = compileToJs(spec, { config });
  const loaded = await loadCompiledSpec(compiled.code!);
  const inMemory = check(loaded, {});
  const spillDir = scratch();
  const spilled = check(loaded, { maxMemoryBytes: 256 * 1024, spillDir });
  const leftOver = readdirSync(spillDir);
  rmSync(spillDir, { recursive: true, force: true });
  const text = (r: typeof inMemory) => formatTlcResult(loaded, { ...r, seconds: 0 }, { timestamp: "T" });
  return { inMemory, spilled, text, leftOver };
}

const regressions = join(projectRoot, "corpus", "regressions");

test("SpillValues with everything on disk: TLC's counts, as in memory", async (t) => {
  const { inMemory, spilled, text, leftOver } = await bothWays(join(regressions, "SpillValues.tla"), join(regressions, "SpillValues.cfg"));
  t.like(spilled, { result: "ok", distinctStates: 115639, statesGenerated: 465721, depth: 26 });
  t.is(text(spilled), text(inMemory));
  t.true(spilled.spill!.fingerprintsOnDisk > 100_000, JSON.stringify(spilled.spill));
  t.true(spilled.spill!.queuePagesWritten > 0, JSON.stringify(spilled.spill));
  t.true(spilled.spill!.parentLinksOnDisk > 100_000, JSON.stringify(spilled.spill));
  t.is(inMemory.spill, undefined);
  t.deepEqual(leftOver, [], "spilled files are removed at the end");
});

test("SpillValues violation with everything on disk: the same trace, rebuilt from links on disk", async (t) => {
  const { inMemory, spilled, text } = await bothWays(join(regressions, "SpillValues.tla"), join(regressions, "SpillValuesViolation.cfg"));
  t.like(spilled, { result: "invariant", violated: "NotAllDone", distinctStates: 34466, statesGenerated: 126727, depth: 16 });
  t.is(spilled.trace!.length, 16);
  t.is(text(spilled), text(inMemory));
  t.true(spilled.spill!.parentLinksOnDisk > 0);
});

for (const name of ["Chameneos-Chameneos", "SlidingPuzzles-SlidingPuzzles"]) {
  test(`conformance ${name} with everything on disk: TLC's figures and the in-memory text`, async (t) => {
    if (!existsSync(join(sharedDir, "conformance"))) return t.log(`SKIPPED: ${sharedDir}/conformance is absent`) as unknown as void;
    const e = readManifest().find((m) => m.name === name)!;
    const { spec, config } = modelFiles(e);
    const { inMemory, spilled, text } = await bothWays(spec, config);
    t.like(spilled, { distinctStates: e.expected.distinctStates, statesGenerated: e.expected.statesGenerated, depth: e.expected.depth });
    t.is(text(spilled), text(inMemory));
    t.true(spilled.spill!.fingerprintsOnDisk > 0);
  });
}
