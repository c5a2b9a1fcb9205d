// Random simulation of a CompiledSpec (TLC's -simulate): what the CLI and library users
// take from runtime/simulate. A typed machine is simulated through its CompiledSpec.

export { simulate, DEFAULT_DEPTH } from "./simulate.js";
export type { SimulateCounts, SimulateEvent, SimulateOptions, SimulateResult } from "./result.js";
export { formatSimulationResult, progressLine, toSimulationJson, type SimulationJson } from "./report.js";
export { Xoshiro128, SplitMix64, MAX_SEED } from "./random.js";
