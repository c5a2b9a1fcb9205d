// Checkpoints of a breadth-first search (TLC's -checkpoint / -recover): the seen set,
// the queue, the parent links, the counters and the string order, enough to resume and
// end with the counts of a run that was never stopped.
//
// Layout of the directory: `checkpoint.json` names the current snapshot folder
// (`snapshot-N`), which holds `meta.json`, `fingerprints.bin`, `queue.bin` and
// `parents.bin`. A new snapshot is written in full into a fresh folder, then
// `checkpoint.json` is replaced by writing a temporary file and renaming it over the old
// one (atomic on POSIX file systems), and only then is the previous snapshot removed:
// a process killed at any point leaves the last complete snapshot in place.

import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { OutdegreeData } from "./outdegree.js";

/**
 * The snapshot format; it also names the fingerprint function, since the seen set and the
 * parent links store fingerprints: 2 since functions and states fingerprint as sums of
 * entry hashes (runtime/values/valueFingerprint.ts). A snapshot of another format is refused.
 */
const FORMAT = 2;
const POINTER = "checkpoint.json";

/** Everything but the three big files. */
export interface CheckpointMeta {
  readonly format: number;
  readonly modelHash: string;
  readonly generated: number;
  readonly distinct: number;
  readonly depth: number;
  readonly level: number;
  readonly nextLevelStart: number;
  readonly queue: number;
  readonly hasZeroFingerprint: boolean;
  readonly outdegree: OutdegreeData;
  /** The intern table's names in token order: strings and model values sort by token. */
  readonly names: readonly string[];
}

export interface SnapshotFiles {
  readonly fingerprints: string;
  readonly queue: string;
  readonly parents: string;
}

function files(folder: string): SnapshotFiles {
  return { fingerprints: join(folder, "fingerprints.bin"), queue: join(folder, "queue.bin"), parents: join(folder, "parents.bin") };
}

/**
 * Writes a snapshot into `dir`: `writeFiles` fills the three files, then `meta()` is
 * recorded and the snapshot becomes the current one.
 */
export function writeCheckpoint(dir: string, writeFiles: (f: SnapshotFiles) => void, meta: () => Omit<CheckpointMeta, "format">): void {
  mkdirSync(dir, { recursive: true });
  const previous = currentSnapshot(dir);
  const n = previous === undefined ? 1 : Number(previous.slice("snapshot-".length)) + 1;
  const name = `snapshot-${n}`;
  const folder = join(dir, name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  writeFiles(files(folder));
  writeFileSync(join(folder, "meta.json"), JSON.stringify({ format: FORMAT, ...meta() }));
  const tmp = join(dir, `${POINTER}.tmp`);
  writeFileSync(tmp, JSON.stringify({ format: FORMAT, snapshot: name }) + "\n");
  renameSync(tmp, join(dir, POINTER));
  // Older snapshots (and any left half-written by a killed run) go.
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith("snapshot-") && entry !== name) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

/** The current snapshot of `dir`, or a reason why there is none to recover from. */
export function readCheckpoint(dir: string): { meta: CheckpointMeta; files: SnapshotFiles } | { error: string } {
  if (!existsSync(join(dir, POINTER))) return { error: `no ${POINTER} there (was the run started with --checkpoint ${dir}?)` };
  try {
    const name = currentSnapshot(dir)!;
    const folder = join(dir, name);
    const meta = JSON.parse(readFileSync(join(folder, "meta.json"), "utf8")) as CheckpointMeta;
    if (meta.format !== FORMAT) return { error: `it was written in format ${meta.format}, this version reads format ${FORMAT}` };
    const f = files(folder);
    for (const file of Object.values(f)) if (!existsSync(file)) return { error: `${file} is missing` };
    return { meta, files: f };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

function currentSnapshot(dir: string): string | undefined {
  const pointer = join(dir, POINTER);
  if (!existsSync(pointer)) return undefined;
  const p = JSON.parse(readFileSync(pointer, "utf8")) as { snapshot?: unknown };
  if (typeof p.snapshot !== "string" || !/^snapshot-\d+$/.test(p.snapshot)) throw new Error(`${pointer} names no snapshot`);
  return p.snapshot;
}
