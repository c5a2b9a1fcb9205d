// The compiler's operator table: every entry names a function its module file
// exports, with the arity the TLA+ operator has.

import test from "ava";
import * as Bags from "../../../runtime/modules/Bags.js";
import * as BagsExt from "../../../runtime/modules/BagsExt.js";
import * as Bitwise from "../../../runtime/modules/Bitwise.js";
import * as Combinatorics from "../../../runtime/modules/Combinatorics.js";
import * as CSV from "../../../runtime/modules/CSV.js";
import * as DyadicRationals from "../../../runtime/modules/DyadicRationals.js";
import * as Graphs from "../../../runtime/modules/Graphs.js";
import * as GraphViz from "../../../runtime/modules/GraphViz.js";
import * as Statistics from "../../../runtime/modules/Statistics.js";
import * as SVG from "../../../runtime/modules/SVG.js";
import * as UndirectedGraphs from "../../../runtime/modules/UndirectedGraphs.js";
import * as VectorClocks from "../../../runtime/modules/VectorClocks.js";
import * as FiniteSets from "../../../runtime/modules/FiniteSets.js";
import * as FiniteSetsExt from "../../../runtime/modules/FiniteSetsExt.js";
import * as Folds from "../../../runtime/modules/Folds.js";
import * as Functions from "../../../runtime/modules/Functions.js";
import * as Integers from "../../../runtime/modules/Integers.js";
import * as IOUtils from "../../../runtime/modules/IOUtils.js";
import * as Json from "../../../runtime/modules/Json.js";
import * as Naturals from "../../../runtime/modules/Naturals.js";
import * as Randomization from "../../../runtime/modules/Randomization.js";
import * as Sequences from "../../../runtime/modules/Sequences.js";
import * as SequencesExt from "../../../runtime/modules/SequencesExt.js";
import * as TLC from "../../../runtime/modules/TLC.js";
import * as TLCExt from "../../../runtime/modules/TLCExt.js";
import { operatorFor, standardModules, tlcOverrides } from "../../../runtime/modules/registry.js";
import { testContext } from "./support/context.js";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "../../support/shared.js";

const files: Record<string, Record<string, unknown>> = {
  Bags,
  BagsExt,
  Bitwise,
  Combinatorics,
  CSV,
  DyadicRationals,
  Graphs,
  GraphViz,
  Statistics,
  SVG,
  UndirectedGraphs,
  VectorClocks,
  FiniteSets,
  FiniteSetsExt,
  Folds,
  Functions,
  Integers,
  IOUtils,
  Json,
  Naturals,
  Randomization,
  Sequences,
  SequencesExt,
  TLC,
  TLCExt,
};

test("every entry's fn is the function its module exports under `export`, with arity fn.length - 1 (- 1 more for the state of a readsState entry)", (t) => {
  let entries = 0;
  for (const [module, table] of Object.entries(standardModules)) {
    const file = files[module];
    t.truthy(file, `no module file for ${module}`);
    for (const [name, entry] of Object.entries(table)) {
      entries++;
      t.is(file![entry.export], entry.fn, `${module}!${name}: export ${entry.export}`);
      t.is(entry.fn.length - 1 - (entry.readsState === true ? 1 : 0), entry.arity, `${module}!${name}: arity`);
      for (const i of entry.operatorArgs ?? []) t.true(i >= 0 && i < entry.arity, `${module}!${name}: operator argument ${i}`);
    }
  }
  t.true(entries > 120, `only ${entries} entries`);
  // The tests load every table (test/support/loadOnDemand.ts): all are checked here.
  t.deepEqual(Object.keys(standardModules).sort(), Object.keys(files).sort());
});

test("a process loads the tables it asks for, and using one not loaded is an error, never a silent TLA+ fallback", (t) => {
  const registry = pathToFileURL(join(projectRoot, "build", "runtime", "modules", "registry.js")).href;
  const script = `
    const r = await import(${JSON.stringify(registry)});
    const before = Object.keys(r.standardModules).length;
    await r.loadModuleTables(["Naturals", "NotAModule", "Naturals"]);
    let error = "";
    try { r.operatorFor(new Set(["Sequences"]), "Sequences", "Len"); } catch (e) { error = e.message; }
    console.log(JSON.stringify({ before, loaded: Object.keys(r.standardModules), plus: r.operatorFor(new Set(["Naturals"]), "Naturals", "+")?.export, hasSequences: r.hasNativeModule("Sequences"), error }));
  `;
  const child = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  t.is(child.status, 0, child.stderr);
  const out = JSON.parse(child.stdout) as { before: number; loaded: string[]; plus: string; hasSequences: boolean; error: string };
  t.is(out.before, 0);
  t.deepEqual(out.loaded, ["Naturals"]);
  t.is(out.plus, "plus");
  t.true(out.hasSequences);
  t.regex(out.error, /operator table of Sequences is not loaded/);
});

test("synonyms are all present and share one implementation", (t) => {
  const nat = standardModules.Naturals!;
  t.is(nat["<="]!.fn, nat["=<"]!.fn);
  t.is(nat["<="]!.fn, nat["\\leq"]!.fn);
  t.is(nat[">="]!.fn, nat["\\geq"]!.fn);
  t.is(standardModules.Sequences!["\\o"]!.fn, standardModules.Sequences!["\\circ"]!.fn);
  t.is(standardModules.Bags!["(+)"]!.fn, standardModules.Bags!["\\oplus"]!.fn);
});

test("§0.6 \\div: Naturals' own unless Integers is loaded anywhere", (t) => {
  const { ctx } = testContext();
  const naturalsOnly = operatorFor(new Set(["Naturals"]), "Naturals", "\\div")!;
  const withIntegers = operatorFor(new Set(["Naturals", "Integers"]), "Naturals", "\\div")!;
  t.is(naturalsOnly.fn(ctx, -1, 2), 0);
  t.is(withIntegers.fn(ctx, -1, 2), -1);
  t.is(operatorFor(new Set(["Integers"]), "Integers", "\\div")!.fn(ctx, -1, 2), -1);
  // Integers' table answers for every Naturals operator once Integers is loaded (its Java methods name tlc2.module.Integers).
  t.is(operatorFor(new Set(["Naturals", "Integers"]), "Naturals", "+")!.fn, Integers.plus);
  t.is(operatorFor(new Set(["Naturals"]), "Naturals", "+")!.fn, Naturals.plus);
  t.is(operatorFor(new Set(["TLC"]), "TLC", "NoSuchOperator"), undefined);
  t.is(operatorFor(new Set(["TLC"]), "NoSuchModule", "x"), undefined);
});

test("every operator TLC's CommunityModules override in Java has a native implementation", (t) => {
  let count = 0;
  for (const [module, names] of Object.entries(tlcOverrides)) {
    for (const name of names) {
      count++;
      const key = `${module}!${name}`;
      t.true(standardModules[module]?.[name] !== undefined, `${key}: native present`);
    }
  }
  // 70 annotated methods in tlc2.overrides (rev a8068a4), less Combinatorics' factorial, which
  // TLC cannot apply to the function definition `factorial[n \in Nat]`.
  t.is(count, 69);
});
