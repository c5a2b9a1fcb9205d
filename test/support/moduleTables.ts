// Loaded by ava before every test file (package.json "ava.require"): the tests compile
// specs with the synchronous compileToJs and inferSpecTypes, which need the operator
// tables of the standard modules loaded (the CLI loads only those a spec uses).

import { loadModuleTables } from "../../runtime/modules/registry.js";

await loadModuleTables();
