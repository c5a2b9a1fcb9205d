// Trace validation's search, over the compiled spec's own states: does some behaviour
// of the spec explain a log? Each logged line gives the values of some variables after
// one step (the others are free) and optionally the action of that step. The search
// keeps, line by line, the set of spec states consistent with the log so far (deduplicated
// by fingerprint, as the checker's seen set): a line is matched by the states 1 to
// `maxGap` spec steps after a candidate of the line before, or by the candidate itself
// (stuttering) when the line names no action. The first line is matched by an initial
// state or one up to `maxGap - 1` steps after one. Logged values are runtime values,
// converted once per line, so matching a generated state is a few fingerprint comparisons.
//
// The typed API (validateTrace.ts) and `tla2ts validate` (traceFile.ts) both end here.

import { equals, fingerprintInto, fingerprintState, type Value } from "../values/index.js";
import { withActionsOver, type CompiledSpec, type EvalContext, type State } from "../check/spec.js";

export interface LoggedAction {
  /** The action's name (`Send`), or TLC's full label of one sub-action (`Send(1,2)`). */
  readonly name: string;
  /** Parameters that must agree, by the names the compiled actions give them. */
  readonly params: readonly (readonly [string, Value])[];
}

export interface LoggedLine {
  /** Indices of the logged variables (in the spec's declaration order). */
  readonly variables: readonly number[];
  /** Their logged values, aligned with `variables`. */
  readonly values: readonly Value[];
  readonly action?: LoggedAction;
}

export interface TraceSearchOptions {
  /** Most spec steps between two lines (default 1). */
  readonly maxGap?: number;
  /** Most distinct states held between two lines (default 100,000). */
  readonly maxCandidates?: number;
  /**
   * Keep, per candidate, the link to the state it came from, so that the result gives one
   * behaviour explaining the log (or the path to the closest state); off by default.
   */
  readonly keepPaths?: boolean;
}

/** One state of a behaviour the search found. */
export interface PathStep {
  readonly state: State;
  /** The sub-action of the step into it (TLC's label); undefined for an initial state or a stutter. */
  readonly action: string | undefined;
  /** The index (0-based) of the log line it matches; undefined for a state between two lines (a gap). */
  readonly line: number | undefined;
}

export interface ClosestState {
  readonly state: State;
  /** The sub-action of the last step into it (TLC's label); undefined for an initial state or a stutter. */
  readonly action: string | undefined;
  /** Indices into the line's `variables` whose logged value differs from the state's. */
  readonly differing: readonly number[];
  /** True when no reached state agrees with the logged action, so this one does not either. */
  readonly actionDiffers: boolean;
  /** With `keepPaths`: a behaviour from an initial state to this one (its last step). */
  readonly path?: readonly PathStep[];
}

export type TraceSearchResult =
  | {
      readonly valid: true;
      readonly lines: number;
      /** States consistent with the whole log. */
      readonly finalCandidates: number;
      /** With `keepPaths`: one behaviour of the spec that explains the log. */
      readonly behaviour?: readonly PathStep[];
    }
  | {
      readonly valid: false;
      /** The index (0-based) of the first line no behaviour reaches. */
      readonly line: number;
      /** The candidate states after the line before it (for the first line: the initial states). */
      readonly candidates: readonly State[];
      /** The reached state that disagrees with the line on the fewest variables. */
      readonly closest?: ClosestState;
    };

/** The search held more states between two lines than `maxCandidates` allows. */
export class TraceSearchTooLarge extends Error {
  constructor(
    /** The index (0-based) of the line being matched. */
    readonly line: number,
    readonly bound: number,
  ) {
    super(`trace validation: more than ${bound} candidate states between two lines (line ${line + 1}); log more variables, lower the gap or raise the bound`);
    this.name = "TraceSearchTooLarge";
  }
}

export const DEFAULT_MAX_CANDIDATES = 100_000;

/** States and successor links remembered before the memo starts over. */
const MEMO_LIMIT = 2_000_000;

/**
 * 53 bits of a state's 64-bit fingerprint, as a Map key. Identifying states by fingerprint is
 * the checker's assumption too; with 53 bits and a million states met, two of them collide
 * with a probability of about 10^-4.
 */
function stateKey(fp: Uint32Array, state: State): number {
  fingerprintState(state, fp);
  return (fp[0]! & 0x1fffff) * 4294967296 + fp[1]!;
}

/** TLA+ equality, where values TLC cannot compare (a logged string against a model value) are simply different. */
function sameValue(a: Value, b: Value): boolean {
  try {
    return equals(a, b);
  } catch {
    return false;
  }
}

const scratch = new Uint32Array(4);

/**
 * Equality by fingerprint, as the checker's seen set decides it: compound values cache
 * theirs, so a state's value shared by many states is hashed once and a logged value
 * once per line, instead of a deep comparison per reached state.
 */
function sameFingerprint(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object") return false;
  try {
    fingerprintInto(a, scratch, 0);
    fingerprintInto(b, scratch, 2);
  } catch {
    // A value without a fingerprint (an infinite set) is compared as TLC would.
    return sameValue(a, b);
  }
  return scratch[0] === scratch[2] && scratch[1] === scratch[3];
}

export function agreesWith(line: LoggedLine, state: State): boolean {
  const vars = line.variables;
  for (let k = 0; k < vars.length; k++) if (!sameFingerprint(state[vars[k]!]!, line.values[k]!)) return false;
  return true;
}

function differingVariables(line: LoggedLine, state: State): number[] {
  const out: number[] = [];
  for (let k = 0; k < line.variables.length; k++) if (!sameValue(state[line.variables[k]!]!, line.values[k]!)) out.push(k);
  return out;
}

/** The sub-action's name without its arguments: `Send(1,2)` is an action `Send`. */
export function actionBaseName(label: string): string {
  const paren = label.indexOf("(");
  return paren < 0 ? label : label.slice(0, paren);
}

/** Per sub-action of the spec: whether a step through it is the logged action. */
export function actionMask(spec: CompiledSpec, action: LoggedAction): boolean[] {
  return spec.actions.map((g) => {
    if (g.name !== action.name && actionBaseName(g.name) !== action.name) return false;
    for (const [p, v] of action.params) {
      const own = g.params?.[p];
      if (own === undefined || !sameValue(own, v)) return false;
    }
    return true;
  });
}

/**
 * A distinct state met by the search, with its successors per sub-action once generated.
 * A log keeps returning to the same states (a line stutters, unlogged variables leave
 * several candidates that the next lines share), so each state is fingerprinted once and
 * its successors are generated once, per sub-action as needed.
 */
interface Node {
  readonly state: State;
  /** The memo's generation the successors belong to (see TraceSearch.forget). */
  epoch: number;
  successors: (readonly Node[] | undefined)[];
}

/**
 * With `keepPaths`: how a held state was reached. Only held states (candidates, and the
 * states of a gap's earlier steps) get one, so the hot path allocates nothing per generated
 * state; a link refers only to its parent, so the branches of candidates that die out are
 * garbage and memory stays proportional to the live candidates' ancestries.
 */
interface PathLink {
  readonly state: State;
  /** The sub-action's index, -1 for an initial state or a stutter. */
  readonly generator: number;
  readonly parent: PathLink | undefined;
  /** The log line matched, -1 for a state between two lines. */
  readonly line: number;
}

/** What one line's exploration does with each state it reaches. */
interface Visitor {
  /**
   * `generator` is the index of the sub-action of the last step, -1 for an initial state or a
   * stutter; `parent` the link of the state it came from (with `keepPaths` only).
   */
  reached(node: Node, generator: number, parent: PathLink | undefined): void;
}

export class TraceSearch {
  private readonly ctx: EvalContext;
  private readonly maxGap: number;
  private readonly bound: number;
  private readonly keepPaths: boolean;
  private readonly fp = new Uint32Array(2);
  private readonly noAction: readonly boolean[];
  private readonly masks = new Map<string, boolean[]>();
  /** Every state met, by fingerprint. */
  private readonly nodes = new Map<number, Node>();
  private epoch = 0;
  private remembered = 0;
  /** The index of the line being matched (for a report when evaluating the spec fails). */
  lineInProgress = 0;

  private readonly spec: CompiledSpec;

  constructor(spec: CompiledSpec, ctx: EvalContext | undefined, options: TraceSearchOptions = {}) {
    this.ctx = ctx ?? spec.createContext(() => {});
    this.spec = withActionsOver(spec, this.ctx);
    this.maxGap = options.maxGap ?? 1;
    this.bound = options.maxCandidates ?? DEFAULT_MAX_CANDIDATES;
    this.keepPaths = options.keepPaths ?? false;
    if (!Number.isInteger(this.maxGap) || this.maxGap < 1) throw new RangeError(`maxGap must be a whole number of steps, at least 1 (not ${this.maxGap})`);
    if (!Number.isInteger(this.bound) || this.bound < 1) throw new RangeError(`maxCandidates must be a positive whole number (not ${this.bound})`);
    this.noAction = spec.actions.map(() => true);
  }

  /** The context whose intern table logged values must be built with. */
  get context(): EvalContext {
    return this.ctx;
  }

  run(lines: readonly LoggedLine[]): TraceSearchResult {
    let candidates: Node[] = this.initialStates();
    // With keepPaths: each candidate's link, aligned with `candidates` (before the first line, the initial states').
    let links: PathLink[] | undefined = this.keepPaths ? candidates.map((c) => ({ state: c.state, generator: -1, parent: undefined, line: -1 })) : undefined;
    // True when the line before repeated its predecessor (the same object, no action) and
    // left the candidates as they were: they are then closed under that line's steps, and
    // the same line again leaves them as they are (logs repeat lines when a step changed
    // only unlogged variables).
    let settled = false;
    for (let n = 0; n < lines.length; n++) {
      this.lineInProgress = n;
      const line = lines[n]!;
      const repeated = n > 0 && line === lines[n - 1] && line.action === undefined;
      if (repeated && settled) {
        if (links !== undefined) links = links.map((l) => linkTo(l.state, -1, l, n));
        continue;
      }
      const next = new Set<Node>();
      const nextLinks: PathLink[] | undefined = links === undefined ? undefined : [];
      const bound = this.bound;
      const mask = this.maskOf(line);
      this.explore(n, n === 0, candidates, links, line, mask, {
        reached(node, generator, parent) {
          if (line.action !== undefined && (generator < 0 || !mask[generator])) return;
          if (!agreesWith(line, node.state)) return;
          if (nextLinks === undefined) next.add(node);
          else if (!next.has(node)) {
            next.add(node);
            nextLinks.push(linkTo(node.state, generator, parent, n));
          }
          if (next.size > bound) throw new TraceSearchTooLarge(n, bound);
        },
      });
      if (next.size === 0) return this.mismatch(n, n === 0, candidates, links, line, mask);
      settled = repeated && next.size === candidates.length;
      candidates = [...next];
      links = nextLinks;
    }
    const first = links?.[0];
    return { valid: true, lines: lines.length, finalCandidates: candidates.length, ...(first === undefined ? {} : { behaviour: this.pathOf(first) }) };
  }

  /** The behaviour ending in `link`'s state, from an initial state. */
  private pathOf(link: PathLink): PathStep[] {
    const out: PathStep[] = [];
    for (let l: PathLink | undefined = link; l !== undefined; l = l.parent) {
      out.push({ state: l.state, action: l.generator < 0 ? undefined : this.spec.actions[l.generator]!.name, line: l.line < 0 ? undefined : l.line });
    }
    return out.reverse();
  }

  private maskOf(line: LoggedLine): readonly boolean[] {
    const action = line.action;
    if (action === undefined) return this.noAction;
    if (action.params.length > 0) return actionMask(this.spec, action);
    let mask = this.masks.get(action.name);
    if (mask === undefined) this.masks.set(action.name, (mask = actionMask(this.spec, action)));
    return mask;
  }

  /** The initial states within the model's constraints, without duplicates. */
  private initialStates(): Node[] {
    const out = new Set<Node>();
    this.spec.init.generate(this.ctx, (state) => {
      if (this.inModel(undefined, state)) out.add(this.node(state));
    });
    return [...out];
  }

  private inModel(cur: State | undefined, next: State): boolean {
    const spec = this.spec;
    for (const c of spec.constraints) if (!c.test(this.ctx, next)) return false;
    if (cur !== undefined) for (const c of spec.actionConstraints) if (!c.test(this.ctx, cur, next)) return false;
    return true;
  }

  /** The node of `state`: the one met before with the same fingerprint, or a new one. */
  private node(state: State): Node {
    const key = stateKey(this.fp, state);
    let node = this.nodes.get(key);
    if (node === undefined) {
      if (this.remembered > MEMO_LIMIT) this.forget();
      node = { state, epoch: this.epoch, successors: [] };
      this.nodes.set(key, node);
      this.remembered++;
    }
    return node;
  }

  /** Starts the memo over; nodes still held (the candidates) regenerate their successors when asked. */
  private forget(): void {
    this.nodes.clear();
    this.remembered = 0;
    this.epoch++;
  }

  private successors(node: Node, i: number): readonly Node[] {
    if (node.epoch !== this.epoch) {
      node.epoch = this.epoch;
      node.successors = [];
    }
    const known = node.successors[i];
    if (known !== undefined) return known;
    const out: Node[] = [];
    const cur = node.state;
    this.spec.actions[i]!.generate(this.ctx, cur, (next) => {
      if (this.inModel(cur, next)) out.push(this.node(next));
    });
    node.successors[i] = out;
    this.remembered += out.length;
    return out;
  }

  /**
   * Visits every state that may match `line`: `from` itself (the initial states, or a stutter
   * of the candidates when the line names no action), then the states 1..gap steps further.
   * At the last step only the logged action's sub-actions run (their successors are the only
   * ones that can match); the states of earlier steps are kept, deduplicated, for the next.
   */
  private explore(n: number, first: boolean, from: readonly Node[], fromLinks: readonly PathLink[] | undefined, line: LoggedLine, mask: readonly boolean[], visitor: Visitor): void {
    if (first || line.action === undefined) for (let j = 0; j < from.length; j++) visitor.reached(from[j]!, -1, fromLinks?.[j]);
    const steps = first ? this.maxGap - 1 : this.maxGap;
    const count = this.spec.actions.length;
    let held = 0;
    let layer: readonly Node[] = from;
    let layerLinks = fromLinks;
    for (let d = 1; d <= steps && layer.length > 0; d++) {
      const kept = d === steps ? undefined : new Set<Node>();
      const keptLinks: PathLink[] | undefined = kept === undefined || layerLinks === undefined ? undefined : [];
      for (let j = 0; j < layer.length; j++) {
        const cur = layer[j]!;
        const parent = layerLinks?.[j];
        for (let i = 0; i < count; i++) {
          if (kept === undefined && !mask[i]) continue;
          const list = this.successors(cur, i);
          for (let k = 0; k < list.length; k++) {
            const next = list[k]!;
            visitor.reached(next, i, parent);
            if (kept === undefined || kept.has(next)) continue;
            kept.add(next);
            keptLinks?.push({ state: next.state, generator: i, parent, line: -1 });
            if (++held > this.bound) throw new TraceSearchTooLarge(n, this.bound);
          }
        }
      }
      if (kept !== undefined) {
        layer = [...kept];
        layerLinks = keptLinks;
      }
    }
  }

  /** The report for line `n`: explores again, this time weighing every reached state against the line. */
  private mismatch(n: number, first: boolean, candidates: readonly Node[], links: readonly PathLink[] | undefined, line: LoggedLine, mask: readonly boolean[]): TraceSearchResult {
    let best: ClosestState | undefined;
    let bestLink: PathLink | undefined;
    this.explore(n, first, candidates, links, line, this.noAction, {
      reached: ({ state }, generator, parent) => {
        const actionDiffers = line.action !== undefined && (generator < 0 || !mask[generator]);
        const differing = differingVariables(line, state);
        const better = best === undefined || (best.actionDiffers && !actionDiffers) || (best.actionDiffers === actionDiffers && differing.length < best.differing.length);
        if (!better) return;
        best = { state, action: generator < 0 ? undefined : this.spec.actions[generator]!.name, differing, actionDiffers };
        if (links !== undefined) bestLink = linkTo(state, generator, parent, n);
      },
    });
    if (best !== undefined && bestLink !== undefined) best = { ...best, path: this.pathOf(bestLink) };
    return { valid: false, line: n, candidates: candidates.map((c) => c.state), ...(best === undefined ? {} : { closest: best }) };
  }
}

/**
 * The link of a state matching line `n`. A first line matched by an initial state itself
 * (no step) replaces the initial state's own link instead of following it.
 */
function linkTo(state: State, generator: number, parent: PathLink | undefined, n: number): PathLink {
  const initial = generator < 0 && parent !== undefined && parent.line < 0;
  return { state, generator, parent: initial ? parent.parent : parent, line: n };
}

/** Searches for a behaviour of `spec` consistent with `lines` (values built with `ctx`'s intern table). */
export function searchTrace(spec: CompiledSpec, ctx: EvalContext, lines: readonly LoggedLine[], options: TraceSearchOptions = {}): TraceSearchResult {
  return new TraceSearch(spec, ctx, options).run(lines);
}
