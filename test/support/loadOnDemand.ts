// Loaded by ava before every test file (package.json "ava.require"): the tests compile
// specs with the synchronous compileToJs and inferSpecTypes, which need what the CLI
// loads on demand loaded before: the standard modules' operator tables (the CLI loads
// only those a spec uses) and type inference (only gen and validate use it).

import { loadTyping } from "../../compiler/index.js";
import { loadModuleTables } from "../../runtime/modules/registry.js";

await Promise.all([loadModuleTables(), loadTyping()]);
