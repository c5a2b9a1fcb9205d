// What identifies a state for the seen set (TLC-SEMANTICS §4.2): the fingerprint of
// its variables; with VIEW, the fingerprint of the view's value; with SYMMETRY, that
// of the smallest permutation of the state (and with both, the view of that
// permutation). One object per run; `compute` writes into `hi`/`lo` so the hot loop
// allocates nothing here when there is no symmetry, and its `StateHasher` rehashes only
// the variables a successor changed (the others are the parent's very objects).
//
// Choosing the representative compares the state with each of its permutations (143
// on FastPaxos), while most generated states are states generated before: a message
// already sent, a variable set to its value. So with SYMMETRY the identifying
// fingerprint is also remembered by the state's own fingerprint (on SimplifiedFastPaxos'
// Paxos model 13,290 generated states are 2,130 different ones). Identifying a state
// by its fingerprint is what the seen set does already (TLC's FPSet), so this adds no
// new kind of assumption; the memo stops growing past `memoLimit` entries.

import { fingerprintInto, StateHasher, type Value } from "../values/index.js";
import { normalizeDeep, writtenOrderState } from "../values/intern.js";
import { FingerprintSet } from "./seen.js";
import type { EvalContext, State } from "./spec.js";
import { permutationsOf, representative, type Permutation } from "./symmetry.js";

export class StateFingerprinter {
  hi = 0;
  lo = 0;
  private readonly out = new Uint32Array(2);
  /** Hashes a successor's UNCHANGED variables once per parent rather than once per successor. */
  private readonly states = new StateHasher();
  /** With SYMMETRY, the representatives' hasher: `states` keeps the generated states' variables. */
  private readonly representatives = new StateHasher();
  private readonly perms: readonly Permutation[];
  /** With SYMMETRY: the fingerprints of the states seen, each numbered, and per number the identifying fingerprint. */
  private readonly memoKeys = new FingerprintSet(0, true);
  private memo = new Uint32Array(2 * 4096);
  /** With VIEW: the state whose values `normalize` walked last. */
  private lastNormalized: State = [];

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
    if (this.perms.length === 0) {
      // TLC's TLCStateMut.fingerPrint deep-normalizes every variable's value before it
      // evaluates the VIEW, so a record built out of token order prints sorted once its
      // state was fingerprinted, VIEW or not (without VIEW the hasher's fingerprints do it;
      // with SYMMETRY `states.fingerprint` below). Nothing to drop until a value was
      // built out of order (docs/semantics.md, "Written order"; difftest seed 1117).
      if (this.view !== undefined && (writtenOrderState.recordsMade || writtenOrderState.setsMade)) this.normalize(state);
      this.identify(state);
      return;
    }
    const out = this.out;
    this.states.fingerprint(state, out);
    const keys = this.memoKeys;
    const id = keys.size;
    if (id >= memoLimit) {
      this.identify(representative(state, this.perms, this.order), this.representatives);
      return;
    }
    const known = keys.addOrIndex(out[0]!, out[1]!);
    const memo = this.memo;
    if (known >= 0) {
      this.hi = memo[2 * known]!;
      this.lo = memo[2 * known + 1]!;
      return;
    }
    this.identify(representative(state, this.perms, this.order), this.representatives);
    if (2 * id + 1 >= memo.length) {
      this.memo = new Uint32Array(memo.length * 2);
      this.memo.set(memo);
    }
    this.memo[2 * id] = this.hi;
    this.memo[2 * id + 1] = this.lo;
  }

  /**
   * TLC's deepNormalize of `state`'s values. A value that is the very object of the state
   * normalized last (a successor's UNCHANGED variable, its parent's) was walked already.
   */
  private normalize(state: State): void {
    const last = this.lastNormalized;
    for (let i = 0; i < state.length; i++) {
      const v = state[i];
      if (typeof v === "object" && v !== last[i]) normalizeDeep(v);
    }
    this.lastNormalized = state;
  }

  /** Sets `hi`/`lo` from `s` itself (no permuting). */
  private identify(s: State, hasher = this.states): void {
    if (this.view === undefined) hasher.fingerprint(s, this.out);
    else fingerprintInto(this.view(this.ctx, s), this.out);
    this.hi = this.out[0]!;
    this.lo = this.out[1]!;
  }
}

/** Entries of the SYMMETRY memo (about 24 bytes each with the table's slack): about 100 MB at most. */
const memoLimit = 1 << 22;
