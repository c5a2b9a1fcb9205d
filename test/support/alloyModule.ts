// Loads the TypeScript module `tla2ts gen Model.als` writes, the way a user's project
// would run it (see generatedModule.ts).

import type { CompiledAlloyModel } from "../../runtime/alloy/compiled.js";
import { importTypeScriptModule } from "./generatedModule.js";

export async function importAlloyModule(code: string, name: string): Promise<CompiledAlloyModel> {
  return importTypeScriptModule<CompiledAlloyModel>(code, name);
}
