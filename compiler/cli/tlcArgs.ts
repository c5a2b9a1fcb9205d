// TLC's command line (`java tlc2.TLC [options] Spec`), mapped onto `tla2ts check`.
// Every TLC option is either mapped, accepted because it has no effect here (said in
// the README's flag table), or refused with an error that names it: never ignored.

import { FP_POLYNOMIAL_COUNT } from "../../runtime/values/tlcHash.js";

export interface TlcArgs {
  readonly spec: string;
  readonly config?: string;
  readonly noDeadlock: boolean;
  readonly tool: boolean;
  /** `-simulate [num=K]`: random behaviours instead of breadth-first search. */
  readonly simulate?: { readonly traces?: number; readonly depth?: number; readonly seed?: number };
  /** `-dump dot[,actionlabels] F`: the state graph in DOT (`check --dump-dot F [--dump-dot-labels]`). */
  readonly dumpDot?: { readonly file: string; readonly actionLabels: boolean };
  /** `-coverage M`: action coverage (`check --coverage`), printed once at the end. */
  readonly coverage: boolean;
  /** `-workers N` (`check --workers N`); "auto" for one per core. TLC's default is one. */
  readonly workers: number | "auto";
  /** `-checkpoint M` (M > 0): checkpoint every M minutes into the -metadir (`check --checkpoint`). */
  readonly checkpoint?: { readonly dir: string; readonly minutes: number };
  /** `-recover D`: resume the run checkpointed in D (`check --recover D`). */
  readonly recover?: string;
  /** `-fp N`: the polynomial of TLC's value fingerprints, which overrides see (`check --fp N`). */
  readonly fp?: number;
  /** Notes for the user about accepted options that change nothing here. */
  readonly notes: readonly string[];
}

/** More threads than this is a typo, not a machine. */
export const MAX_WORKERS = 1024;

/** TLC options we know but do not support yet, with the reason given to the user. */
const unsupported: Readonly<Record<string, string>> = {
  "-dump": "only the state graph in DOT is supported (-dump dot[,actionlabels] FILE), not the states as text",
  "-difftrace": "trace printing options are not supported",
  "-continue": "continuing after a violation is not supported",
  "-view": "-view is not supported (use VIEW in the model file)",
  "-fpbits": "fingerprint sets are not supported",
  "-fpmem": "fingerprint sets are not supported",
  "-maxSetSize": "-maxSetSize is not supported",
  "-terse": "-terse is not supported",
  "-nowarning": "-nowarning is not supported",
  "-gzip": "-gzip is not supported",
  "-lncheck": "-lncheck is not supported (liveness is checked once, on the complete graph)",
  "-debugger": "the debugger is not supported",
  "-userFile": "-userFile is not supported",
  "-postCondition": "-postCondition is not supported",
  "-dumpTrace": "-dumpTrace is not supported (use 'tla2ts check --itf FILE')",
  "-generateSpecTE": "trace specs are never generated",
  "-printStates": "-printStates is not supported",
  "-teSpecOutDir": "trace specs are never generated",
};

/** Options that take one value. */
const withValue = new Set([
  "-config",
  "-workers",
  "-depth",
  "-seed",
  "-coverage",
  "-metadir",
  "-checkpoint",
  "-recover",
  "-fp",
  "-fpbits",
  "-fpmem",
  "-maxSetSize",
  "-dumpTrace",
  "-userFile",
  "-postCondition",
  "-teSpecOutDir",
  "-lncheck",
]);

export function parseTlcArgs(argv: readonly string[]): TlcArgs | { error: string } {
  let spec: string | undefined;
  let config: string | undefined;
  let noDeadlock = false;
  let tool = false;
  let simulating = false;
  let traces: number | undefined;
  let depth: number | undefined;
  let seed: number | undefined;
  let dumpDot: TlcArgs["dumpDot"];
  let coverage = false;
  let workers: number | "auto" = 1;
  let metadir: string | undefined;
  let checkpointMinutes: number | undefined;
  let recover: string | undefined;
  let fp: number | undefined;
  const notes: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string | undefined => argv[++i];
    if (!a.startsWith("-")) {
      if (spec !== undefined) return { error: `only one spec may be given, but found ${spec} and ${a}` };
      spec = a.endsWith(".tla") ? a : a + ".tla";
      continue;
    }
    if (withValue.has(a) && (argv[i + 1] === undefined || (argv[i + 1]!.startsWith("-") && a !== "-seed")))
      return { error: `TLC option ${a} needs a value` };
    switch (a) {
      case "-config":
        config = value();
        break;
      case "-workers": {
        const n = value()!;
        if (n !== "auto" && !(/^\d+$/.test(n) && Number(n) >= 1 && Number(n) <= MAX_WORKERS))
          return { error: `-workers needs a number from 1 to ${MAX_WORKERS} or 'auto', not ${n}` };
        workers = n === "auto" ? "auto" : Number(n);
        break;
      }
      case "-deadlock":
        noDeadlock = true;
        break;
      case "-tool":
        tool = true;
        break;
      case "-seed": {
        const n = value()!;
        if (!/^-?\d+$/.test(n) || !Number.isSafeInteger(Number(n))) return { error: `-seed needs a whole number, not ${n}` };
        // TLC's seeds are Java longs and may be negative; ours are unsigned.
        seed = Math.abs(Number(n));
        break;
      }
      case "-depth": {
        const n = value()!;
        if (!/^\d+$/.test(n) || Number(n) < 1) return { error: `-depth needs a positive whole number, not ${n}` };
        depth = Number(n);
        break;
      }
      case "-metadir":
        metadir = value();
        break;
      case "-checkpoint": {
        const m = value()!;
        if (!/^\d+(\.\d+)?$/.test(m)) return { error: `-checkpoint needs a number of minutes, not ${m}` };
        // 0 turns checkpoints off, as in TLC.
        checkpointMinutes = Number(m) > 0 ? Number(m) : undefined;
        break;
      }
      case "-recover":
        recover = value();
        break;
      case "-fp": {
        const n = value()!;
        if (!/^\d+$/.test(n) || Number(n) >= FP_POLYNOMIAL_COUNT) return { error: `-fp needs a whole number from 0 to ${FP_POLYNOMIAL_COUNT - 1}, not ${n}` };
        fp = Number(n);
        break;
      }
      case "-noGenerateSpecTE":
      case "-cleanup":
        break;
      case "-simulate": {
        simulating = true;
        // `-simulate` may be followed by `num=K`, `file=F` or `stats=...`, comma-separated.
        const next = argv[i + 1];
        if (next === undefined || !/^(num|file|stats)=/.test(next)) break;
        i++;
        for (const part of next.split(",")) {
          const [key, v = ""] = part.split("=");
          if (key === "num") {
            if (!/^\d+$/.test(v) || Number(v) < 1) return { error: `-simulate num=${v}: num needs a positive whole number` };
            traces = Number(v);
          } else return { error: `-simulate ${key}=: only num=K is supported (use 'tla2ts simulate --itf DIR' to write behaviours)` };
        }
        break;
      }
      case "-dump": {
        // `-dump dot[,actionlabels,...] F` (the graph) or `-dump F` (states as text).
        const [kind, ...dotOptions] = (argv[i + 1] ?? "").split(",");
        if (kind !== "dot" || argv[i + 2] === undefined) return { error: `TLC option -dump: ${unsupported["-dump"]}` };
        const other = dotOptions.find((o) => o !== "actionlabels");
        if (other !== undefined) return { error: `-dump dot,${other}: only the actionlabels option of -dump dot is supported` };
        dumpDot = { file: argv[i + 2]!, actionLabels: dotOptions.length > 0 };
        i += 2;
        break;
      }
      case "-coverage": {
        const m = value()!;
        if (!/^\d+$/.test(m)) return { error: `-coverage needs a whole number of minutes, not ${m}` };
        coverage = true;
        notes.push(`-coverage ${m}: tla2ts prints the coverage once, when the run ends`);
        break;
      }
      default:
        if (a in unsupported) return { error: `TLC option ${a}: ${unsupported[a]}` };
        return { error: `unknown TLC option ${a}` };
    }
  }
  if (spec === undefined) return { error: "no spec given: tla2ts tlc [options] Spec.tla" };
  if (!simulating && depth !== undefined) return { error: "-depth sets the length of simulated behaviours; it needs -simulate" };
  if (simulating && workers !== 1) notes.push(`-workers ${workers}: tla2ts simulates with one worker`);
  if (!simulating && seed !== undefined) notes.push("-seed has no effect on breadth-first checking (as in TLC)");
  if (simulating && (dumpDot !== undefined || coverage)) return { error: "-dump dot and -coverage need breadth-first checking, not -simulate" };
  if (simulating && (checkpointMinutes !== undefined || recover !== undefined)) return { error: "-checkpoint and -recover need breadth-first checking, not -simulate" };
  const simulate = simulating ? { traces, depth, seed } : undefined;
  return {
    spec,
    config,
    noDeadlock,
    tool,
    notes,
    simulate,
    coverage,
    workers,
    ...(dumpDot !== undefined ? { dumpDot } : {}),
    ...(fp !== undefined ? { fp } : {}),
    // TLC checkpoints into its metadir (default: states/ beside the spec).
    ...(checkpointMinutes !== undefined ? { checkpoint: { dir: metadir ?? "states", minutes: checkpointMinutes } } : {}),
    ...(recover !== undefined ? { recover } : {}),
  };
}
