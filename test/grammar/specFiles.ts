// The inputs the grammar's set-up shortcuts are checked on: our specs, Alloy models and
// bad-input fixtures, and the shared corpus and conformance sets when present.

import { join } from "node:path";
import { filesUnder, projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

if (!sharedAvailable) console.error(sharedMissingMessage() + "!!! (the grammar tables are compared on this repository's files only)\n");

export function specFiles(extension: string): string[] {
  const roots = [join(projectRoot, "corpus"), join(projectRoot, "test", "fixtures")];
  if (sharedAvailable) for (const d of ["corpus", "conformance", "conformance-alloy"]) roots.push(join(sharedDir, d));
  return roots.flatMap((r) => filesUnder(r, [extension]));
}
