// The Alloy runtime's entry point: solving a checked model's commands.
export { solveCommand } from "./solver/solve.js";
export type { SolveOptions, SolveResult, SolveOutcome } from "./solver/solve.js";
