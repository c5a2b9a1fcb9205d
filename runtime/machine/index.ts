// The typed machine API's runtime: what a generated `Spec.machine.ts` imports.

export { createMachine, constantValues, actionField, type ActionLike, type Machine, type MachineOptions, type Transition } from "./machine.js";
export { toPlain, toValue, ShapeError } from "./convert.js";
export type { MachineShape, Shape } from "./shape.js";
