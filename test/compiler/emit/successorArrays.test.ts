// Two shortcuts of the emitted code for hot loops (SwarmKit's ProgressTask):
// - a next-state array declared just before its emit is handed on as the state
//   (`$storedFresh`); one the action goes on assigning after the emit is copied (`$stored`);
// - `<<a, b>> \in S` with a constant S remembers its answers for atoms at the site
//   (core.ts `pairInSetAt`), only for enumerated sets (membership in a lazy one may
//   evaluate a predicate that prints), and never an error.

import test from "ava";
import { compileText, context, firstInit, load, successors } from "./support.js";
import * as core from "../../../runtime/modules/core.js";
import { InternTable, setOf, tuple } from "../../../runtime/values/index.js";
import type { EvalContext } from "../../../runtime/check/spec.js";

const mod = (name: string, body: string) => `---- MODULE ${name} ----\nEXTENDS Naturals, TLC\n${body}\n====\n`;
const initNext = "INIT Init\nNEXT Next\n";

test("a next state declared just before the emit is handed on uncopied; one reassigned after an emit is copied, and each successor keeps its values", async (t) => {
  const body = "VARIABLES x, y\nInit == x = 0 /\\ y = 0\nA == x' = 1 /\\ y' = 2\nB == /\\ y' = y + 5\n     /\\ \\/ x' = 1\n        \\/ x' = 2\n        \\/ \\E i \\in {3, 4} : x' = i\nNext == A \\/ B";
  const r = compileText("Fresh", mod("Fresh", body), initNext);
  const code = r.code ?? "";
  t.regex(code, /\{ const n = \[\$t\d+, \$t\d+\]; emit\(\$storedFresh\(n\)\); \}/);
  t.regex(code, /n\[0\] = \$t\d+; \{ emit\(\$stored\(n\)\); \} n\[0\] = undefined;/);
  t.is(code.match(/\$storedFresh\(n\)/g)?.length, 1);
  const spec = await load("Fresh", mod("Fresh", body), initNext);
  const ctx = context(spec);
  // `successors` prints each state when it is emitted; keep the arrays and print them at the end too.
  const kept: (readonly unknown[])[] = [];
  for (const a of spec.actions) a.generate(ctx, firstInit(spec, ctx), (s) => kept.push(s));
  t.deepEqual(
    kept.map((s) => s.join(",")),
    ["1,2", "1,5", "2,5", "3,5", "4,5"],
  );
  t.deepEqual(successors(spec, firstInit(spec, ctx), ctx), ["A: x=1 y=2", "B: x=1 y=5", "B: x=2 y=5", "B: x=3 y=5", "B: x=4 y=5"]);
});

test("a pair membership in a constant set goes through its site; in a set read from a variable, not", (t) => {
  const r = compileText(
    "PairSite",
    mod("PairSite", 'VARIABLE x\nOK == {<<"a", "b">>, <<"b", "c">>}\nInit == x = "a"\nNext == /\\ <<x, "b">> \\in OK /\\ <<x, x>> \\notin {<<1, 2>>} /\\ <<x, x>> \\in {<<x, x>>}\n        /\\ x\' = "b"'),
    initNext,
  );
  const code = r.code ?? "";
  t.regex(code, /const \$PS = core\.pairSites\(2\);/);
  t.regex(code, /core\.pairInSetAt\(ctx, s\[0\], ctx\.S\[\d+\], d_OK\$\d+\(ctx, s, n\), \$PS\[0\]\)/);
  t.regex(code, /core\.pairNotInSetAt\(ctx, s\[0\], s\[0\], .*\$PS\[1\]\)/);
  t.regex(code, /core\.pairInSet\(ctx, s\[0\], s\[0\], core\.setEnum\(ctx, core\.tuple\(ctx, s\[0\], s\[0\]\)\)\)/);
});

test("a pair site answers as pairInSet, for repeated and new pairs, a set that changes, and non-atoms; errors every time", (t) => {
  const intern = new InternTable();
  const ctx = {} as EvalContext;
  const [a, b, c] = ["a", "b", "c"].map((x) => intern.string(x));
  const one = setOf([tuple([a!, b!]), tuple([b!, c!])]);
  const numbers = setOf([tuple([1, 2]), tuple([2, 3])]);
  const nested = setOf([tuple([tuple([1]), 2])]);
  const other = setOf([tuple([a!, c!])]);
  const site = core.pairSites(1)[0]!;
  const asked: [unknown, unknown, unknown][] = [
    [a, b, one], [a, b, one], [b, c, one], [a, c, one], [a, c, one], [1, 2, numbers], [1, 2, numbers], [2, 1, numbers], [2, 3, numbers],
    [a, c, other], [a, b, other], [a, c, other], [a, b, one], [tuple([1]), 2, nested], [tuple([1]), 2, nested], [tuple([2]), 2, nested], [a, b, one],
  ];
  // Each asked 50 times in a row (twice a time): past the asks a site answers by search
  // before it makes its table (core.ts PAIR_TABLE_AFTER), so the tables answer too.
  for (const [x, y, s] of asked) {
    const args = [ctx, x, y, s] as Parameters<typeof core.pairInSet>;
    for (let k = 0; k < 50; k++) {
      t.is(core.pairInSetAt(...args, site), core.pairInSet(...args));
      t.is(core.pairNotInSetAt(...args, site), core.pairNotInSet(...args));
    }
  }
  t.not(site.rows, undefined);
  // Errors (an incomparable pair, a non-set) are thrown on every evaluation.
  for (let i = 0; i < 3; i++) t.throws(() => core.pairInSetAt(ctx, a!, tuple([a!]), one, site), { message: /Attempted to compare/ });
  for (let i = 0; i < 3; i++) t.throws(() => core.pairInSetAt(ctx, a!, 1, one, site), { message: /Attempted to compare/ });
  const notSet = 3;
  for (let i = 0; i < 3; i++) t.throws(() => core.pairInSetAt(ctx, a!, b!, notSet, site), { message: /\\in/ });
  t.throws(() => core.pairNotInSetAt(ctx, a!, b!, notSet, site), { message: /\\notin/ });
});
