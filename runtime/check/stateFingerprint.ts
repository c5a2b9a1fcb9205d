// What identifies a state for the seen set (TLC-SEMANTICS §4.2): the fingerprint of
// its variables; with VIEW, the fingerprint of the view's value; with SYMMETRY, that
// of the smallest permutation of the state (and with both, the view of that
// permutation). One object per run; `compute` writes into `hi`/`lo` so the hot loop
// allocates nothing here when there is no symmetry.

import { fingerprintInto, fingerprintState, type Value } from "../values/index.js";
import type { EvalContext, State } from "./spec.js";
import { permutationsOf, representative, type Permutation } from "./symmetry.js";

export class StateFingerprinter {
  hi = 0;
  lo = 0;
  private readonly out = new Uint32Array(2);
  private readonly perms: readonly Permutation[];

  constructor(
    private readonly ctx: EvalContext,
    private readonly view: ((ctx: EvalContext, state: State) => Value) | undefined,
    symmetry: Value | undefined,
    /** TLC's variable order, used to compare permuted states. */
    private readonly order: readonly number[],
  ) {
    this.perms = symmetry === undefined ? [] : permutationsOf(symmetry);
  }

  /** Sets `hi`/`lo` to the fingerprint identifying `state`. */
  compute(state: State): void {
    const s = this.perms.length === 0 ? state : representative(state, this.perms, this.order);
    if (this.view === undefined) fingerprintState(s, this.out);
    else fingerprintInto(this.view(this.ctx, s), this.out);
    this.hi = this.out[0]!;
    this.lo = this.out[1]!;
  }
}
