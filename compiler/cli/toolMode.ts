// TLC's -tool output: every message is framed as
//   @!@!@STARTMSG code:class @!@!@
//   ...
//   @!@!@ENDMSG code @!@!@
// with TLC's message code (tlc2.output.EC) and class (0 info, 1 error, 4 state), so
// that editors that read TLC's output can read ours. `tla2ts check` already prints
// TLC's messages; this frames them by recognising each message's first line.

import type { Output } from "./parseCommand.js";

interface Kind {
  readonly code: number;
  readonly cls: number;
  /** Rewrites the first line to TLC's -tool wording. */
  readonly first?: (line: string) => string;
  /** A state: the message runs to the blank line that ends it. */
  readonly state?: boolean;
}

const stripError = (l: string): string => l.replace(/^Error: /, "");

const kinds: readonly [RegExp, Kind][] = [
  [/^Computed \d+ initial states\.\.\.$/, { code: 2269, cls: 0 }],
  [/^Finished computing initial states: \d+ states generated, with /, { code: 2191, cls: 0 }],
  [/^Finished computing initial states/, { code: 2190, cls: 0 }],
  [/^Progress\(/, { code: 2200, cls: 0 }],
  [/^Error: Invariant \S+ is violated by the initial state/, { code: 2107, cls: 1, first: stripError }],
  [/^Error: Invariant \S+ is violated/, { code: 2110, cls: 1, first: stripError }],
  [/^Error: Action property \S+ is violated/, { code: 2112, cls: 1, first: stripError }],
  [/^Error: Deadlock reached/, { code: 2114, cls: 1, first: stripError }],
  [/^Error: Temporal propert(y .+ was|ies( .+)? were) violated/, { code: 2116, cls: 1, first: stripError }],
  [/^Error: The behavior up to this point is:/, { code: 2121, cls: 1, first: stripError }],
  [/^Error: The following behavior constitutes a counter-example:/, { code: 2264, cls: 1, first: stripError }],
  [/^State \d+: /, { code: 2217, cls: 4, first: (l) => l.replace(/^State (\d+): /, "$1: "), state: true }],
  [/^Back to state \d+/, { code: 2122, cls: 4, first: (l) => l.replace(/^Back to state (\d+):?/, "$1: Back to state:"), state: true }],
  [/^Stuttering/, { code: 2218, cls: 4, state: true }],
  [/^Model checking completed\. No error has been found\./, { code: 2193, cls: 0 }],
  [/^Temporal properties: /, { code: 2267, cls: 0 }],
  [/^\d+ states generated, /, { code: 2199, cls: 0 }],
  [/^The depth of the complete state graph search is/, { code: 2194, cls: 0 }],
  [/^The average outdegree of the complete state graph/, { code: 2268, cls: 0 }],
  [/^Finished in /, { code: 2186, cls: 0 }],
  [/^Error: /, { code: 1000, cls: 1, first: stripError }],
  // -coverage (runtime/check/actionCoverage.ts)
  [/^The coverage statistics at /, { code: 2201, cls: 0 }],
  [/^<Init[ >].*: \d+:\d+$/, { code: 2773, cls: 0 }],
  [/^<.*>: \d+:\d+$/, { code: 2772, cls: 0 }],
  [/^Warning: the action <.*> was never enabled\./, { code: 1000, cls: 3 }],
  [/^End of statistics\./, { code: 2202, cls: 0 }],
];

export class ToolFramer {
  private open: Kind | undefined;
  private partial = "";

  constructor(private readonly sink: (text: string) => void) {}

  /** One message that is not a line of our usual output (the banner, diagnostics). */
  message(code: number, cls: number, text: string): void {
    this.close();
    this.sink(`@!@!@STARTMSG ${code}:${cls} @!@!@\n${text.replace(/\n?$/, "\n")}@!@!@ENDMSG ${code} @!@!@\n`);
  }

  write(text: string): void {
    const lines = (this.partial + text).split("\n");
    this.partial = lines.pop()!;
    for (const l of lines) this.line(l);
  }

  end(): void {
    if (this.partial !== "") this.line(this.partial);
    this.partial = "";
    this.close();
  }

  private line(l: string): void {
    const kind = kinds.find(([re]) => re.test(l))?.[1];
    if (kind !== undefined) {
      this.close();
      this.open = kind;
      this.sink(`@!@!@STARTMSG ${kind.code}:${kind.cls} @!@!@\n${kind.first ? kind.first(l) : l}\n`);
      return;
    }
    if (this.open === undefined) {
      this.sink(l + "\n");
      return;
    }
    this.sink(l + "\n");
    if (this.open.state && l === "") this.close();
  }

  private close(): void {
    if (this.open === undefined) return;
    this.sink(`@!@!@ENDMSG ${this.open.code} @!@!@\n`);
    this.open = undefined;
  }
}

/** An Output that frames everything as TLC's -tool mode does (TLC writes it all to stdout). */
export function toolOutput(io: Output): { io: Output; framer: ToolFramer } {
  const framer = new ToolFramer((t) => io.out(t));
  return {
    framer,
    io: {
      out: (t) => framer.write(t),
      err: (t) => framer.message(1000, 1, t),
    },
  };
}
