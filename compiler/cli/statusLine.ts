// `tla2ts check` on a terminal: one status line redrawn in place (states/s, distinct,
// queue, depth, elapsed, memory) instead of TLC's periodic progress lines, which are
// kept when stdout is not a terminal (logs, pipes, editors) or with --json (there on
// stderr, so that stdout stays one JSON object).

import type { Counts } from "../../runtime/check/result.js";
import type { Output } from "./parseCommand.js";

/** How often the status line is redrawn. */
export const STATUS_INTERVAL_MS = 500;

/** `\r` and "erase line": the cursor back at the start of a blank line. */
const ERASE = "\r\x1b[2K";

export interface ProgressSample extends Counts {
  readonly seconds: number;
}

/** The status text for `now`; the rate is over the time since `before` (the run's start when absent). */
export function statusText(now: ProgressSample, before: ProgressSample | undefined, rssBytes: number): string {
  const dt = now.seconds - (before?.seconds ?? 0);
  const rate = dt > 0 ? Math.round((now.statesGenerated - (before?.statesGenerated ?? 0)) / dt) : 0;
  const n = (x: number): string => x.toLocaleString("en-US");
  return (
    `${n(rate)} states/s, ${n(now.distinctStates)} distinct, ${n(now.queueLeft)} on queue, ` +
    `depth ${now.depth}, ${elapsed(now.seconds)} elapsed, ${Math.round(rssBytes / 2 ** 20)} MB`
  );
}

/** `42s`, `3m 05s`, `2h 03m 05s`. */
export function elapsed(seconds: number): string {
  const s = Math.floor(seconds);
  const two = (x: number): string => String(x).padStart(2, "0");
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${two(s % 60)}s`;
  return `${Math.floor(s / 3600)}h ${two(Math.floor(s / 60) % 60)}m ${two(s % 60)}s`;
}

/** An Output whose status line, if shown, is erased before anything else is written. */
export class TerminalStatus implements Output {
  private shown = false;
  private last: ProgressSample | undefined;

  constructor(private readonly io: Output) {}

  /** Redraws the line with the counts of `sample`. */
  update(sample: ProgressSample): void {
    this.io.out(ERASE + statusText(sample, this.last, process.memoryUsage().rss));
    this.last = sample;
    this.shown = true;
  }

  clear(): void {
    if (!this.shown) return;
    this.io.out(ERASE);
    this.shown = false;
  }

  out(text: string): void {
    this.clear();
    this.io.out(text);
  }

  err(text: string): void {
    this.clear();
    this.io.err(text);
  }
}
