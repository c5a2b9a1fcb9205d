// What the breadth-first search tells optional observers (the state-graph dump, action
// coverage). The search calls them only when some are configured, so a plain run pays
// one undefined check per generated state.

import type { ActionGenerator, State } from "./spec.js";

export interface SearchObserver {
  /**
   * Init emitted `state`. `inModel`: it satisfies the CONSTRAINTs; `isNew`: it became a
   * distinct state (its index is the number of distinct states before it). `fpHi`/`fpLo`
   * are its fingerprint, meaningful only when `inModel`.
   */
  initialState(state: State, inModel: boolean, isNew: boolean, fpHi: number, fpLo: number): void;
  /** `action` took the distinct state with index `from` to `next`; the flags as for `initialState`. */
  successor(from: number, action: ActionGenerator, next: State, inModel: boolean, isNew: boolean, fpHi: number, fpLo: number): void;
}

/** Several observers as one (none: undefined, so that the search skips the calls). */
export function combineObservers(observers: readonly SearchObserver[]): SearchObserver | undefined {
  if (observers.length <= 1) return observers[0];
  return {
    initialState: (s, m, n, hi, lo) => {
      for (const o of observers) o.initialState(s, m, n, hi, lo);
    },
    successor: (f, a, s, m, n, hi, lo) => {
      for (const o of observers) o.successor(f, a, s, m, n, hi, lo);
    },
  };
}
