// The fingerprint set and the frontier queue: exact membership under a million random
// fingerprints (no false "seen", no lost entry across growth), the reserved all-zero
// slot marker, fingerprints that differ in one half only, and FIFO order across chunks.

import test from "ava";
import { FingerprintSet, slotOf } from "../../../runtime/check/seen.js";
import { StateQueue } from "../../../runtime/check/queue.js";
import { seededRandom } from "../../support/random.js";

const u32 = (rand: () => number): number => Math.floor(rand() * 4294967296) >>> 0;

test("a million random fingerprints: every first add is new, every second add is seen, others are absent", (t) => {
  const n = 1_000_000;
  const rand = seededRandom(7);
  const his = new Uint32Array(n);
  const los = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    his[i] = u32(rand);
    los[i] = u32(rand);
  }
  const set = new FingerprintSet();
  let newCount = 0;
  for (let i = 0; i < n; i++) if (set.add(his[i]!, los[i]!)) newCount++;
  t.is(newCount, n);
  t.is(set.size, n);
  let seenAgain = 0;
  for (let i = 0; i < n; i++) if (!set.add(his[i]!, los[i]!)) seenAgain++;
  t.is(seenAgain, n);
  t.is(set.size, n);
  // Fresh fingerprints from another stream are absent (a false "seen" would lose states).
  const other = seededRandom(8);
  let falseHits = 0;
  for (let i = 0; i < n; i++) if (set.has(u32(other), u32(other))) falseHits++;
  t.is(falseHits, 0);
  // Load factor <= 0.75: at most 16 bytes per entry for a million entries (2^21 slots x 8 bytes).
  t.true(set.bytes <= 16 * 1024 * 1024 * 1.01, `${set.bytes} bytes`);
});

test("the all-zero fingerprint is an ordinary member, and halves are not conflated", (t) => {
  const set = new FingerprintSet();
  t.false(set.has(0, 0));
  t.true(set.add(0, 0));
  t.false(set.add(0, 0));
  t.true(set.has(0, 0));
  t.true(set.add(0, 1));
  t.true(set.add(1, 0));
  t.true(set.add(0xffffffff, 0xffffffff));
  t.false(set.add(0xffffffff, 0xffffffff));
  t.is(set.size, 4);
  // Many fingerprints sharing a high half (a hash that varied only one half) still stay distinct.
  let added = 0;
  for (let i = 2; i < 50_000; i++) if (set.add(7, i)) added++;
  t.is(added, 49_998);
  t.is(set.size, 4 + 49_998);
  t.true(set.has(7, 49_999));
  t.false(set.has(7, 50_000));
});

test("fingerprints sharing a slot of the recent-fingerprint table are not conflated, signed or unsigned", (t) => {
  // Fingerprints whose home slots agree in their low 12 bits (the recent table's index).
  const same: [number, number][] = [];
  const want = slotOf(1, 1) & 0xfff;
  for (let lo = 2; same.length < 3; lo++) if ((slotOf(1, lo) & 0xfff) === want) same.push([1, lo]);
  const set = new FingerprintSet();
  t.true(set.add(1, 1));
  for (const [hi, lo] of same) t.true(set.add(hi, lo), `${hi}:${lo} is new though it shares a recent slot`);
  t.false(set.add(1, 1), "an entry evicted from the recent table is still in the set");
  for (const [hi, lo] of same) t.false(set.add(hi, lo));
  t.is(set.size, 4);
  // The halves count modulo 2^32, as signed or as unsigned integers.
  t.true(set.add(0xfffffffe, 0x80000000));
  t.false(set.add(-2, -0x80000000));
  t.false(set.add(0xfffffffe, 0x80000000));
  t.true(set.has(-2, 0x80000000));
  t.is(set.size, 5);
});

test("the queue is FIFO across chunk boundaries and reports each state's index", (t) => {
  const q = new StateQueue();
  const states = Array.from({ length: 10_000 }, (_, i) => [i]);
  let next = 0;
  const got: number[] = [];
  // Interleave: enqueue 3, dequeue 2, so the queue grows across chunks while draining.
  while (next < states.length) {
    for (let k = 0; k < 3 && next < states.length; k++, next++) q.enqueue(states[next]!, next + 100);
    for (let k = 0; k < 2; k++) {
      const s = q.dequeue()!;
      t.is(q.lastId, (s[0] as number) + 100);
      got.push(s[0] as number);
    }
  }
  while (q.size > 0) got.push(q.dequeue()![0] as number);
  t.is(q.dequeue(), undefined);
  t.deepEqual(got, states.map((s) => s[0]));
  // Reusable after draining.
  q.enqueue([42], 1);
  t.is(q.size, 1);
  t.deepEqual(q.dequeue(), [42]);
});

test("structured fingerprints (one half varying in small steps, or both equal) do not degrade probing", (t) => {
  // With a weak home-slot function these pack into long runs and inserting becomes
  // quadratic (minutes); mixed properly, 600,000 inserts take well under a second.
  const started = Date.now();
  const set = new FingerprintSet();
  let added = 0;
  for (let i = 1; i <= 200_000; i++) {
    if (set.add(7, i)) added++;
    if (set.add(i, 0)) added++;
    if (set.add((i * 2654435761) >>> 0, i)) added++;
  }
  t.is(added, 600_000);
  t.true(Date.now() - started < 5000, `${Date.now() - started} ms`);
});
