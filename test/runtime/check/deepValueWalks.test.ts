// Every walk over a value that a spec can reach, on values nested 100,000 levels deep (a
// recursive operator builds them): the state codec (worker messages, spilled queues,
// checkpoints), SYMMETRY's permutations, ITF, JSON text, the Json module and the HTML
// report's value trees. Each recurses while shallow and goes on from an explicit stack,
// or works from one throughout; shallow results are unchanged (docs/semantics.md,
// "No JavaScript limit reachable from a spec").

import test from "ava";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_INDENTED, compactJson, indentedJson } from "../../../runtime/check/jsonText.js";
import { toItfValue, type ItfValue } from "../../../runtime/check/itf.js";
import { comparePermuted } from "../../../runtime/check/permutedCompare.js";
import { decodeValue, encodeValue } from "../../../runtime/check/stateCodec.js";
import { permutationsOf, permute } from "../../../runtime/check/symmetry.js";
import * as J from "../../../runtime/modules/Json.js";
import { InternTable, compare, equals, fcn, fcnSet, fingerprintHex, interval, printValue, record, recordSet, setOf, subset, tuple, type Value } from "../../../runtime/values/index.js";
import { MAX_TREE_DEPTH, tlaValueNode } from "../../../compiler/report/tlaValues.js";
import { FOLDED_LENGTH, renderValue, type ValueNode } from "../../../compiler/report/valueTree.js";
import { testContext } from "../modules/support/context.js";

const DEEP = 100_000;
const table = new InternTable();
const [a, b] = ["a", "b"].map((n) => table.modelValue(n)) as [Value, Value];

/** `wrap` applied `n` times to `leaf`, from the inside out. */
function nest(n: number, leaf: Value, wrap: (v: Value, i: number) => Value): Value {
  let v = leaf;
  for (let i = 0; i < n; i++) v = wrap(v, i);
  return v;
}

/**
 * One deep value of each composite kind, each holding model values at every level, and
 * how deep it is tested (lazy sets nested through their components: deepLazySets.test.ts).
 */
const depthOf: Record<string, number> = { tuple: DEEP, set: DEEP, record: DEEP, function: DEEP, "lazy sets": DEEP };
const deepValues: Record<string, (n: number) => Value> = {
  tuple: (n) => nest(n, a, (v) => tuple([v, b])),
  set: (n) => nest(n, setOf([a]), (v) => setOf([v, a])),
  record: (n) => nest(n, b, (v, i) => record(table, [["next", v], ["who", i % 2 === 0 ? a : b]])),
  function: (n) => nest(n, 0, (v) => fcn([a, b], [v, 1])),
  "lazy sets": (n) => nest(n, interval(1, 2), (v, i) => (i % 3 === 0 ? subset(setOf([v as never])) : i % 3 === 1 ? fcnSet(setOf([a]), setOf([v])) : recordSet(table, [["f", setOf([v])]]))),
};

for (const [kind, make] of Object.entries(deepValues)) {
  const depth = depthOf[kind]!;
  test(`state codec: a ${kind} nested ${depth} deep comes back equal, with the same bytes`, (t) => {
    const v = make(depth);
    const bytes = encodeValue(v);
    const back = decodeValue(bytes, table);
    t.is(fingerprintHex(back), fingerprintHex(v));
    t.true(equals(back, v));
    t.true(Buffer.from(encodeValue(back)).equals(bytes));
    // The explicit-stack writer and reader give the recursive ones' bytes: a shallow copy
    // inside a deep value encodes as the value alone does.
    const shallow = make(50);
    const inner = encodeValue(shallow);
    const wrapped = encodeValue(nest(2_000, shallow, (x) => tuple([x])));
    t.true(Buffer.from(wrapped.subarray(wrapped.length - inner.length)).equals(inner));
  });

  test(`SYMMETRY: a ${kind} nested ${depth} deep is permuted and compared permuted`, (t) => {
    const [swap] = permutationsOf(setOf([fcn([a, b], [b, a])]));
    const v = make(depth);
    const image = permute(v, swap!);
    t.is(fingerprintHex(permute(image, swap!)), fingerprintHex(v));
    t.is(comparePermuted(v, swap!, image), 0);
    // The sign of compare(permute(v), v), or the same error (a function's values swap
    // a number with a function: TLC cannot compare them).
    const outcome = (f: () => number): number | string => {
      try {
        return Math.sign(f());
      } catch (e) {
        return (e as Error).message;
      }
    };
    t.is(outcome(() => comparePermuted(v, swap!, v)), outcome(() => compare(image, v)));
    // Shallow values: the recursive paths, unchanged.
    const s = make(20);
    t.is(printValue(permute(permute(s, swap!), swap!)), printValue(s));
  });
}

test("JSON text: JSON.stringify's text for shallow documents, compact and indented", (t) => {
  const docs: unknown[] = [
    null,
    0,
    "x\u2028\"y",
    [],
    {},
    [1, [2, [], {}], { a: [true, false, null], "b c": {} }],
    { k: undefined, l: [undefined, 1], "": { "\u00e9": -1.5 } },
  ];
  for (const d of docs) {
    t.is(compactJson(d), JSON.stringify(d));
    t.is(indentedJson(d, 2), JSON.stringify(d, null, 2));
  }
});

test("JSON text: documents nested 100,000 deep; indented for the first MAX_INDENTED levels only", (t) => {
  let d: unknown = [1];
  for (let i = 0; i < DEEP; i++) d = { k: [d] };
  const compact = compactJson(d);
  t.is(compact.length, '{"k":[]}'.length * DEEP + 3);
  t.true(compact.startsWith('{"k":[{"k":[{'));
  const indented = indentedJson(d, 2);
  const lines = indented.split("\n");
  // One line per opening and per closing of the indented levels, plus the one-line rest.
  t.is(lines.length, 2 * MAX_INDENTED + 1);
  t.is(Math.max(...lines.map((l) => l.length - l.trimStart().length)), 2 * MAX_INDENTED);
  t.is(indented.replace(/\s/g, ""), compact);
});

test("ITF: values nested 100,000 deep, in ITF's forms", (t) => {
  const v = tuple([record(table, [["x", nest(DEEP, 1, (x) => tuple([x]))]]), fcn([a], [setOf([2, 1])])]);
  const itf = toItfValue(v) as { "#tup": ItfValue[] };
  t.deepEqual(itf["#tup"][1], { "#map": [["a", { "#set": [{ "#bigint": "1" }, { "#bigint": "2" }] }]] });
  let inner = (itf["#tup"][0] as { x: ItfValue }).x;
  let depth = 0;
  while (typeof inner === "object" && "#tup" in inner) {
    inner = (inner as { "#tup": ItfValue[] })["#tup"][0]!;
    depth++;
  }
  t.is(depth, DEEP);
  t.deepEqual(inner, { "#bigint": "1" });
  t.true(indentedJson({ states: [itf] }, 2).endsWith("]\n}"));
});

test("Json module: ToJson and JsonDeserialize of values nested 100,000 deep", (t) => {
  const { ctx } = testContext();
  const v = nest(DEEP, record(ctx.intern, [["z", 0]]), (x) => tuple([record(ctx.intern, [["n", x]])]));
  const text = (J.ToJson(ctx, v) as { text: string }).text;
  t.true(text.startsWith('[{"n":[{"n":['));
  t.true(text.endsWith('{"z":0}' + "}]".repeat(DEEP)));
  const file = join(mkdtempSync(join(tmpdir(), "deep-json-")), "deep.json");
  t.true(J.JsonSerialize(ctx, ctx.intern.string(file), tuple([v])));
  const back = J.JsonDeserialize(ctx, ctx.intern.string(file));
  t.true(equals(back, tuple([v])));
});

/** The depth of a value tree, from a stack. */
function treeDepth(root: ValueNode): number {
  let max = 0;
  const todo: [ValueNode, number][] = [[root, 1]];
  while (todo.length > 0) {
    const [n, d] = todo.pop()!;
    max = Math.max(max, d);
    for (const e of n.entries ?? []) todo.push([e.value, d + 1]);
  }
  return max;
}

test("report value trees: a value nested 100,000 deep is a tree MAX_TREE_DEPTH levels deep, its folded texts cut", (t) => {
  const v = nest(DEEP, 7, (x) => tuple([x, 1]));
  const node = tlaValueNode(v);
  t.is(treeDepth(node), MAX_TREE_DEPTH + 1);
  t.is(node.text, printValue(v));
  const html = renderValue(node);
  t.true(html.length < 4 * MAX_TREE_DEPTH * FOLDED_LENGTH + 10 * printValue(v).length);
  t.true(html.includes("…"));
  // Shallow trees are unchanged: every level, whole texts.
  const shallow = tlaValueNode(nest(5, 7, (x) => tuple([x, 1])));
  t.is(treeDepth(shallow), 6);
  t.false(renderValue(shallow).includes("…"));
});
