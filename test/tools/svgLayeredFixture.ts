// `node build/test/tools/svgLayeredFixture.js`: writes corpus/community/SvgLayered.tla,
// random graphs laid out by SVG!NodesOfDirectedMultiGraph with "Sugiyama" and
// "Eiglsperger" (every layering), and SvgLayered.out, what TLC printed for it. The graphs
// are those tla2ts reproduces: every component a lone vertex or a directed path, with
// multi-edges (an edge is a tuple's first two elements, so <<1, 2>> and <<1, 2, 0>> are
// two edges), integer, string and record vertices, vertex sizes below and above jungrapht's
// 50 minimum offset, zero sizes and view sizes of either orientation. TLC runs twice, under
// two fingerprint polynomials (-fp 0, -fp 1), and must print the same: the claim that these
// layouts do not depend on TLC's random polynomial. Needs java and ../shared/oracles.
// Optional arguments `count seed folder` write a larger or different sample elsewhere
// (for a wider check by hand; the committed fixture is the default).
// With `--dags` it writes corpus/community/SvgDags.tla instead: Sugiyama (TOP_DOWN,
// LONGEST_PATH, COFFMAN_GRAHAM) on forests of two-layer DAGs (stars: a centre with 2 to
// 10 leaves, all edges out of it or all into it; random edges from some sources to at
// most 10 sinks), paths and lone vertices, and on DAGs of three to five layers (out-trees
// under TOP_DOWN, in-trees under LONGEST_PATH, random DAGs with edges between adjacent
// layers), kept only when tla2ts lays them out (not TT5162), whose layouts depend on
// TLC's polynomial (the vertex hash codes): SvgDags.out is what TLC printed with -fp 0,
// tla2ts's default; TLC runs again with -fp 1 to count the graphs laid out differently.
// With `--long` it writes corpus/community/SvgLongEdges.tla instead: Sugiyama (TOP_DOWN,
// LONGEST_PATH, COFFMAN_GRAHAM) on random DAGs whose edges skip layers (virtual vertices,
// bends) and whose crossing reduction rounds differ (jungrapht keeps the round its
// AllLevelCross count likes best), sparse and dense, in one or several components, with
// multi-edges; SvgLongEdges.out is what TLC printed with -fp 0.
// Edges are written in TLC's own order of the set (by length, then source, then target),
// since TLC's Java reads a set literal in its written order.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testContext } from "../runtime/modules/support/context.js";
import { projectRoot, sharedDir } from "../support/shared.js";
import { laidOut } from "./svgLaidOut.js";

const long = process.argv.includes("--long");
const dags = long || process.argv.includes("--dags");
const [countArg, seedArg, dirArg] = process.argv.slice(2).filter((a) => a !== "--dags" && a !== "--long");
const dir = dirArg ?? join(projectRoot, "corpus", "community");
const name = long ? "SvgLongEdges" : dags ? "SvgDags" : "SvgLayered";

// A fixed linear congruential generator: the same file on every run.
let seed = Number(seedArg ?? 20261125);
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const below = (n: number): number => Math.floor(random() * n);
const pick = <T>(xs: readonly T[]): T => xs[below(xs.length)]!;

const algos = ["Sugiyama", "Eiglsperger"];
const layerings = ["TOP_DOWN", "LONGEST_PATH", "NETWORK_SIMPLEX", "COFFMAN_GRAHAM"];
const dagLayerings = ["TOP_DOWN", "LONGEST_PATH", "COFFMAN_GRAHAM"];
const views: readonly (readonly [number, number])[] = [[1000, 800], [800, 1000], [300, 900], [600, 600], [100, 80], [40, 30], [2000000000, 1500000000], [7, 2147483647]];
const nodeSizes: readonly (readonly [number, number])[] = [[40, 20], [20, 40], [7, 3], [0, 0], [80, 60], [51, 120], [100, 10], [3000000, 9], [9, 4000001]];

/** A vertex written as TLA+: kinds 0, 1, 2 are integers, strings and records, each sorting as its index. */
const vertex = (kind: number, i: number): string => (kind === 0 ? String(i) : kind === 1 ? `"v${String(i).padStart(2, "0")}"` : `[id |-> ${i}]`);

/** n vertices cut into paths of random lengths (lone vertices included), in a random vertex order; edges as TLA+ tuples. */
function pathForest(kind: number, n: number): string[] {
  const perm = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const edges: string[] = [];
  let i = 0;
  while (i < n) {
    const length = 1 + below(Math.min(6, n - i));
    for (let k = i; k < i + length - 1; k++) {
      const [a, b] = [vertex(kind, perm[k]!), vertex(kind, perm[k + 1]!)];
      edges.push(`<<${a}, ${b}>>`);
      if (below(5) === 0) edges.push(`<<${a}, ${b}, ${below(3)}>>`);
    }
    i += length;
  }
  return edges;
}

/** An edge: the tuple's length (2, or 3 for a second edge between the same vertices), its source and target. */
type Edge = readonly [number, number, number];

/** Edges from `sources` to `sinks`: each sink gets one or more sources, each source at least one sink where possible. */
function bipartite(sources: readonly number[], sinks: readonly number[]): [number, number][] {
  const pairs = new Map<string, [number, number]>();
  const add = (a: number, b: number): void => void pairs.set(`${a} ${b}`, [a, b]);
  sinks.forEach((b, i) => add(sources[i % sources.length]!, b));
  sources.forEach((a, i) => add(a, sinks[i % sinks.length]!));
  for (let k = below(sources.length * sinks.length); k > 0; k--) add(pick(sources), pick(sinks));
  return [...pairs.values()];
}

/** n vertices cut into two-layer DAGs (stars, random sources to sinks), paths and lone vertices, in a random vertex order; edges as TLA+ tuples in TLC's order. */
function twoLayerForest(kind: number, n: number): string[] {
  const perm = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const edges: Edge[] = [];
  let i = 0;
  while (i < n) {
    const size = 1 + below(Math.min(below(5) === 0 ? 11 : 6, n - i));
    const group = perm.slice(i, i + size);
    i += size;
    const shape = size >= 3 ? below(5) : 0;
    const out = below(2) === 0;
    const split = 1 + below(size - 1);
    const pairs: [number, number][] =
      shape === 0
        ? group.slice(1).map((v, k) => [group[k]!, v])
        : shape <= 2
          ? group.slice(1).map((leaf) => (out ? [group[0]!, leaf] : [leaf, group[0]!]))
          : bipartite(group.slice(0, split), group.slice(split));
    for (const [a, b] of pairs) {
      edges.push([2, a, b]);
      if (below(5) === 0) edges.push([3, a, b]);
    }
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  return edges.map(([length, a, b]) => `<<${vertex(kind, a)}, ${vertex(kind, b)}${length === 3 ? ", 0" : ""}>>`);
}

/** A DAG of three or more layers whose every edge joins adjacent ones, and the layering that keeps them so. */
function deepDag(kind: number, n: number): [string[], string] {
  const perm = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const shape = below(3);
  const pairs = new Map<string, [number, number]>();
  const add = (a: number, b: number): void => void pairs.set(`${a} ${b}`, [a, b]);
  if (shape < 2) for (let i = 1; i < n; i++) (shape === 0 ? add : (a: number, b: number) => add(b, a))(perm[below(i)]!, perm[i]!);
  else {
    const count = 3 + below(2);
    const layers: number[][] = Array.from({ length: count }, () => []);
    perm.forEach((v, i) => layers[i < count ? i : below(count)]!.push(v));
    for (let r = 1; r < count; r++) for (const v of layers[r]!) for (let k = 1 + below(Math.min(3, layers[r - 1]!.length)); k > 0; k--) add(pick(layers[r - 1]!), v);
  }
  const edges: Edge[] = [];
  for (const [a, b] of pairs.values()) {
    edges.push([2, a, b]);
    if (below(10) === 0) edges.push([3, a, b]);
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const layering = shape === 0 ? "TOP_DOWN" : shape === 1 ? "LONGEST_PATH" : pick(["TOP_DOWN", "COFFMAN_GRAHAM"]);
  return [edges.map(([length, a, b]) => `<<${vertex(kind, a)}, ${vertex(kind, b)}${length === 3 ? ", 0" : ""}>>`), layering];
}

/** A random DAG on n vertices (a random topological order, each forward pair an edge with one density), so edges skip layers. */
function longDag(kind: number, n: number): string[] {
  const perm = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const density = pick([0.12, 0.2, 0.3, 0.45]);
  const edges: Edge[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (random() >= density) continue;
      edges.push([2, perm[i]!, perm[j]!]);
      if (below(8) === 0) edges.push([3, perm[i]!, perm[j]!]);
    }
  }
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  return edges.map(([length, a, b]) => `<<${vertex(kind, a)}, ${vertex(kind, b)}${length === 3 ? ", 0" : ""}>>`);
}

const checker = testContext();

function graphs(count: number): string[] {
  const lines: string[] = [];
  for (let g = 0; g < count; g++) {
    const kind = below(3);
    const n = dags ? 3 + below(13) : 1 + below(g < 12 ? 3 : 10);
    const nodes = Array.from({ length: n }, (_, i) => vertex(kind, i + 1));
    const algo = dags ? "Sugiyama" : algos[g % 2]!;
    const layering = dags ? dagLayerings[g % 3]! : layerings[Math.floor(g / 2) % 4]!;
    const [vw, vh] = pick(views);
    const [nw, nh] = pick(nodeSizes);
    const options = (l: string): string => `[algo |-> "${algo}", layering |-> "${l}", view_width |-> ${vw}, view_height |-> ${vh}, node_width |-> ${nw}, node_height |-> ${nh}]`;
    let [edges, chosen] = [(long ? longDag : dags ? twoLayerForest : pathForest)(kind, n), layering];
    // Every other DAG graph: three or more layers, retried until one is laid out.
    for (let tries = 0; dags && !long && g % 2 === 1 && tries < 50; tries++) {
      [edges, chosen] = deepDag(kind, n);
      if (laidOut(checker, `{${nodes.join(", ")}}`, `{${edges.join(", ")}}`, options(chosen))) break;
    }
    lines.push(`ASSUME Show("${g} ${algo} ${chosen}", NodesOfDirectedMultiGraph({${nodes.join(", ")}}, {${edges.join(", ")}}, ${options(chosen)}))`);
  }
  return lines;
}

const about = long
  ? `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Sugiyama layout        *)
(* (TOP_DOWN, LONGEST_PATH, COFFMAN_GRAHAM) on random DAGs whose edges     *)
(* skip layers (virtual vertices and bends) and whose crossing reduction   *)
(* rounds differ. Generated by test/tools/svgLayeredFixture.ts --long;     *)
(* SvgLongEdges.out is what TLC printed with -fp 0 (tla2ts's default).     *)`
  : dags
  ? `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Sugiyama layout        *)
(* (TOP_DOWN, LONGEST_PATH, COFFMAN_GRAHAM) on random forests of two-layer *)
(* DAGs, paths and lone vertices and on deeper DAGs (trees, layered DAGs), *)
(* whose layouts depend on the vertex hash                                 *)
(* codes under TLC's fingerprint polynomial. Generated by                  *)
(* test/tools/svgLayeredFixture.ts --dags; SvgDags.out is what  *)
(* TLC printed with -fp 0 (tla2ts's default polynomial).                   *)`
  : `(* SVG!NodesOfDirectedMultiGraph with jungrapht's layered layouts          *)
(* (Sugiyama, Eiglsperger; every layering) on random forests of directed   *)
(* paths, the graphs whose layout TLC computes the same under every        *)
(* fingerprint polynomial. Generated by test/tools/svgLayeredFixture.ts;   *)
(* SvgLayered.out is what TLC printed (the same with -fp 0 and -fp 1).     *)`;

const header = `------------------------------ MODULE ${name} ------------------------------
(***************************************************************************)
${about}
(* Each result is printed as a set of pairs, which TLC prints normalized   *)
(* (TLC prints the function itself in its Java HashMap's order).           *)
(***************************************************************************)
EXTENDS Naturals, TLC, SVG
Show(name, f) == PrintT(<<name, {<<n, f[n]>> : n \\in DOMAIN f}>>)`;

/** TLC's printed lines for the spec under fingerprint polynomial `fp`. */
function tlcPrinted(fp: number): string {
  const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
  try {
    const tlc = join(sharedDir, "oracles", "tlc");
    const args = ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-fp", String(fp), "-config", `${name}.cfg`, `${name}.tla`];
    const run = spawnSync(tlc, args, { cwd: dir, encoding: "utf8" });
    const lines = run.stdout.split("\n");
    const start = lines.findIndex((l) => l.startsWith("Starting..."));
    const end = lines.findIndex((l) => /^(Computing initial states|Error:)/.test(l));
    if (start < 0 || end < 0 || lines[end]!.startsWith("Error:")) throw new Error(`TLC failed:\n${run.stdout}${run.stderr}`);
    return lines.slice(start + 1, end).join("\n") + "\n";
  } finally {
    rmSync(meta, { recursive: true, force: true });
  }
}

writeFileSync(join(dir, `${name}.tla`), `${header}\n${graphs(Number(countArg ?? 160)).join("\n")}\n=============================================================================\n`);
writeFileSync(join(dir, `${name}.cfg`), "");
const first = tlcPrinted(0);
const second = tlcPrinted(1);
if (!dags && first !== second) throw new Error("TLC printed different layouts under -fp 0 and -fp 1");
writeFileSync(join(dir, `${name}.out`), first);
/** The printed layouts, one per graph. */
const layouts = (out: string): string[] => out.split(/(?=^<< ")/m);
const differing = layouts(first).filter((l, i) => l !== layouts(second)[i]).length;
console.log(`wrote ${name}.tla and ${name}.out (${first.split("\n").length} lines; ${differing} graphs laid out differently under -fp 1)`);
