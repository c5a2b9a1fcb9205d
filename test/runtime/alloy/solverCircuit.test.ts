// The solver's lower layers: the hash-consed circuit, the CNF encoding into the SAT solver,
// and the integer bit vectors (checked exhaustively against plain arithmetic and against the
// instance evaluator, with and without overflow prevention).
import test from "ava";
import { Relations } from "../../../runtime/alloy/relations.js";
import { BitVectors, signedValue, type BitVector } from "../../../runtime/alloy/solver/bitvector.js";
import { Circuit, FALSE, TRUE, type Lit } from "../../../runtime/alloy/solver/circuit.js";
import { CnfEncoder } from "../../../runtime/alloy/solver/cnf.js";

function wrap(n: number, width: number): number {
  const span = 2 ** width;
  const min = -(span / 2);
  return ((((n - min) % span) + span) % span) + min;
}

function constantValue(bits: readonly Lit[]): number {
  for (const b of bits) if (b !== TRUE && b !== FALSE) throw new Error("not a constant");
  return signedValue(bits.map((b) => b === TRUE));
}

test("gates are shared and constants fold", (t) => {
  const c = new Circuit();
  const a = c.variable();
  const b = c.variable();
  t.is(c.and(a, b), c.and(b, a));
  t.is(c.andAll([a, b, TRUE, a]), c.and(a, b));
  t.is(c.and(a, -a), FALSE);
  t.is(c.or(a, -a), TRUE);
  t.is(c.ite(TRUE, a, b), a);
  t.is(c.andAll([]), TRUE);
  t.is(c.orAll([]), FALSE);
});

test("if-then-else gates are shared in one normal form and encode exactly the choice", (t) => {
  const c = new Circuit();
  const [x, a, b] = [c.variable(), c.variable(), c.variable()];
  const g = c.ite(x, a, b);
  t.true(c.isIte(g));
  t.is(c.ite(-x, b, a), g);
  t.is(c.ite(x, -a, -b), -g);
  t.is(c.xor(x, a), -c.iff(x, a));
  t.is(c.ite(x, x, b), c.or(x, b));
  t.is(c.ite(x, a, x), c.and(x, a));
  // Each polarity of the gate, asserted, has exactly the models of the choice (4 of the 8).
  for (const lit of [g, -g]) {
    const enc = new CnfEncoder(c, [x, a, b]);
    enc.assert(lit);
    const seen: boolean[][] = [];
    while (enc.solve() && seen.length < 10) {
      const v = [x, a, b].map((l) => enc.value(l));
      t.is(v[0] ? v[1] : v[2], lit > 0, JSON.stringify(v));
      seen.push(v);
      enc.addClause([x, a, b].map((l, i) => (v[i] ? -l : l)));
    }
    t.is(seen.length, 4);
  }
});

test("the pigeonhole principle: 6 pigeons do not fit in 5 holes, 5 do", (t) => {
  for (const [pigeons, sat] of [
    [6, false],
    [5, true],
  ] as const) {
    const c = new Circuit();
    const holes = 5;
    const v: Lit[][] = [];
    const primary: Lit[] = [];
    for (let p = 0; p < pigeons; p++) {
      v.push([]);
      for (let h = 0; h < holes; h++) {
        const x = c.variable();
        v[p]!.push(x);
        primary.push(x);
      }
    }
    const constraints: Lit[] = [];
    for (let p = 0; p < pigeons; p++) constraints.push(c.orAll(v[p]!));
    for (let h = 0; h < holes; h++)
      constraints.push(
        c.atMost(
          v.map((row) => row[h]!),
          1,
        ),
      );
    const enc = new CnfEncoder(c, primary);
    enc.assert(c.andAll(constraints));
    t.is(enc.solve(), sat, `${pigeons} pigeons`);
  }
});

test("enumerating all models of 'exactly 2 of 4' by blocking clauses finds 6", (t) => {
  const c = new Circuit();
  const xs = [c.variable(), c.variable(), c.variable(), c.variable()];
  const enc = new CnfEncoder(c, xs);
  enc.assert(c.exactly(xs, 2));
  let count = 0;
  while (enc.solve() && count < 100) {
    const values = xs.map((x) => enc.value(x));
    t.is(values.filter(Boolean).length, 2);
    enc.addClause(xs.map((x, i) => (values[i] ? -x : x)));
    count++;
  }
  t.is(count, 6);
});

for (const width of [3, 4]) {
  // Division by zero and shift amounts follow Kodkod's circuits (checked against the Analyzer 5.1 for
  // every pair at width 3, both with and without overflow prevention): x / 0 is -1, 1 or 0 by x's sign,
  // x % 0 is x, and a shift uses the amount's low ceil(log2(width)) bits only (`1 << 4` is 1 at width 4).
  test(`bit vectors of width ${width} compute what the instance evaluator computes, wrapping or overflowing`, (t) => {
    const c = new Circuit();
    const bv = new BitVectors(c, width);
    const wrapping = new Relations({ bitwidth: width, sigs: [], fields: [], skolems: [] }, { preventOverflow: false });
    const preventing = new Relations({ bitwidth: width, sigs: [], fields: [], skolems: [] });
    const min = -(2 ** (width - 1));
    const max = 2 ** (width - 1) - 1;
    const stages = Math.ceil(Math.log2(width));
    let checked = 0;
    for (let a = min; a <= max; a++) {
      const x = bv.constant(a);
      const negated = bv.neg(x);
      t.is(constantValue(negated), wrap(-a, width));
      t.is(c.and(x[width - 1]!, negated[width - 1]!) === TRUE, Number.isNaN(preventing.neg(a)), `neg ${a} overflows`);
      for (let b = min; b <= max; b++) {
        const y = bv.constant(b);
        const where = `${a} op ${b}`;
        const sum = bv.add(x, y);
        const difference = bv.sub(x, y);
        const { quotient, remainder } = bv.divRem(x, y);
        const amount = wrap(b, width) & (2 ** stages - 1);
        const results: [string, BitVector, Lit, number, number][] = [
          ["add", sum, bv.addOverflow(x, y, sum), wrap(a + b, width), preventing.add(a, b)],
          ["sub", difference, bv.subOverflow(x, y, difference), wrap(a - b, width), preventing.sub(a, b)],
          ["mul", bv.mul(x, y), bv.mulOverflow(x, y), wrap(a * b, width), preventing.mul(a, b)],
          [
            "div",
            quotient,
            bv.divOverflow(x, y),
            b === 0 ? (a > 0 ? -1 : a < 0 ? 1 : 0) : wrap(Math.trunc(a / b), width),
            preventing.div(a, b),
          ],
          ["rem", remainder, bv.remOverflow(y), b === 0 ? a : wrap(a % b, width), preventing.rem(a, b)],
          ["shl", bv.shift(x, y, "shl"), bv.shlOverflow(x, y), wrap(a * 2 ** amount, width), preventing.shl(a, b)],
          ["sha", bv.shift(x, y, "sha"), FALSE, Math.floor(a / 2 ** amount), preventing.sha(a, b)],
        ];
        for (const [op, bits, overflow, expected, prevented] of results) {
          t.is(constantValue(bits), expected, `${op} ${where}`);
          t.is(wrapping[op as "add"](a, b), expected, `${op} ${where}: the evaluator, wrapping`);
          t.is(overflow === TRUE, Number.isNaN(prevented), `${op} ${where}: overflow`);
          if (!Number.isNaN(prevented)) t.is(prevented, expected, `${op} ${where}: the evaluator, preventing`);
        }
        const unsigned = a < 0 ? a + 2 ** width : a;
        t.is(constantValue(bv.shift(x, y, "shr")), wrap(Math.floor(unsigned / 2 ** amount), width), `shr ${where}`);
        t.is(wrapping.shr(a, b), constantValue(bv.shift(x, y, "shr")), `shr ${where}: the evaluator`);
        t.is(bv.lt(x, y), a < b ? TRUE : FALSE, `lt ${where}`);
        t.is(bv.eq(x, y), a === b ? TRUE : FALSE, `eq ${where}`);
        checked++;
      }
    }
    t.is(checked, 4 ** width);
    // Overflows that only prevention sees: exact results outside min..max.
    t.is(bv.addOverflow(bv.constant(max), bv.constant(1), bv.add(bv.constant(max), bv.constant(1))), TRUE);
    t.is(bv.mulOverflow(bv.constant(min), bv.constant(-1)), TRUE);
    t.is(bv.divOverflow(bv.constant(min), bv.constant(-1)), TRUE);
  });
}

test("counting literals wraps at the bit width, and overflows past the largest integer", (t) => {
  const c = new Circuit();
  const bv = new BitVectors(c, 4);
  t.is(constantValue(bv.count(new Array<Lit>(7).fill(TRUE))), 7);
  t.is(constantValue(bv.count(new Array<Lit>(9).fill(TRUE))), -7);
  t.is(constantValue(bv.count([TRUE, FALSE, TRUE])), 2);
  t.is(bv.countWithOverflow(new Array<Lit>(7).fill(TRUE)).overflow, FALSE);
  t.is(bv.countWithOverflow(new Array<Lit>(8).fill(TRUE)).overflow, TRUE);
  // Kodkod's pairwise sum: 7 + 7 overflows even though 7 + 7 + -8 + -6 = 0 fits.
  const terms = [7, 7, -8, -6].map((v) => ({ bits: bv.constant(v), overflow: FALSE }));
  const total = bv.pairwiseSum(terms);
  t.is(constantValue(total.bits), 0);
  t.is(total.overflow, TRUE);
  t.is(bv.pairwiseSum([7, -8, 7, -6].map((v) => ({ bits: bv.constant(v), overflow: FALSE }))).overflow, FALSE);
});
