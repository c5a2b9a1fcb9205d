// What the user writes to test an implementation against a spec's typed machine:
// how to make an implementation in a given initial state, how to perform each spec
// action on it, and how to read its state back as (part of) the spec's state.

import type { ActionLike } from "../machine/index.js";

export type MaybePromise<T> = T | Promise<T>;

export interface Driver<S, A extends ActionLike, I> {
  /** A fresh implementation whose state corresponds to the spec's initial state `init`. */
  create(init: S): MaybePromise<I>;
  /** Performs the spec action `action` on the implementation (a stuttering action may do nothing). */
  apply(impl: I, action: A): MaybePromise<void>;
  /**
   * The implementation's state seen as the spec's: every variable it returns is compared with
   * the spec's value (TLA+ equality); variables it leaves out are not compared.
   */
  project(impl: I): MaybePromise<Partial<S>>;
  /** Releases an implementation after one behaviour (optional). */
  dispose?(impl: I): MaybePromise<void>;
}
