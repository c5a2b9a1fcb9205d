// The variables an invariant reads (compiler/analyse/readSets.ts), as the emitted spec
// carries them (`StatePredicate.reads`): through LET, INSTANCE substitutions, recursion,
// operator arguments and LAMBDA; none (reads anything) for TLCGet, RandomElement, Print,
// ENABLED and TLCExt!Trace. InvariantReads' variables: x = 0, y = 1, z = 2, w = 3.

import test from "ava";
import { join } from "node:path";
import { compileToJs, loadCompiledSpec } from "../../../compiler/index.js";
import { projectRoot } from "../../support/shared.js";

test("InvariantReads: each invariant's variables", async (t) => {
  const dir = join(projectRoot, "corpus", "regressions");
  const compiled = compileToJs(join(dir, "InvariantReads.tla"), { config: join(dir, "InvariantReads.cfg") });
  t.truthy(compiled.code);
  const spec = await loadCompiledSpec(compiled.code!);
  const reads = Object.fromEntries(spec.invariants.map((i) => [i.name, i.reads === undefined ? "anything" : i.reads]));
  t.deepEqual(reads, {
    ReadsX: [0],
    ViaLet: [1],
    ViaInstance: [1],
    ViaRecursion: [2],
    // Mutual recursion: B is walked inside A first, then on its own.
    MutualA: [0, 1],
    MutualB: [0, 1],
    ViaLambda: [3],
    ViaOperatorArgument: [0],
    ViaChoose: [0, 1],
    ViaFunction: [2, 3],
    Level: "anything",
    Random: "anything",
    Printing: "anything",
    Enabled: "anything",
    TraceLength: "anything",
  });
});
