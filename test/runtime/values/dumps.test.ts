// Every state of TLC's two state dumps (`corpus/tlc-states/*.states`, TLC's own `-dump`
// output in discovery order) is read back into values, printed again, and compared
// with TLC's text character for character: set element order, record field order,
// `:>` function order, tuple and record syntax, and the 80-column line breaking
// (including TLC's refusal to break values whose text contains `_`).
//
// The intern table is seeded with names in the order they first appear in the dump;
// the test then checks that one order explains every line. Every dumped state is
// distinct, so the fingerprints must be pairwise distinct as well.

import test from "ava";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fingerprintState, InternTable, prettyPrint, printValue, type Value } from "../../../runtime/values/index.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";
import { namesInOrder, parseTlcValue } from "./support/parseTlcValue.js";
import { dumpedVariables, parseTlcDump } from "../../support/tlcDump.js";

// Distinct-state counts from corpus/EXPECTED.md. The UpdateCluster dump (a run with
// liveness checking) lists every state twice, so its text has 5,818 state blocks.
const dumps = [
  { file: "swarmkit-safety.states", distinct: 5190 },
  { file: "updatecluster-final.states", distinct: 2909 },
];

for (const { file, distinct } of dumps) {
  if (!sharedAvailable) {
    test.skip(`${file}: reprint every state (shared corpus missing)`, () => {});
    console.log(sharedMissingMessage());
    continue;
  }
  test(`${file}: every value reprints exactly as TLC printed it, and all states fingerprint apart`, (t) => {
    const path = join(sharedDir, "corpus", "tlc-states", file);
    const states = parseTlcDump(readFileSync(path, "utf8")).map(dumpedVariables);
    const table = new InternTable();
    table.seed(namesInOrder(readFileSync(path, "utf8")));
    const seen = new Set<string>();
    const texts = new Set<string>();
    const fp = new Uint32Array(2);
    let mismatches = 0;
    let broken = 0;
    for (let i = 0; i < states.length; i++) {
      const s = states[i]!;
      const values: Value[] = [];
      for (let j = 0; j < s.texts.length; j++) {
        const text = s.texts[j]!;
        const v = parseTlcValue(table, text);
        values.push(v);
        const again = prettyPrint(printValue(v));
        if (again.includes("\n")) broken++;
        if (again !== text && mismatches++ < 3) {
          t.fail(`state ${i + 1}, ${s.names[j]}:\nTLC:  ${text}\nours: ${again}`);
        }
      }
      texts.add(s.texts.join("\n"));
      fingerprintState(values, fp);
      seen.add(`${fp[0]}:${fp[1]}`);
    }
    t.is(mismatches, 0);
    t.is(texts.size, distinct);
    t.is(seen.size, distinct, "distinct states must have distinct fingerprints, equal states equal ones");
    t.log(`${states.length} states reprinted; ${broken} values needed line breaking`);
  });
}
