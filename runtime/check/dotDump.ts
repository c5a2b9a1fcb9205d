// The state graph in TLC's `-dump dot` format (DotStateWriter): a strict digraph whose
// nodes are the distinct states, labelled with their `/\ var = value` lines, initial
// states filled; one edge per generated transition inside the model (graphviz merges
// duplicates: the graph is strict), labelled with the sub-action's name when
// `actionLabels` is set (TLC's `-dump dot,actionlabels`), else with ""; and one
// `rank = same` group per BFS level. Node ids are the states' 64-bit fingerprints as
// signed decimals, like TLC's; ours are computed by another function, so the ids (not
// the graph) differ from TLC's, as TLC's differ from run to run.

import { closeSync, openSync, writeSync } from "node:fs";
import { printTraceState } from "./report.js";
import type { SearchObserver } from "./searchObserver.js";
import type { ActionGenerator, CompiledSpec, State } from "./spec.js";

const FLUSH_AT = 1 << 16;

export class DotGraphWriter implements SearchObserver {
  private readonly fd: number;
  private buffer = "";
  /** Node id and BFS level of each distinct state, by index. */
  private readonly ids: string[] = [];
  private readonly levels: number[] = [];

  constructor(
    private readonly spec: CompiledSpec,
    file: string,
    private readonly actionLabels: boolean,
  ) {
    this.fd = openSync(file, "w");
    this.buffer = 'strict digraph DiskGraph {\nnode [shape=box,style=rounded]\nnodesep=0.35;\nsubgraph cluster_graph {\ncolor="white";\n';
  }

  initialState(state: State, _inModel: boolean, isNew: boolean, fpHi: number, fpLo: number): void {
    if (!isNew) return;
    const id = nodeId(fpHi, fpLo);
    this.ids.push(id);
    this.levels.push(1);
    this.write(`${id} [label="${this.stateLabel(state)}",style = filled]\n`);
  }

  successor(from: number, action: ActionGenerator, next: State, inModel: boolean, isNew: boolean, fpHi: number, fpLo: number): void {
    if (!inModel) return;
    const id = nodeId(fpHi, fpLo);
    const label = this.actionLabels ? escapeDot(action.name) : "";
    this.write(`${this.ids[from]!} -> ${id} [label="${label}",color="black",fontcolor="black"];\n`);
    if (!isNew) return;
    this.ids.push(id);
    this.levels.push(this.levels[from]! + 1);
    const text = this.stateLabel(next);
    this.write(`${id} [label="${text}",tooltip="${text}"];\n`);
  }

  /** Writes the rank groups and the closing braces; the file is complete afterwards. */
  close(): void {
    const byLevel: string[][] = [];
    for (let i = 0; i < this.ids.length; i++) (byLevel[this.levels[i]! - 1] ??= []).push(this.ids[i]!);
    for (const ids of byLevel) if (ids !== undefined) this.write(`{rank = same; ${ids.join(";")};}\n`);
    this.write("}\n}");
    writeSync(this.fd, this.buffer);
    this.buffer = "";
    closeSync(this.fd);
  }

  private stateLabel(state: State): string {
    return escapeDot(printTraceState(this.spec, { action: undefined, state }));
  }

  private write(text: string): void {
    this.buffer += text;
    if (this.buffer.length >= FLUSH_AT) {
      writeSync(this.fd, this.buffer);
      this.buffer = "";
    }
  }
}

/** A fingerprint as TLC prints a long: signed decimal. */
function nodeId(hi: number, lo: number): string {
  return BigInt.asIntN(64, (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0)).toString();
}

/** A double-quoted DOT string's content: backslashes, quotes and newlines escaped. */
function escapeDot(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
}
