// The shape of a breadth-first search, for the HTML report: how many distinct states
// each BFS level found (level 1: the initial states) and how many new successors each
// expanded state had. Only runs that write a report pay for this observer.

import type { SearchObserver } from "./searchObserver.js";
import type { ActionGenerator, State } from "./spec.js";

export class SearchShape implements SearchObserver {
  /** Distinct states found at each level, level 1 first. */
  readonly levels: number[] = [];
  /** outdegrees[k]: expanded states with k new successors in the model. */
  readonly outdegrees: number[] = [];
  /** The level of each distinct state, by index (grown by doubling). */
  private levelOf = new Uint16Array(1024);
  private distinct = 0;
  private from = -1;
  private fresh = 0;
  /** States that appeared as the source of a successor (expanded with at least one successor). */
  private expandedWithSuccessors = 0;

  initialState(_s: State, inModel: boolean, isNew: boolean): void {
    if (isNew && inModel) this.add(1);
  }

  successor(from: number, _a: ActionGenerator, _s: State, inModel: boolean, isNew: boolean): void {
    if (from !== this.from) {
      this.flush();
      this.from = from;
      this.expandedWithSuccessors++;
    }
    if (!isNew || !inModel) return;
    this.fresh++;
    this.add(Math.min(this.levelOf[from]! + 1, 0xffff));
  }

  /**
   * Call once after the search with the number of states it expanded: those that never
   * produced a successor count as out-degree 0.
   */
  finish(expanded: number): void {
    this.flush();
    this.from = -1;
    const silent = expanded - this.expandedWithSuccessors;
    if (silent > 0) this.outdegrees[0] = (this.outdegrees[0] ?? 0) + silent;
    for (let k = 0; k < this.outdegrees.length; k++) this.outdegrees[k] ??= 0;
  }

  private flush(): void {
    if (this.from < 0) return;
    this.outdegrees[this.fresh] = (this.outdegrees[this.fresh] ?? 0) + 1;
    this.fresh = 0;
  }

  private add(level: number): void {
    if (this.distinct === this.levelOf.length) {
      const grown = new Uint16Array(this.levelOf.length * 2);
      grown.set(this.levelOf);
      this.levelOf = grown;
    }
    this.levelOf[this.distinct++] = level;
    this.levels[level - 1] = (this.levels[level - 1] ?? 0) + 1;
  }
}
