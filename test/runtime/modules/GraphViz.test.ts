// GraphViz's DotDiGraph as TLC's override writes it. TLC names nodes by value
// fingerprints under a polynomial it picks at random per run, so the comparison with
// TLC's output (recorded with ../shared/oracles/tlc) replaces the ids; that the same node
// gets the same id everywhere is checked separately.

import test from "ava";
import * as GraphViz from "../../../runtime/modules/GraphViz.js";
import { printValue, type Value } from "../../../runtime/values/index.js";
import { testContext } from "./support/context.js";

test("DotDiGraph: nodes then edges in TLC's order, labels from VL and EL with quotes escaped", (t) => {
  const { ctx, v } = testContext();
  const text = (x: Value): string => (x as { text: string }).text;
  const nl = (n: Value): Value => ctx.intern.string(`n${printValue(n)}`);
  const el = (e: Value): Value => ctx.intern.string(`${printValue((e as unknown as { elems: Value[] }).elems[0]!)}-${printValue((e as unknown as { elems: Value[] }).elems[1]!)}`);
  const dot = text(GraphViz.DotDiGraph(ctx, v("[node |-> {1, 2, 3}, edge |-> {<<1, 2>>, <<2, 3>>, <<1, 3>>}]"), nl, el));
  t.is(dot.replace(/-?\d{6,}/g, "ID"), 'digraph MyGraph {ID[label="n1"];ID[label="n2"];ID[label="n3"];ID->ID[label="1-2"];ID->ID[label="1-3"];ID->ID[label="2-3"];}');
  const ids = [...dot.matchAll(/(-?\d{6,})\[label="n(\d)"\]/g)].map((m) => [m[2], m[1]] as const);
  const idOf = new Map(ids);
  t.is(idOf.size, 3);
  t.true(dot.includes(`${idOf.get("1")}->${idOf.get("2")}[`));
  const quoted = text(GraphViz.DotDiGraph(ctx, v('[node |-> {"a", "b"}, edge |-> {<<"a", "b">>}]'), (n) => n, el));
  t.is(quoted.replace(/-?\d{6,}/g, "ID"), 'digraph MyGraph {ID[label="a"];ID[label="b"];ID->ID[label="\\"a\\"-\\"b\\""];}');
  t.is(text(GraphViz.DotDiGraph(ctx, v("[node |-> {}, edge |-> {}]"), (n) => n, (e) => e)), "digraph MyGraph {}");
});
