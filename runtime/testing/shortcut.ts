// A last shrinking step for both modes: the failing action taken after a shortest path
// from an initial state (a bounded breadth-first search of the spec), kept when the
// implementation fails on it too, earlier. fast-check's shrinking of choice lists can stop
// at a local minimum (removing one choice changes what the later ones mean), and a
// coverage behaviour reaches its transition by a detour. Two tries: the nearest state
// where the failing action is enabled at all (enough when the fault is in the action),
// then the nearest path to the very state it failed from (when the fault depends on it).

import { isDeepStrictEqual } from "node:util";
import type { ActionLike, Machine } from "../machine/index.js";
import { runBehaviour, type Mismatch } from "./behaviour.js";
import type { Driver } from "./driver.js";

/** States explored at most by one search. */
const searchBound = 20_000;

export async function shortcut<S, A extends ActionLike, I>(machine: Machine<S, A, unknown>, driver: Driver<S, A, I>, inits: readonly S[], m: Mismatch<S, A>): Promise<Mismatch<S, A>> {
  if (m.step < 2 || m.action === undefined) return m;
  const action = m.action;
  const before = machine.key(m.steps[m.step - 1]!.state);
  const targets: ((s: S) => number)[] = [
    (s) => machine.next(s).findIndex((t) => isDeepStrictEqual(t.action, action)),
    (s) => (machine.key(s) === before ? m.choices[m.step]! : -1),
  ];
  for (const target of targets) {
    const path = shortestPath(machine, inits, target, m.step - 2);
    if (path === undefined) continue;
    const shorter = await runBehaviour(machine, driver, path, inits);
    if (shorter !== undefined && shorter.step < m.step) return shorter;
  }
  return m;
}

/**
 * The choices of a shortest path to a state where `target` gives a transition index (not
 * -1), followed by that index, if the path has at most `maxDepth` steps.
 */
function shortestPath<S, A extends ActionLike>(machine: Machine<S, A, unknown>, inits: readonly S[], target: (s: S) => number, maxDepth: number): number[] | undefined {
  const seen = new Set<string>();
  let layer: { state: S; path: number[] }[] = [];
  inits.forEach((state, i) => {
    const k = machine.key(state);
    if (!seen.has(k)) (seen.add(k), layer.push({ state, path: [i] }));
  });
  for (let depth = 0; depth <= maxDepth && layer.length > 0; depth++) {
    for (const { state, path } of layer) {
      const index = target(state);
      if (index >= 0) return [...path, index];
    }
    if (depth === maxDepth) break;
    const next: typeof layer = [];
    for (const { state, path } of layer) {
      const moves = machine.next(state);
      for (let i = 0; i < moves.length; i++) {
        const k = machine.key(moves[i]!.state);
        if (seen.has(k)) continue;
        if (seen.size >= searchBound) return undefined;
        seen.add(k);
        next.push({ state: moves[i]!.state, path: [...path, i] });
      }
    }
    layer = next;
  }
  return undefined;
}
