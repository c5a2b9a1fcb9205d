// The conformance manifest (../shared/conformance/manifest.json): the public TLA+
// examples with TLC's figures, read by the safety and liveness conformance tests.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sharedDir } from "./shared.js";

export interface ManifestEntry {
  readonly name: string;
  readonly dir: string;
  readonly spec: string;
  readonly config: string;
  readonly features: readonly string[];
  readonly tlcSeconds?: number;
  readonly expected: {
    /** "success", "invariant", "deadlock", "property" (a temporal property), ... */
    readonly result: string;
    readonly violated?: string;
    readonly traceLength?: number;
    readonly loopsBackTo?: number;
    readonly distinctStates: number;
    readonly statesGenerated: number;
    readonly depth: number;
  };
}

export function readManifest(): ManifestEntry[] {
  return JSON.parse(readFileSync(join(sharedDir, "conformance", "manifest.json"), "utf8")) as ManifestEntry[];
}

/** Whether the model's .cfg has PROPERTY or PROPERTIES. */
export function hasProperties(e: ManifestEntry): boolean {
  return e.features.includes("cfg:PROPERTY");
}

/** Absolute paths of the model's root module and .cfg. */
export function modelFiles(e: ManifestEntry): { spec: string; config: string } {
  const dir = join(sharedDir, "conformance", e.dir);
  return { spec: join(dir, e.spec), config: join(dir, e.config) };
}

/** For a TLC success: the first of distinct states, states generated and depth that differs, or undefined. */
export function successDifference(x: ManifestEntry["expected"], got: { distinctStates: number; statesGenerated: number; depth: number }): string | undefined {
  if (got.distinctStates !== x.distinctStates) return `distinct ${got.distinctStates}, TLC ${x.distinctStates}`;
  if (got.statesGenerated !== x.statesGenerated) return `generated ${got.statesGenerated}, TLC ${x.statesGenerated}`;
  if (got.depth !== x.depth) return `depth ${got.depth}, TLC ${x.depth}`;
  return undefined;
}

/** One model of our own corpus folders' expected.json (TLC's figures). */
export interface CorpusExpected {
  readonly spec: string;
  readonly config: string;
  readonly result: string;
  readonly distinctStates: number;
  readonly statesGenerated: number;
  readonly depth: number;
  /** For a violation, the name TLC printed (when a test pins it). */
  readonly violated?: string;
  /** For a violation, the number of states TLC's counterexample lists (when a test pins it). */
  readonly traceLength?: number;
  /** A temporal violation TLC reports during the search as a finite behaviour, exiting 12 (when a test pins it). */
  readonly finitePrefix?: true;
  /** For a violation, TLC's printed first state of the counterexample (variable or ALIAS field order, values). */
  readonly firstState?: string;
}
