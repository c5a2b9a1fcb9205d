// What only typed output needs: type inference and the typed machine's parts (gen's
// TypeScript, validate's value shapes). compiler/index.ts imports this module when a
// compile asks for types, so `check` does not load it.

export { inferTypes } from "./types/infer.js";
export { machineOperators } from "./types/operatorTypes.js";
export { machineModuleParts, machineShape } from "./emit/machineEmitter.js";
