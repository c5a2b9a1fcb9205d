// The coverage mode's behaviours: a breadth-first search of the spec's reachable state
// graph, then behaviours (as choice lists, see behaviour.ts) that together take every
// transition at least once. Each behaviour reaches its first untaken transition by a
// shortest path from an initial state, then keeps taking untaken transitions from where
// it is until none leaves the current state.

import type { ActionLike, Machine } from "../machine/index.js";

export class CoverageTooLarge extends Error {}

export interface CoveragePlan {
  readonly states: number;
  readonly transitions: number;
  readonly behaviours: readonly (readonly number[])[];
}

export function planCoverage<S, A extends ActionLike>(machine: Machine<S, A, unknown>, inits: readonly S[], maxStates: number): CoveragePlan {
  const ids = new Map<string, number>();
  // Per state: its shortest choice path from an initial state, and its successors' ids.
  const paths: number[][] = [];
  const successors: number[][] = [];
  const queue: S[] = [];
  const visit = (s: S, path: number[]): number => {
    const key = machine.key(s);
    const known = ids.get(key);
    if (known !== undefined) return known;
    if (ids.size >= maxStates) {
      throw new CoverageTooLarge(`coverage mode: ${machine.module} has more than ${maxStates} reachable states; use the random mode or raise maxStates`);
    }
    ids.set(key, ids.size);
    paths.push(path);
    queue.push(s);
    return ids.size - 1;
  };
  inits.forEach((s, i) => visit(s, [i]));
  for (let head = 0; head < queue.length; head++) {
    const path = paths[head]!;
    successors.push(machine.next(queue[head]!).map((t, i) => visit(t.state, [...path, i])));
  }
  const untaken = successors.map((out) => out.map(() => true));
  let transitions = 0;
  for (const out of successors) transitions += out.length;
  // An initial state without successors is a behaviour of its own.
  const behaviours: number[][] = inits.map((_, i) => i).filter((i) => successors[i]!.length === 0).map((i) => [i]);
  for (let from = 0; from < successors.length; from++) {
    for (let edge = 0; edge < successors[from]!.length; edge++) {
      if (!untaken[from]![edge]) continue;
      const choices = [...paths[from]!];
      let state = from;
      let next: number = edge;
      while (next >= 0) {
        untaken[state]![next] = false;
        choices.push(next);
        state = successors[state]![next]!;
        next = untaken[state]!.indexOf(true);
      }
      behaviours.push(choices);
    }
  }
  return { states: ids.size, transitions, behaviours };
}
