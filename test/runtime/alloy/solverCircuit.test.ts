// The solver's lower layers: the hash-consed circuit, the CNF encoding into the SAT solver,
// and the integer bit vectors (checked exhaustively against plain arithmetic).
import test from "ava";
import { BitVectors, signedValue } from "../../../runtime/alloy/solver/bitvector.js";
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
  test(`bit vectors of width ${width} wrap around like Alloy's integers`, (t) => {
    const c = new Circuit();
    const bv = new BitVectors(c, width);
    const min = -(2 ** (width - 1));
    const max = 2 ** (width - 1) - 1;
    let checked = 0;
    for (let a = min; a <= max; a++) {
      t.is(constantValue(bv.neg(bv.constant(a))), wrap(-a, width));
      for (let b = min; b <= max; b++) {
        const x = bv.constant(a);
        const y = bv.constant(b);
        const where = `${a} op ${b}`;
        t.is(constantValue(bv.add(x, y)), wrap(a + b, width), `add ${where}`);
        t.is(constantValue(bv.sub(x, y)), wrap(a - b, width), `sub ${where}`);
        t.is(constantValue(bv.mul(x, y)), wrap(a * b, width), `mul ${where}`);
        const { quotient, remainder } = bv.divRem(x, y);
        t.is(constantValue(quotient), b === 0 ? (a >= 0 ? -1 : 1) : wrap(Math.trunc(a / b), width), `div ${where}`);
        t.is(constantValue(remainder), b === 0 ? a : wrap(a % b, width), `rem ${where}`);
        const inRange = b >= 0 && b < width;
        t.is(constantValue(bv.shift(x, y, "shl")), inRange ? wrap(a * 2 ** b, width) : 0, `shl ${where}`);
        t.is(constantValue(bv.shift(x, y, "sha")), inRange ? Math.floor(a / 2 ** b) : a < 0 ? -1 : 0, `sha ${where}`);
        const unsigned = a < 0 ? a + 2 ** width : a;
        t.is(
          constantValue(bv.shift(x, y, "shr")),
          inRange ? wrap(Math.floor(unsigned / 2 ** b), width) : 0,
          `shr ${where}`,
        );
        t.is(bv.lt(x, y), a < b ? TRUE : FALSE, `lt ${where}`);
        t.is(bv.eq(x, y), a === b ? TRUE : FALSE, `eq ${where}`);
        checked++;
      }
    }
    t.is(checked, 4 ** width);
  });
}

test("counting literals wraps at the bit width", (t) => {
  const c = new Circuit();
  const bv = new BitVectors(c, 4);
  t.is(constantValue(bv.count(new Array<Lit>(7).fill(TRUE))), 7);
  t.is(constantValue(bv.count(new Array<Lit>(9).fill(TRUE))), -7);
  t.is(constantValue(bv.count([TRUE, FALSE, TRUE])), 2);
});
