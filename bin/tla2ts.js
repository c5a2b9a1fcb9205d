#!/usr/bin/env node
// The CLI entry named in package.json "bin". The sources are TypeScript compiled to
// build/ by `npm ci` (the "prepare" script), so this file only hands over to them,
// after relaunching itself with a larger heap when Node's default is too small
// (build/compiler/cli/heap.js); the heavy modules load only in the process that works.
import module from "node:module";
import { fileURLToPath } from "node:url";

// Node 22+ can keep V8's compiled code of the modules it loads between runs (in the
// system's temporary folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Loading some
// 130 modules is a good part of a small model's run. Node 20 has no such cache: nothing happens.
module.enableCompileCache?.();
const { relaunchWithEnoughHeap, restoreExtraCaCerts } = await import("../build/compiler/cli/heap.js");

const args = process.argv.slice(2);
const relaunched = await relaunchWithEnoughHeap(fileURLToPath(import.meta.url), args);
if (relaunched !== undefined) {
  process.exitCode = relaunched;
} else {
  // bin/tla2ts started Node without NODE_EXTRA_CA_CERTS (it costs every start); the command sees the user's environment.
  restoreExtraCaCerts();
  const { quietOnClosedPipe } = await import("../build/compiler/cli/checkEntry.js");
  quietOnClosedPipe();
  const { main } = await import("../build/compiler/cli/main.js");
  process.exitCode = await main(args);
}
