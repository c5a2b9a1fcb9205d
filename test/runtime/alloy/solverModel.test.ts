// solveCommand on small hand-built checked models: bounds from scopes, instance
// counts with and without symmetry breaking (counted by hand), check commands,
// util/ordering, integers, closures, skolems and decoding of atom names.
import test from "ava";
import { solveCommand } from "../../../runtime/alloy/index.js";
import { formatInstance } from "../../../runtime/alloy/instance.js";
import { ModelBuilder, x } from "./solverModel.js";

const all = { maxInstances: 1000, symmetryBreaking: false };

test("a plain sig of scope 3: 8 assignments, 4 up to symmetry", (t) => {
  const m = new ModelBuilder();
  m.sig("A");
  const model = m.build();
  const cmd = m.run("show", x.and(), { overall: 3 });
  t.is(solveCommand(model, cmd, all).instances.length, 8);
  const broken = solveCommand(model, cmd, { maxInstances: 1000 });
  t.is(broken.instances.length, 4);
  t.deepEqual(broken.instances.map((i) => i.sigs[0]!.atoms.length).sort(), [0, 1, 2, 3]);
});

test("exact scopes, one sigs and abstract sigs fix the atoms", (t) => {
  const m = new ModelBuilder();
  const color = m.sig("Color", { abstract: true });
  m.sig("Red", { parent: color, multiplicity: "one" });
  m.sig("Green", { parent: color, multiplicity: "one" });
  const a = m.sig("A");
  const model = m.build();
  const cmd = m.run("show", x.and(), { sigs: [[a, 2, true]] });
  const r = solveCommand(model, cmd, all);
  t.is(r.result, "instance");
  t.is(r.instances.length, 1);
  const text = formatInstance(r.instances[0]!);
  t.true(text.includes("this/Color={Red$0, Green$0}"), text);
  t.true(text.includes("this/A={A$0, A$1}"), text);
  t.is(r.primaryVariables, 0);
});

test("a 'one' field: every A picks one B (2 A x 2 B: 4 functions)", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  m.field(a, "f", [b], "one");
  const model = m.build();
  const cmd = m.run("show", x.and(), {
    sigs: [
      [a, 2, true],
      [b, 2, true],
    ],
  });
  const r = solveCommand(model, cmd, all);
  t.is(r.instances.length, 4);
  for (const inst of r.instances) t.is(inst.fields[0]!.tuples.length, 2);
  // Up to the symmetries of A and B there are 2 (f constant or f a bijection).
  const broken = solveCommand(model, cmd, { maxInstances: 100 });
  t.true(broken.instances.length >= 2 && broken.instances.length < 4, String(broken.instances.length));
});

test("non-exact sub-sigs share their parent's atoms and stay disjoint", (t) => {
  const m = new ModelBuilder();
  const p = m.sig("P", { abstract: true });
  m.sig("Q", { parent: p });
  m.sig("R", { parent: p });
  const model = m.build();
  // P has 2 atoms; each is in Q, in R or in neither (abstract: then not in P): 3^2.
  const r = solveCommand(model, m.run("show", x.and(), { overall: 2 }), all);
  t.is(r.instances.length, 9);
  for (const inst of r.instances) {
    const [pAtoms, qAtoms, rAtoms] = inst.sigs.map((s) => s.atoms);
    t.is(pAtoms!.length, qAtoms!.length + rAtoms!.length);
    for (const atom of qAtoms!) t.true(atom.startsWith("Q$"));
    for (const atom of rAtoms!) t.true(atom.startsWith("R$"));
  }
});

test("check: an assertion that holds has no counterexample, a false one has", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  const f = m.field(a, "f", [b], "one");
  const model = m.build();
  const holds = m.check(
    "fInB",
    x.all("a", x.sig(a), (v) => x.cmp("in", x.bin(".", v, x.field(f)), x.sig(b))),
    { overall: 3 },
  );
  t.is(solveCommand(model, holds).result, "no-counterexample");
  const fails = m.check("noA", x.un("no", x.sig(a)), { overall: 3 });
  const r = solveCommand(model, fails);
  t.is(r.result, "counterexample");
  t.true(r.instances[0]!.sigs[0]!.atoms.length > 0);
});

test("util/ordering: next is a chain over the exact ordered sig, atoms named in order", (t) => {
  const m = new ModelBuilder();
  const time = m.sig("Time");
  const ord = m.ordering(time);
  const model = m.build();
  const cmd = m.run(
    "chain",
    x.and(
      x.cmp("=", x.un("#", x.ord(ord, "next")), x.num(3), true),
      x.cmp(
        "=",
        x.bin(".", x.ord(ord, "first"), x.ord(ord, "next")),
        x.bin(".", x.ord(ord, "last"), x.bin(".", x.ord(ord, "prev"), x.ord(ord, "prev"))),
      ),
    ),
    { sigs: [[time, 4, false]] },
  );
  const r = solveCommand(model, cmd, all);
  t.is(r.result, "instance");
  t.is(r.instances.length, 1);
  t.deepEqual(r.instances[0]!.sigs[0]!.atoms, ["Time$0", "Time$1", "Time$2", "Time$3"]);
  // first.^next = Time - first
  const unreachable = m.run(
    "cycle",
    x.cmp("in", x.ord(ord, "first"), x.bin(".", x.ord(ord, "first"), x.un("^", x.ord(ord, "next")))),
    { sigs: [[time, 4, false]] },
  );
  t.is(solveCommand(model, unreachable).result, "no-instance");
});

test("closure: a total successor function on a finite set has a cycle", (t) => {
  const m = new ModelBuilder();
  const n = m.sig("Node");
  const next = m.field(n, "next", [n], "one");
  m.fact(
    x.all("a", x.sig(n), (v) => x.not(x.cmp("in", v, x.bin(".", v, x.un("^", x.field(next)))))),
    "acyclic",
  );
  const model = m.build();
  t.is(solveCommand(model, m.run("someNode", x.un("some", x.sig(n)), { overall: 4 })).result, "no-instance");
  // With no node at all the fact holds vacuously: exactly one (empty) instance.
  t.is(solveCommand(model, m.run("any", x.and(), { overall: 4 }), all).instances.length, 1);
});

test("integers: cardinality, sums, and overflow prevented or wrapping at bit width 4", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const model = m.build();
  const three = m.run("three", x.cmp("=", x.un("#", x.sig(a)), x.num(3), true), { overall: 5 });
  t.is(solveCommand(model, three, all).instances.length, 10); // C(5,3)
  const wraps = m.run("wraps", x.cmp("=", x.bin("add", x.num(7), x.num(1)), x.num(-8), true));
  t.is(solveCommand(model, wraps).result, "no-instance", "7 + 1 overflows: no instance rests on it");
  t.is(solveCommand(model, wraps, { preventOverflow: false }).result, "instance");
  const noWrap = m.run("noWrap", x.cmp("=", x.bin("add", x.num(7), x.num(1)), x.num(8), true), { bitwidth: 5 });
  t.is(solveCommand(model, noWrap).result, "instance");
  // sum over a set of Int atoms: some i, j: Int | i != j and i + j = 7 and i*j = 12 (3 and 4)
  const i = x.variable("i");
  const j = x.variable("j");
  const vi = x.un("toInt", x.v(i));
  const vj = x.un("toInt", x.v(j));
  const pair = x.quant(
    "some",
    [x.decl([i, j], x.sig(m.Int), "one", true)],
    x.and(
      x.cmp("=", x.bin("add", vi, vj), x.num(7), true),
      x.cmp("=", x.bin("mul", vi, vj), x.num(12), true),
      x.cmp("<", vi, vj, true),
    ),
  );
  const r = solveCommand(model, m.run("pair", pair, { bitwidth: 5, sigs: [[a, 0, true]] }), all);
  // 3*4 = 12 and 3+4 = 7; with 5 bits nothing else wraps onto both.
  t.is(r.instances.length, 1);
  t.deepEqual(
    r.instances[0]!.skolems.map((s) => [s.name, s.tuples]),
    [
      ["$pair_i", [["3"]]],
      ["$pair_j", [["4"]]],
    ],
  );
});

test("a run predicate's parameters become skolems; a set-valued parameter too", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const s = x.variable("s");
  const model = m.build();
  const body = x.quant("some", [x.decl([s], x.sig(a), "set")], x.cmp("=", x.un("#", x.v(s)), x.num(2), true));
  const r = solveCommand(model, m.run("two", body, { sigs: [[a, 3, true]] }), all);
  // Three witnesses (the 2-subsets of the 3 fixed atoms) but one instance: skolems do not tell instances apart.
  t.is(r.instances.length, 1);
  t.is(r.instances[0]!.skolems[0]!.name, "$two_s");
  t.is(r.instances[0]!.skolems[0]!.tuples.length, 2);
  // With A free, the instances are the sizes of A that admit a witness: the 3- and 2-atom subsets (3 + 1 of them).
  const free = solveCommand(model, m.run("two", body, { sigs: [[a, 3, false]] }), all);
  t.is(free.instances.length, 4);
});

test("a higher-order quantifier under 'all' is reported with a located diagnostic", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const s = x.variable("s");
  const model = m.build();
  const f = x.quant("all", [x.decl([s], x.sig(a), "set")], x.un("some", x.v(s)));
  const r = solveCommand(model, m.run("bad", f));
  t.is(r.result, "error");
  t.is(r.diagnostics[0]!.code, "TT7290");
  t.regex(r.diagnostics[0]!.message, /sets of tuples/);
});

test("an exact sub-sig larger than its parent's exact scope is reported", (t) => {
  const m = new ModelBuilder();
  const p = m.sig("P");
  const q = m.sig("Q", { parent: p });
  const model = m.build();
  const r = solveCommand(
    model,
    m.run("bad", x.and(), {
      sigs: [
        [p, 1, true],
        [q, 2, true],
      ],
    }),
  );
  t.is(r.result, "error");
  t.is(r.diagnostics[0]!.code, "TT7291");
});

test("scopes too large to translate are refused with a diagnostic, not a hang", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  m.field(a, "r", [a, a], "set");
  const model = m.build();
  const wide = solveCommand(model, m.run("wide", x.and(), { bitwidth: 20 }));
  t.is(wide.result, "error");
  t.is(wide.diagnostics[0]!.code, "TT7292");
  t.regex(wide.diagnostics[0]!.message, /bit width of 20/);
  const big = solveCommand(model, m.run("big", x.and(), { overall: 200 }));
  t.is(big.result, "error");
  t.regex(big.diagnostics[0]!.message, /field A\.r could hold 8000000 tuples/);
});

test("an existential over sets in a fact is skolemized too, named after the fact", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const s = x.variable("s");
  m.fact(x.quant("some", [x.decl([s], x.sig(a), "some")], x.cmp("=", x.un("#", x.v(s)), x.num(2), true)), "pair");
  const model = m.build();
  const r = solveCommand(model, m.run("show", x.and(), { overall: 3 }), all);
  // A needs at least two atoms: the 2- and 3-subsets of 3 atoms.
  t.is(r.instances.length, 4);
  for (const inst of r.instances) {
    t.is(inst.skolems[0]!.name, "$pair_s");
    t.is(inst.skolems[0]!.tuples.length, 2);
  }
});

test("an existential over sets under one universal is skolemized per binding: one relation, the universal's column first", (t) => {
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  const y = x.variable("y");
  const s = x.variable("s");
  // every A atom has its own pair of B atoms (the Analyzer's skolem depth 1)
  const pair = x.quant("some", [x.decl([s], x.sig(b), "some")], x.cmp("=", x.un("#", x.v(s)), x.num(2), true));
  m.fact(x.quant("all", [x.decl([y], x.sig(a))], pair), "pairs");
  const model = m.build();
  const r = solveCommand(model, m.run("show", x.un("some", x.sig(a)), { overall: 2 }), { maxInstances: 1 });
  t.is(r.result, "instance");
  const inst = r.instances[0]!;
  const skolem = inst.skolems.find((k) => k.name === "$pairs_s");
  if (skolem === undefined) return t.fail("no skolem $pairs_s");
  const as = inst.sigs.find((z) => z.sig === "A")!.atoms;
  t.true(as.length > 0);
  for (const atom of as) t.is(skolem.tuples.filter((tu) => tu[0] === atom).length, 2, `${atom} has two witnesses`);
  t.true(skolem.tuples.every((tu) => tu.length === 2 && as.includes(tu[0]!) && tu[1]!.startsWith("B$")));
});

test("a fact the bounds make false settles the command with no CNF, as Kodkod's trivial formulas", (t) => {
  // A is exact 3, so `#A = 2` folds to false while the circuit is built; the rest is not encoded.
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  m.field(b, "f", [a], "set");
  m.fact(x.cmp("=", x.un("#", x.sig(a)), x.num(2), true));
  const model = m.build();
  const r = solveCommand(model, m.run("show", x.some("y", x.sig(b), (y) => x.un("some", x.bin(".", y, x.field(model.fields[0]!)))), { sigs: [[a, 3, true]] }), all);
  t.is(r.result, "no-instance");
  t.is(r.clauses, 0);
  t.is(r.variables, 0);
  // The same fact with a scope that allows it still needs the SAT solver.
  const open = solveCommand(model, m.run("show", x.and(), { sigs: [[a, 2, true]] }), { maxInstances: 1 });
  t.is(open.result, "instance");
});

test("a checked implication's conclusion is skolemized: its counterexample variable is a relation, as Kodkod's", (t) => {
  // check { some A => all y: B | some y.f }: a counterexample is `some A && some y: B | no y.f`.
  const m = new ModelBuilder();
  const a = m.sig("A");
  const b = m.sig("B");
  m.field(b, "f", [a], "set");
  const model = m.build();
  const f = x.field(model.fields[0]!);
  const assertion = x.bin("=>", x.un("some", x.sig(a)), x.all("y", x.sig(b), (y) => x.un("some", x.bin(".", y, f))));
  const r = solveCommand(model, m.check("everyBHasAnF", assertion, { overall: 2 }), { maxInstances: 1 });
  t.is(r.result, "counterexample");
  const inst = r.instances[0]!;
  t.deepEqual(
    inst.skolems.map((s) => [s.name, s.tuples.length]),
    [["$everyBHasAnF_y", 1]],
  );
  // The witness has no f.
  const y = inst.skolems[0]!.tuples[0]![0]!;
  t.false(inst.fields[0]!.tuples.some((tuple) => tuple[0] === y));
});
