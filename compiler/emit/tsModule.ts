// Assembles the TypeScript module of `tla2ts gen` from the emitter's parts: imports and
// the module's own type declarations as ts-morph structures (one batched call), the
// emitted code as one writer-written block, then prettier with fixed options (no
// config file is read) so that the same spec always gives the same bytes.

import { Project, StructureKind, type StatementStructures, type WriterFunction } from "ts-morph";
import { format } from "prettier";
import type { EmittedModule } from "./specEmitter.js";
import type { MachineModuleParts, PropertyPart } from "./machineEmitter.js";
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

/** `Spec.machine.ts` from its parts (machineEmitter.ts). */
export async function machineTypeScriptModule(m: MachineModuleParts): Promise<string> {
  const project = new Project({ useInMemoryFileSystem: true });
  const file = project.createSourceFile("machine.ts", "");
  const properties = (ps: readonly PropertyPart[]) =>
    ps.map((p) => ({ kind: StructureKind.PropertySignature as const, name: p.name, isReadonly: true, type: p.type, ...(p.docs === undefined ? {} : { docs: [...p.docs] }) }));
  const statements: (string | WriterFunction | StatementStructures)[] = [
    `// ${m.comment}`,
    ...m.imports.map((i): StatementStructures => ({
      kind: StructureKind.ImportDeclaration,
      moduleSpecifier: i.from,
      isTypeOnly: i.typeOnly,
      ...(i.defaultImport !== undefined ? { defaultImport: i.defaultImport } : {}),
      ...(i.named.length > 0 ? { namedImports: i.named.map((n) => (n.alias === undefined ? { name: n.name } : { name: n.name, alias: n.alias })) } : {}),
    })),
    ...m.aliases.map((a): StatementStructures => ({ kind: StructureKind.TypeAlias, name: a.name, isExported: true, type: a.type, docs: [a.doc] })),
    { kind: StructureKind.Interface, name: m.state.name, isExported: true, properties: properties(m.state.properties), docs: [m.state.doc] },
    { kind: StructureKind.TypeAlias, name: m.action.name, isExported: true, type: m.action.type, docs: [m.action.doc] },
    { kind: StructureKind.Interface, name: m.constants.name, isExported: true, properties: properties(m.constants.properties), docs: [m.constants.doc] },
    { kind: StructureKind.Interface, name: m.operators.name, isExported: true, properties: properties(m.operators.properties), docs: [m.operators.doc] },
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
