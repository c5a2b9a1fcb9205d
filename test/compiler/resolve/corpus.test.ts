// Resolves the root module of every conformance model and of the seed corpus's
// models, in place in ../shared: no diagnostics, and every name and operator
// symbol of every module loaded bound to something. Prints one table row per root.

import test from "ava";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { resolve, type Resolved } from "../../../compiler/resolve/index.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../../support/shared.js";
import { nodesOfKind } from "./support.js";

const seedRoots = [
  "swarmkit/SwarmKit.tla",
  "swarmkit/WorkerImpl.tla",
  "updatecluster/UpdateCluster.tla",
  "updatecluster-final/UpdateCluster.tla",
  "updatecluster-final/MCClusterNeverFails.tla",
  "rebalanser/MCResourceBarrier.tla",
];

function roots(): string[] {
  const manifest = JSON.parse(readFileSync(join(sharedDir, "conformance", "manifest.json"), "utf8")) as { dir: string; spec: string }[];
  return [...manifest.map((e) => join(sharedDir, "conformance", e.dir, e.spec)), ...seedRoots.map((p) => join(sharedDir, "corpus", p))];
}

/** Names and operator symbols with no binding, in all modules loaded (a submodule is inside its enclosing module's AST). */
function unbound(resolved: Resolved): number {
  const names = nodesOfKind(resolved, "Name").filter((n) => !resolved.references.has(n as never));
  const ops = [...nodesOfKind(resolved, "Infix"), ...nodesOfKind(resolved, "Prefix"), ...nodesOfKind(resolved, "Postfix")].filter(
    (n) => !resolved.operators.has(n as never),
  );
  return names.length + ops.length;
}

if (!sharedAvailable) {
  console.error(sharedMissingMessage());
  test.skip("resolve every conformance and seed corpus root (shared corpus missing)", () => {});
} else {
  test("resolve every conformance and seed corpus root with no diagnostics", (t) => {
    const rows: string[] = [];
    const failures: string[] = [];
    let references = 0;
    const started = performance.now();
    for (const root of roots()) {
      const t0 = performance.now();
      const resolved = resolve(root);
      const ms = performance.now() - t0;
      const missing = unbound(resolved);
      references += resolved.references.size;
      const parseErrors = resolved.diagnostics.filter((d) => d.code.startsWith("TT1")).length;
      const nameErrors = resolved.diagnostics.length - parseErrors;
      const name = relative(sharedDir, root);
      rows.push(
        `${name.padEnd(78)} ${String(resolved.modules.length).padStart(3)} ${String(resolved.references.size).padStart(6)} ${String(parseErrors).padStart(5)} ${String(nameErrors).padStart(5)} ${String(missing).padStart(7)} ${ms.toFixed(1).padStart(7)}`,
      );
      if (resolved.diagnostics.length > 0 || missing > 0) {
        const first = resolved.diagnostics[0];
        failures.push(`${name}: ${first === undefined ? `${missing} unbound` : `${relative(sharedDir, first.file)} ${first.code} ${first.message}`}`);
      }
    }
    t.log(
      `\n${"root".padEnd(78)} mod   refs parse names unbound      ms\n${rows.join("\n")}\n` +
        `${rows.length} roots, ${rows.length - failures.length} clean, ${references} name uses bound, ${(performance.now() - started).toFixed(0)} ms`,
    );
    t.deepEqual(failures, []);
    t.true(rows.length >= 94);
  });
}
