// `node build/test/tools/svgCyclesFixture.js [count seed folder maxSize algo fp sizes]`: writes
// SvgCycles.tla (default folder corpus/community) with random directed multigraphs, most with
// cycles, laid out by SVG!NodesOfDirectedMultiGraph with `algo` (default: "Sugiyama" and
// "Eiglsperger" by turns; every layering), and SvgCycles.out, what TLC printed for it under
// -fp `fp` (default 0, tla2ts's default polynomial; tla2ts runs with --fp fp). With algo
// "Eiglsperger" the files are SvgEiglsperger.tla and .out instead, with algo "Segments"
// SvgSegments.tla and .out (Eiglsperger; shapes rings, random, dags, "spans" and chains, whose
// edges mostly span three or more layers), with sizes "large" (node and
// view sizes up to 2^31 - 1) SvgLargeSizes.tla and .out. Shapes: "2cycles"
// (random trees and sparse graphs whose edges go one way or both ways), "rings" (directed
// cycles of 3 to 6 vertices, some with chords or tails), "random" (random edges, which
// mostly close cycles), "dags" (random acyclic edges) and, for Eiglsperger, "layered" (3 to 6
// layers, edges only between adjacent ones, with crossings, sometimes one edge upwards) and
// "chains" (parallel chains of 20 to 44 vertices with edges between them, COFFMAN_GRAHAM), for
// large sizes "forests" (many components of 1 to 4 vertices), on 2 to maxSize
// (default 10) vertices; integer, string, record and model-value vertices; multi-edges
// (<<a, b, 0>> is a second edge a -> b); the model values are declared in the cfg in a
// shuffled order. Of `count` graphs per shape, only those tla2ts lays out (not TT5162) go
// into the spec; TLC then runs on it, tla2ts's printing of each graph is compared with
// TLC's, and the counts per shape are printed. Needs java and ../shared/oracles.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { testContext } from "../runtime/modules/support/context.js";
import { seededRandom } from "../support/random.js";
import { projectRoot, sharedDir } from "../support/shared.js";
import { laidOut } from "./svgLaidOut.js";
import { setTlcPolynomial } from "../../runtime/values/tlcHash.js";

const [countArg, seedArg, dirArg, sizeArg, algoArg, fpArg, sizesArg] = process.argv.slice(2);
const dir = resolve(dirArg ?? join(projectRoot, "corpus", "community"));
// algo "Segments": Eiglsperger on graphs whose edges span three or more layers (SvgSegments).
const segments = algoArg === "Segments";
const eiglsperger = algoArg === "Eiglsperger" || segments;
const large = sizesArg === "large";
const name = large ? "SvgLargeSizes" : segments ? "SvgSegments" : eiglsperger ? "SvgEiglsperger" : "SvgCycles";
const fp = fpArg ?? "0";
setTlcPolynomial(Number(fp));

// Seeded: the same file on every run.
const random = seededRandom(Number(seedArg ?? 20261126));
const below = (n: number): number => Math.floor(random() * n);
const pick = <T>(xs: readonly T[]): T => xs[below(xs.length)]!;

const layerings = ["TOP_DOWN", "LONGEST_PATH", "NETWORK_SIMPLEX", "COFFMAN_GRAHAM"];
const views: readonly (readonly [number, number])[] = large
  ? [[1000, 800], [30, 800], [2000000000, 123456789], [2147483647, 30], [800, 2147483647]]
  : [[1000, 800], [800, 1000], [300, 900], [600, 600], [100, 80]];
// "large": node sizes up to 2^31 - 1, where Java's int sums wrap and its double-to-int casts saturate.
const nodeSizes: readonly (readonly [number, number])[] = large
  ? [[40, 20], [3000000, 7], [100000000, 700000000], [1000000000, 0], [50, 300000000], [2147483647, 20], [40000000, 1500000000]]
  : [[40, 20], [20, 40], [7, 3], [0, 0], [80, 60], [51, 120]];

// Model values m1..m30 are declared in the cfg in a shuffled order, which gives their TLC
// intern tokens (and so their hash codes) and orders them in sets.
// 50 for the Eiglsperger fixture, whose chains reach 44 vertices (SvgCycles.tla keeps its 30).
const modelValues = eiglsperger ? 50 : 30;
const cfgOrder = Array.from({ length: modelValues }, (_, i) => i + 1);
for (let i = modelValues - 1; i > 0; i--) {
  const j = below(i + 1);
  [cfgOrder[i], cfgOrder[j]] = [cfgOrder[j]!, cfgOrder[i]!];
}
/** A vertex's place in TLC's order of a set: model values by their place in the cfg. */
const rank = (kind: number, i: number): number => (kind === 3 ? cfgOrder.indexOf(i) : i);

/** A vertex written as TLA+: kinds 0 to 3 are integers, strings, records and model values. */
const vertex = (kind: number, i: number): string => (kind === 0 ? String(i) : kind === 1 ? `"v${String(i).padStart(2, "0")}"` : kind === 2 ? `[id |-> ${i}]` : `m${i}`);

type Pair = readonly [number, number];

/** Random edges on 1..n of the given shape, without self-loops. */
function shapeEdges(shape: string, n: number): Pair[] {
  const pairs: Pair[] = [];
  const perm = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  if (shape === "2cycles") {
    const links: Pair[] = [];
    for (let i = 1; i < n; i++) if (below(6) > 0) links.push([perm[below(i)]!, perm[i]!]);
    for (let k = below(3); k > 0 && n > 2; k--) links.push([perm[below(n)]!, perm[below(n)]!]);
    for (const [a, b] of links) {
      if (a === b) continue;
      const way = below(3);
      if (way !== 1) pairs.push([a, b]);
      if (way !== 0) pairs.push([b, a]);
    }
  } else if (shape === "rings") {
    let i = 0;
    while (i < n) {
      const size = Math.min(n - i, 2 + below(5));
      const ring = perm.slice(i, i + size);
      i += size;
      if (size === 1) continue;
      ring.forEach((v, k) => pairs.push([v, ring[(k + 1) % size]!]));
      if (size > 3 && below(2) === 0) pairs.push([ring[0]!, ring[2]!]);
      if (i < n && below(2) === 0) pairs.push([ring[below(size)]!, perm[i]!]);
    }
  } else if (shape === "chains") {
    // n / 10 parallel chains of 10 or more vertices, with edges between neighbouring levels of two chains.
    const k = Math.floor(n / 10);
    const level = (c: number, j: number): number => perm[c + k * j]!;
    const length = Math.floor(n / k);
    for (let c = 0; c < k; c++) for (let j = 0; j + 1 < length; j++) pairs.push([level(c, j), level(c, j + 1)]);
    for (let x = below(3 * k); x > 0; x--) {
      const j = below(length - 1);
      pairs.push([level(below(k), j), level(below(k), j + 1)]);
    }
  } else if (shape === "layered") {
    // 3 to 6 layers, every edge between adjacent ones: each vertex below the top gets 1 to 3
    // upper neighbours, plus random extra edges (crossings), and a back edge now and then.
    const count = Math.min(n, 3 + below(4));
    const layers: number[][] = Array.from({ length: count }, () => []);
    perm.forEach((v, i) => layers[i < count ? i : below(count)]!.push(v));
    for (let r = 1; r < count; r++) for (const v of layers[r]!) for (let k = 1 + below(Math.min(3, layers[r - 1]!.length)); k > 0; k--) pairs.push([pick(layers[r - 1]!), v]);
    for (let k = below(n); k > 0; k--) {
      const r = 1 + below(count - 1);
      pairs.push([pick(layers[r - 1]!), pick(layers[r]!)]);
    }
    if (below(4) === 0) {
      const r = 1 + below(count - 1);
      pairs.push([pick(layers[r]!), pick(layers[r - 1]!)]);
    }
  } else if (shape === "spans") {
    // 4 to 7 layers, every vertex below the top with an edge from 1 to 5 layers above, and
    // extra edges of any span: most span three or more layers whatever the layering.
    const count = Math.min(n, 4 + below(4));
    const layers: number[][] = Array.from({ length: count }, () => []);
    perm.forEach((v, i) => layers[i < count ? i : below(count)]!.push(v));
    for (let r = 1; r < count; r++) for (const v of layers[r]!) pairs.push([pick(layers[Math.max(0, r - 1 - below(5))]!), v]);
    for (let k = below(n); k > 0; k--) {
      const [a, b] = [below(count), below(count)];
      if (a < b) pairs.push([pick(layers[a]!), pick(layers[b]!)]);
    }
  } else if (shape === "forests") {
    // Components of 1 to 4 vertices (trees, sometimes a 2-cycle): with large sizes their
    // models' widths add up past 2^31 - 1, which LayoutModel's append wraps.
    let i = 0;
    while (i < n) {
      const size = Math.min(n - i, 1 + below(4));
      const part = perm.slice(i, i + size);
      i += size;
      for (let k = 1; k < size; k++) pairs.push(below(3) === 0 ? [part[k]!, part[below(k)]!] : [part[below(k)]!, part[k]!]);
      if (size === 2 && below(4) === 0) pairs.push([part[1]!, part[0]!]);
    }
  } else if (shape === "dags") {
    for (let k = n + below(n); k > 0; k--) {
      const [i, j] = [below(n), below(n)];
      if (i < j) pairs.push([perm[i]!, perm[j]!]);
    }
  } else {
    for (let k = n + below(n); k > 0; k--) {
      const [a, b] = [perm[below(n)]!, perm[below(n)]!];
      if (a !== b) pairs.push([a, b]);
    }
  }
  return pairs;
}

/** The edges as TLA+ tuples in TLC's order of the set (by length, then source, then target): repeats become <<a, b, 0>>, <<a, b, 1>>, .... */
function tuples(kind: number, pairs: readonly Pair[]): string[] {
  const seen = new Map<string, number>();
  const edges: [number, number, number, number][] = [];
  for (const [a, b] of pairs) {
    const k = seen.get(`${a} ${b}`) ?? 0;
    seen.set(`${a} ${b}`, k + 1);
    if (k <= 2) edges.push([k === 0 ? 2 : 3, a, b, k - 1]);
  }
  edges.sort((x, y) => x[0] - y[0] || rank(kind, x[1]) - rank(kind, y[1]) || rank(kind, x[2]) - rank(kind, y[2]) || x[3] - y[3]);
  return edges.map(([len, a, b, extra]) => `<<${vertex(kind, a)}, ${vertex(kind, b)}${len === 3 ? `, ${extra}` : ""}>>`);
}

// Seeded as the compiler seeds a run: the cfg's names, then the built-ins from TRUE on.
const checker = testContext([...cfgOrder.map((i) => `m${i}`), "TRUE"]);

/** Whether the edges on 1..n close a directed cycle. */
function cyclic(n: number, pairs: readonly Pair[]): boolean {
  const indegree = new Array<number>(n + 1).fill(0);
  for (const [, b] of pairs) indegree[b]!++;
  const ready = Array.from({ length: n }, (_, i) => i + 1).filter((v) => indegree[v] === 0);
  let seen = 0;
  while (ready.length > 0) {
    const v = ready.pop()!;
    seen++;
    for (const [a, b] of pairs) if (a === v && --indegree[b]! === 0) ready.push(b);
  }
  return seen < n;
}


// "layered" and "chains" came with the Eiglsperger fixture; SvgCycles.tla keeps the shapes it was written with.
// "forests" came with the large sizes' wrapping appends (SvgLargeSizes.tla).
const shapes = segments ? ["rings", "random", "dags", "spans", "chains"] : ["2cycles", "rings", "random", "dags", ...(eiglsperger ? ["layered", "chains"] : large ? ["forests"] : [])];
const count = Number(countArg ?? 60);
const lines: string[] = [];
const tried = new Map(shapes.map((s) => [s, 0]));
const kept = new Map(shapes.map((s) => [s, 0]));
const withCycles = new Set<string>();
for (const shape of shapes) {
  for (let g = 0; g < count; g++) {
    const kind = below(4);
    const n = shape === "chains" ? 20 + below(25) : shape === "spans" ? 5 + below(Number(sizeArg ?? 9)) : 2 + below(Number(sizeArg ?? 9));
    const members = Array.from({ length: n }, (_, i) => i + 1).sort((a, b) => rank(kind, a) - rank(kind, b));
    const nodes = `{${members.map((i) => vertex(kind, i)).join(", ")}}`;
    const pairs = shapeEdges(shape, n);
    const edges = `{${tuples(kind, pairs).join(", ")}}`;
    // Eiglsperger's COFFMAN_GRAHAM layers 20 or more vertices n / 10 wide: parallel chains keep their edges between adjacent layers.
    const layering = shape === "chains" ? "COFFMAN_GRAHAM" : pick(layerings);
    const [vw, vh] = pick(views);
    const [nw, nh] = pick(nodeSizes);
    const opts = `[algo |-> "${eiglsperger ? "Eiglsperger" : algoArg || (g % 2 === 0 ? "Sugiyama" : "Eiglsperger")}", layering |-> "${layering}", view_width |-> ${vw}, view_height |-> ${vh}, node_width |-> ${nw}, node_height |-> ${nh}]`;
    tried.set(shape, tried.get(shape)! + 1);
    if (!laidOut(checker, nodes, edges, opts)) continue;
    kept.set(shape, kept.get(shape)! + 1);
    if (cyclic(n, pairs)) withCycles.add(`${shape} ${g} `);
    lines.push(`ASSUME Show("${shape} ${g} ${layering}", NodesOfDirectedMultiGraph(${nodes}, ${edges}, ${opts}))`);
  }
}

const about = large
  ? `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Sugiyama and             *)
(* Eiglsperger layouts (every layering) on random directed multigraphs     *)
(* with node and view sizes up to 2^31 - 1: Java's int sums wrap and its   *)
(* casts saturate. Generated by test/tools/svgCyclesFixture.ts with sizes  *)
(* "large"; SvgLargeSizes.out is what TLC printed with -fp 0. Each result  *)
(* is printed as a set of pairs, which TLC prints normalized.              *)`
  : segments
  ? `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Eiglsperger layout      *)
(* (every layering) on random directed multigraphs whose edges mostly span *)
(* three or more layers once layered (rings, random edges, DAGs, DAGs of 4 *)
(* to 7 layers with long edges, parallel chains with COFFMAN_GRAHAM): its  *)
(* segments, containers and their coordinates. Generated by                *)
(* test/tools/svgCyclesFixture.ts with algo Segments; SvgSegments.out is   *)
(* what TLC printed with -fp # (tla2ts runs with --fp #). Each result is   *)
(* printed as a set of pairs, which TLC prints normalized.                 *)`
  : eiglsperger
  ? `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Eiglsperger layout      *)
(* (every layering) on random directed multigraphs (2-cycles, rings,       *)
(* random edges, DAGs, layered DAGs of 3 to 6 layers with crossings), some *)
(* with cycles, which jungrapht's GreedyCycleRemoval makes acyclic first;  *)
(* vertices of every kind, model values from the cfg. Generated by         *)
(* test/tools/svgCyclesFixture.ts with algo Eiglsperger; SvgEiglsperger.out *)
(* is what TLC printed with -fp 0 (tla2ts's default polynomial). Each      *)
(* result is printed as a set of pairs, which TLC prints normalized.       *)`
  : `(* SVG!NodesOfDirectedMultiGraph with jungrapht's Sugiyama and             *)
(* Eiglsperger layouts (every layering) on random directed multigraphs,    *)
(* most with cycles, which jungrapht's GreedyCycleRemoval makes acyclic by *)
(* reversing edges it picks in an order that depends on TLC's hash codes;  *)
(* vertices of every kind, model values from the cfg. Generated by         *)
(* test/tools/svgCyclesFixture.ts; SvgCycles.out is what TLC printed with  *)
(* -fp 0 (tla2ts's default polynomial). Each result is printed as a set of *)
(* pairs, which TLC prints normalized.                                     *)`;

const header = `------------------------------ MODULE ${name} ------------------------------
(***************************************************************************)
${about.replace(/# \(tla2ts runs with --fp #\)/, `${fp} (tla2ts runs with --fp ${fp})`)}
(***************************************************************************)
EXTENDS Naturals, TLC, SVG
CONSTANTS ${Array.from({ length: modelValues }, (_, i) => `m${i + 1}`).join(", ")}
Show(name, f) == PrintT(<<name, {<<n, f[n]>> : n \\in DOMAIN f}>>)`;

/** The lines a run printed between `start` and `stop`. */
function between(stdout: string, start: RegExp | undefined, stop: RegExp): string {
  const all = stdout.split("\n");
  const from = start === undefined ? 0 : all.findIndex((l) => start.test(l)) + 1;
  const end = all.findIndex((l, i) => i >= from && stop.test(l));
  return all.slice(from, end < 0 ? all.length : end).join("\n") + "\n";
}

writeFileSync(join(dir, `${name}.tla`), `${header}\n${lines.join("\n")}\n=============================================================================\n`);
writeFileSync(join(dir, `${name}.cfg`), `CONSTANTS\n${cfgOrder.map((i) => `m${i} = m${i}\n`).join("")}`);
const meta = mkdtempSync(join(tmpdir(), "tla2ts-tlc-"));
const lib = mkdtempSync(join(tmpdir(), "tla2ts-community-"));
try {
  const tlcArgs = ["-workers", "1", "-metadir", meta, "-noGenerateSpecTE", "-fp", fp, "-config", `${name}.cfg`, `${name}.tla`];
  const tlc = spawnSync(join(sharedDir, "oracles", "tlc"), tlcArgs, { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  if (/^Error:/m.test(tlc.stdout)) throw new Error(`TLC failed:\n${tlc.stdout}${tlc.stderr}`);
  const expected = between(tlc.stdout, /^Starting\.\.\./, /^Computing initial states/);
  writeFileSync(join(dir, `${name}.out`), expected);
  spawnSync("unzip", ["-q", "-o", join(sharedDir, "oracles", "CommunityModules-deps.jar"), "*.tla", "-d", lib]);
  const ours = spawnSync(process.execPath, [join(projectRoot, "bin", "tla2ts.js"), "check", join(dir, `${name}.tla`), "--lib", lib, "--fp", fp], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  const actual = between(ours.stdout, undefined, /^(Finished computing|Error:)/);
  const layouts = (out: string): string[] => out.split(/(?=^<< ")/m).filter((l) => l.startsWith("<<"));
  const theirs = layouts(expected);
  const mine = layouts(actual);
  for (const shape of shapes) {
    const indices = theirs.map((l, i) => [l, i] as const).filter(([l]) => l.startsWith(`<< "${shape} `));
    const same = indices.filter(([l, i]) => mine[i] === l).length;
    const cycles = indices.filter(([l]) => withCycles.has(/^<< "(\S+ \d+ )/.exec(l)![1]!)).length;
    const simplex = indices.filter(([l]) => l.includes("NETWORK_SIMPLEX"));
    const models = indices.filter(([l]) => /<<m\d/.test(l)).length;
    const simplexSame = simplex.filter(([l, i]) => mine[i] === l).length;
    console.log(`${shape}: ${tried.get(shape)} graphs, ${kept.get(shape)} laid out by tla2ts (${cycles} with a cycle, ${simplex.length} NETWORK_SIMPLEX, ${models} on model values), ${same} of them printed as TLC printed (${simplexSame} NETWORK_SIMPLEX)`);
    for (const [l, i] of indices) if (mine[i] !== l) console.log(`  differs: ${l.split("\n")[0]}\n  ours: ${(mine[i] ?? "(nothing)").replace(/\s+/g, " ").slice(0, 400)}\n  TLC:  ${l.replace(/\s+/g, " ").slice(0, 400)}`);
  }
  if (ours.stderr !== "") console.log(ours.stderr);
} finally {
  rmSync(meta, { recursive: true, force: true });
  rmSync(lib, { recursive: true, force: true });
}
