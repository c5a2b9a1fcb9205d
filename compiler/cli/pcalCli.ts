// yargs registration of `tla2ts pcal`, kept apart from main.ts so commands added on
// other branches merge cleanly.

import type { CommandModule } from "yargs";
import type { Output } from "./parseCommand.js";

export function registerPcalCommands(
  io: Output,
  setExit: (code: number) => void,
  defer: (work: () => void) => void,
): CommandModule<object, { spec: string; "in-place": boolean }> {
  return {
    command: "pcal <spec>",
    describe: "translate the PlusCal algorithm in a .tla file as the TLA+ tools' translator does (prints the new file, or --in-place)",
    builder: (y) =>
      y
        .positional("spec", {
          type: "string",
          demandOption: true,
          describe: "the .tla file holding the algorithm",
        })
        .option("in-place", {
          type: "boolean",
          default: false,
          describe: "rewrite the file instead of printing it",
        }),
    handler: async (args) => {
      // The translator is loaded only by this command.
      const { runPcalCommand } = await import("./pcalCommand.js");
      defer(() => setExit(runPcalCommand({ spec: args.spec, inPlace: args["in-place"] }, io)));
    },
  };
}
