// Assembles the TypeScript module of `tla2ts gen` from the emitter's parts: imports and
// the module's own type declarations as ts-morph structures (one batched call), the
// emitted code as one writer-written block, then prettier with fixed options (no
// config file is read) so that the same spec always gives the same bytes.

import { Project, StructureKind, type StatementStructures, type WriterFunction } from "ts-morph";
import { format } from "prettier";
import type { EmittedModule } from "./specEmitter.js";
import { T } from "./tsTypes.js";

const PRETTIER_OPTIONS = { parser: "typescript", printWidth: 120, trailingComma: "all", endOfLine: "lf" } as const;

export async function typeScriptModule(m: EmittedModule): Promise<string> {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile("spec.ts", "");
  const statements: (string | WriterFunction | StatementStructures)[] = [
    `// ${m.comment}`,
    ...m.imports.map((i): StatementStructures => ({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: i.from,
      isTypeOnly: i.typeOnly === true,
      ...(i.namespace !== undefined ? { namespaceImport: i.namespace } : { namedImports: [...i.named!] }),
    })),
    ...typeDeclarations(),
    (writer) => writer.write(m.body),
  ];
  file.addStatements(statements);
  return format(file.getFullText(), PRETTIER_OPTIONS);
}

/** The types emitted code is annotated with (names in tsTypes.ts's `T`). */
function typeDeclarations(): StatementStructures[] {
  return [
    { kind: StructureKind.TypeAlias, name: T.value, type: "V.Value" },
    { kind: StructureKind.TypeAlias, name: T.op, type: `(...args: ${T.value}[]) => ${T.value}`, docs: ["An operator passed as an argument (`F(_)`)."] },
    { kind: StructureKind.TypeAlias, name: T.ctx, type: "EmittedContext", docs: ["The runtime's context plus what emitted code keeps in it."] },
  ];
}
