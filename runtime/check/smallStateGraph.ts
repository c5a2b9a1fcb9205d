// The state graph kept in memory for the HTML report, while it stays small: the distinct
// states (by index) with their printed text, and the transitions inside the model. Past
// `limit` distinct states it drops everything and stops looking (the report then says
// the graph was too large), so a big search pays only a counter.

import { printTraceState } from "./report.js";
import type { SearchObserver } from "./searchObserver.js";
import type { ActionGenerator, CompiledSpec, State } from "./spec.js";

export interface StateGraph {
  /** Each distinct state's text, by index (BFS order). */
  readonly states: readonly string[];
  readonly initial: readonly number[];
  /** Transitions as [from, to] pairs, without duplicates, in the order found. */
  readonly edges: readonly (readonly [number, number])[];
}

export class SmallStateGraph implements SearchObserver {
  private states: string[] = [];
  private readonly indexOf = new Map<string, number>();
  private initial: number[] = [];
  private edges: [number, number][] = [];
  private readonly edgeKeys = new Set<string>();
  private tooLarge = false;

  constructor(
    private readonly spec: CompiledSpec,
    readonly limit: number,
  ) {}

  initialState(state: State, inModel: boolean, isNew: boolean): void {
    if (this.tooLarge || !isNew || !inModel) return;
    const index = this.add(state);
    if (index >= 0) this.initial.push(index);
  }

  successor(from: number, _a: ActionGenerator, next: State, inModel: boolean, isNew: boolean): void {
    if (this.tooLarge || !inModel) return;
    const to = isNew ? this.add(next) : (this.indexOf.get(this.text(next)) ?? -1);
    if (to < 0) return;
    const key = `${from},${to}`;
    if (this.edgeKeys.has(key)) return;
    this.edgeKeys.add(key);
    this.edges.push([from, to]);
  }

  /** The graph, or undefined when it grew past the limit. */
  graph(): StateGraph | undefined {
    return this.tooLarge ? undefined : { states: this.states, initial: this.initial, edges: this.edges };
  }

  /** The index of the state with this text (a trace's state), if the graph has it. */
  find(state: State): number | undefined {
    return this.indexOf.get(this.text(state));
  }

  private add(state: State): number {
    if (this.states.length >= this.limit) {
      this.tooLarge = true;
      this.states = [];
      this.indexOf.clear();
      this.initial = [];
      this.edges = [];
      this.edgeKeys.clear();
      return -1;
    }
    const text = this.text(state);
    this.indexOf.set(text, this.states.length);
    this.states.push(text);
    return this.states.length - 1;
  }

  private text(state: State): string {
    return printTraceState(this.spec, { action: undefined, state });
  }
}
