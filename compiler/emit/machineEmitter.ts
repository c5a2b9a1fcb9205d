// `Spec.machine.ts`, the typed plain-value API written beside the compiled `Spec.ts`:
// the state interface (one field per variable, in TypeScript terms), the action union
// (one variant per action of Next, with its parameters), the constants, and `machine`
// (with a .cfg) or `createMachine(constants)` (without one). The types come from
// compiler/types; the behaviour from runtime/machine over the compiled spec, so the
// CompiledSpec module stays exactly what the checker runs. This file decides the
// module's parts; tsModule.ts assembles them with ts-morph and prettier.

import type { CfgValue } from "../../grammar/cfg/index.js";
import type { MachineShape } from "../../runtime/machine/shape.js";
import { actionField } from "../../runtime/machine/machine.js";
import { Level } from "../analyse/scope.js";
import type { InferredTypes } from "../types/infer.js";
import { TypeRenderer } from "../types/render.js";
import { commentText, jsString, jsonLiteral } from "./names.js";

export interface MachineModuleInput {
  readonly module: string;
  /** The compiled spec's module, relative: `./Spec.js`. */
  readonly specImport: string;
  readonly runtimePrefix: string;
  readonly types: InferredTypes;
  /** The .cfg values of the constants (slot order); absent: the factory form. */
  readonly constantValues: readonly CfgValue[] | undefined;
  /** The invariants the model checks, by name (the machine's `invariants` keys). */
  readonly invariants: readonly string[];
}

/** A property of an emitted interface. */
export interface PropertyPart {
  readonly name: string;
  readonly type: string;
  readonly docs?: readonly string[];
}

/** The parts of `Spec.machine.ts`, in order. */
export interface MachineModuleParts {
  readonly comment: string;
  readonly imports: readonly { readonly from: string; readonly typeOnly: boolean; readonly defaultImport?: string; readonly named: readonly { readonly name: string; readonly alias?: string }[] }[];
  readonly aliases: readonly { readonly name: string; readonly type: string; readonly doc: string }[];
  readonly state: { readonly name: string; readonly doc: string; readonly properties: readonly PropertyPart[] };
  readonly action: { readonly name: string; readonly doc: string; readonly type: string };
  readonly constants: { readonly name: string; readonly doc: string; readonly properties: readonly PropertyPart[] };
  readonly operators: { readonly name: string; readonly doc: string; readonly properties: readonly PropertyPart[] };
  /** Every statement after the declarations. */
  readonly body: string;
}

/** The run-time shapes of a machine's plain values (also what `tla2ts validate` reads trace values with). */
export function machineShape(types: InferredTypes, r: TypeRenderer = new TypeRenderer(types.aliases, new Set())): MachineShape {
  return {
    variables: types.variables.map((v) => [v.name, r.shape(v.type)]),
    constants: types.constants.map((c) => [c.name, r.shape(c.type)]),
    actions: types.actions.map((a) => ({ name: a.name, params: a.params.map(([p, t]) => [p, r.shape(t)] as const) })),
    operators: types.operators
      .filter((o) => o.evaluable)
      .map((o) => ({ name: o.name, state: o.level === Level.State, params: o.params.map(([, t]) => r.shape(t)), result: r.shape(o.result) })),
  };
}

export function machineModuleParts(input: MachineModuleInput): MachineModuleParts {
  const { module, types } = input;
  const stateName = `${module}State`;
  const actionName = `${module}Action`;
  const constantsName = `${module}Constants`;
  const operatorsName = `${module}Operators`;
  const r = new TypeRenderer(types.aliases, new Set([stateName, actionName, constantsName, operatorsName]));
  const evaluated = types.operators.filter((o) => o.evaluable);
  const factory = input.constantValues === undefined;

  const shape = machineShape(types, r);
  const property = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : jsString(name));
  const stateFields: PropertyPart[] = types.variables.map((v) => ({
    name: property(v.name),
    type: r.text(v.type),
    ...(v.fallback ? { docs: ["No precise type could be inferred (diagnostic TT3101): the runtime value."] } : {}),
  }));
  const actionVariants = types.actions.map((a) => `{ readonly name: ${jsString(a.name)}${a.params.map(([p, t]) => `; readonly ${actionField(p)}: ${r.text(t)}`).join("")} }`);
  const constantFields: PropertyPart[] = types.constants.map((c) => ({ name: property(c.name), type: r.text(c.type) }));
  const operatorFields: PropertyPart[] = evaluated.map((o) => ({
    name: property(o.name),
    type: operatorSignature(o.level === Level.State ? stateName : undefined, o.params.map(([p, t]) => [p, r.text(t)] as const), r.text(o.result)),
    ...(o.fallback ? { docs: ["No precise result type could be inferred (diagnostic TT3102): the runtime value."] } : {}),
  }));
  const usesValue = [...stateFields, ...constantFields, ...operatorFields].some((f) => /\bValue\b/.test(f.type)) || actionVariants.some((v) => /\bValue\b/.test(v));
  const machineImport = input.runtimePrefix + "machine/index.js";

  const invariantNames = [...new Set(input.invariants)].map(jsString);
  const machineType = `Machine<${stateName}, ${actionName}, ${constantsName}, ${invariantNames.length === 0 ? "never" : invariantNames.join(" | ")}, ${operatorsName}>`;
  const body = [`const shape: MachineShape = ${jsonLiteral(shape)};`];
  if (factory) {
    body.push(
      `/** The machine of ${commentText(module)} with the given constants. */`,
      `export function createMachine(constants: ${constantsName}): ${machineType} { return newMachine(createSpec((intern) => constantValues(shape, constants, intern)), shape, constants); }`,
    );
  } else {
    const literals = types.constants.map((c, i) => `${property(c.name)}: ${plainLiteral(input.constantValues![i]!, r.text(c.type))}`);
    body.push(
      `/** The constants of the model file. */`,
      `export const constants: ${constantsName} = { ${literals.join(", ")} };`,
      `export const machine: ${machineType} = createMachine(spec, shape, constants);`,
      `export default machine;`,
    );
  }
  return {
    comment: `Generated by tla2ts from module ${commentText(module)}: the typed machine API. Do not edit.`,
    imports: [
      factory ? { from: input.specImport, typeOnly: false, named: [{ name: "createSpec" }] } : { from: input.specImport, typeOnly: false, defaultImport: "spec", named: [] },
      { from: machineImport, typeOnly: false, named: factory ? [{ name: "createMachine", alias: "newMachine" }, { name: "constantValues" }] : [{ name: "createMachine" }] },
      { from: machineImport, typeOnly: true, named: [{ name: "Machine" }, { name: "MachineShape" }] },
      ...(usesValue ? [{ from: input.runtimePrefix + "values/index.js", typeOnly: true, named: [{ name: "Value" }] }] : []),
    ],
    aliases: r.aliasDeclarations(),
    state: { name: stateName, doc: `A state of ${module}: one field per variable.`, properties: stateFields },
    action: { name: actionName, doc: "An action of the next-state relation, named as TLC names it in traces, with its parameters.", type: actionVariants.length === 0 ? "never" : actionVariants.join(" | ") },
    constants: { name: constantsName, doc: `The constants of ${module}.`, properties: constantFields },
    operators: {
      name: operatorsName,
      doc: `The operators of ${module} on plain values (the machine's \`operators\`): constant-level ones without parameters are values, state-level ones take the state first.`,
      properties: operatorFields,
    },
    body: body.join("\n"),
  };
}

/** Words a parameter of a function type cannot be named (reserved in strict mode). */
const RESERVED_PARAMS = new Set(
  "arguments break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield".split(" "),
);

/** An operator's TypeScript type: its value, or a function of the state (when given) and its parameters. */
function operatorSignature(state: string | undefined, params: readonly (readonly [string, string])[], result: string): string {
  if (state === undefined && params.length === 0) return result;
  const taken = new Set<string>();
  const name = (wanted: string): string => {
    let n = /^[A-Za-z_$]/.test(wanted) ? wanted : "_" + wanted;
    while (RESERVED_PARAMS.has(n) || taken.has(n)) n += "_";
    taken.add(n);
    return n;
  };
  const list = [...(state === undefined ? [] : [`${name("state")}: ${state}`]), ...params.map(([p, t]) => `${name(p)}: ${t}`)];
  return `(${list.join(", ")}) => ${result}`;
}

/** A .cfg value as a plain value of the constant's type. */
function plainLiteral(v: CfgValue, type: string): string {
  switch (v.kind) {
    case "Int":
      return String(Number(v.value));
    case "Str":
      return jsString(v.value);
    case "Bool":
      return String(v.value);
    case "ModelValue":
      return jsString(v.name);
    case "Set": {
      const elem = /^ReadonlySet<(.*)>$/.exec(type)?.[1] ?? "never";
      return `new Set<${elem}>([${v.elements.map((x) => plainLiteral(x, elem)).join(", ")}])`;
    }
  }
}
