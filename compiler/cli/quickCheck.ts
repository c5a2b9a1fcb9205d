// `tla2ts check Spec.tla [options]` without loading yargs: importing yargs (some 50
// modules, among them the text-layout ones of its help screens) costs about 50 ms of CPU,
// a sixth of checking a small model. yargs-parser, the parser yargs itself runs, reads
// the command line with check's option tables (checkArgs.ts), configured as yargs
// configures it. Anything this path is not sure of (an unknown option, --help, a second
// positional, a value a coerce rejects, a repeated option, an empty value, NaN) gives
// undefined, and main.ts hands the command line to yargs, whose answer or message is
// then the one the user sees.

import parser from "yargs-parser";
import { checkOptionTable, specOptionTable, type CheckArgs } from "./checkArgs.js";

type Option = { readonly type: "string" | "boolean" | "number"; readonly array?: boolean; readonly nargs?: number; readonly default?: unknown; readonly coerce?: (value: never) => unknown };

const table: Readonly<Record<string, Option>> = { ...specOptionTable, ...checkOptionTable };

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** yargs-parser's options for the tables, as yargs builds them from the same declarations. */
function parserOptions(): parser.Options {
  const o = { string: [] as string[], boolean: [] as string[], number: [] as string[], array: [] as string[], narg: {} as Record<string, number>, default: {} as Record<string, unknown> };
  for (const [name, option] of Object.entries(table)) {
    o[option.type].push(name);
    if (option.array === true) o.array.push(name);
    if (option.nargs !== undefined) o.narg[name] = option.nargs;
    if (option.default !== undefined) o.default[name] = Array.isArray(option.default) ? [...option.default] : option.default;
  }
  // yargs' own settings for its parser run (yargs-factory: kRunYargsParserAndExecuteCommands).
  return { ...o, configuration: { "parse-positional-numbers": false, "populate--": true } };
}

/** The arguments of `check` (the words after it), or undefined when yargs should read them. */
export function quickCheckArgs(words: readonly string[]): CheckArgs | undefined {
  const parsed = parser.detailed([...words], parserOptions());
  if (parsed.error !== null) return undefined;
  const argv = parsed.argv as Record<string, unknown> & { _: unknown[]; "--"?: unknown[] };
  const spec = argv._[0];
  if (argv._.length !== 1 || typeof spec !== "string" || spec === "" || (argv["--"]?.length ?? 0) > 0) return undefined;
  const known = new Set(["_", "--", ...Object.keys(table).flatMap((name) => [name, camel(name)])]);
  if (Object.keys(argv).some((key) => !known.has(key))) return undefined;
  const values: Record<string, unknown> = { spec };
  for (const [name, option] of Object.entries(table)) {
    // The camel-case key, as the command's handler reads it from yargs (`--dumpDot` sets it too).
    let value = argv[camel(name)];
    if (value === undefined) continue;
    if (option.array === true ? !Array.isArray(value) || value.some((v) => typeof v !== option.type) : typeof value !== option.type) return undefined;
    if (value === "" || (typeof value === "number" && Number.isNaN(value))) return undefined;
    if (option.coerce !== undefined) {
      try {
        value = option.coerce(value as never);
      } catch {
        return undefined;
      }
    }
    values[camel(name)] = value;
  }
  return values as unknown as CheckArgs;
}
