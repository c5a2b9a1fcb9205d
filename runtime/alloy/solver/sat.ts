// A CDCL SAT solver on typed arrays (the MiniSat/Glucose design): two watched
// literals with blocking literals and inline binary clauses, first-UIP learning with
// recursive clause minimisation, VSIDS on a binary heap, phase saving (true first:
// fewer conflicts on the conformance set's CNFs than false first), Luby restarts
// together with Glucose's restarts on rising LBD, and learnt clauses kept by
// literal block distance. Why our own rather than a compiled one:
// no maintained WebAssembly build of a modern solver is published on npm, the
// emscripten MiniSat we used has a fixed 64 MB heap and cannot be interrupted, and
// this one is as fast on our problems (figures in docs/alloy-solver.md). Every
// array grows on demand, so memory is bounded only by the process; `solve` takes
// a deadline and answers `undefined` (unknown) when it passes.
//
// Literals: variable v (0-based) is 2v when positive, 2v+1 when negative. The
// public interface speaks DIMACS (variables from 1, negation by sign).

const UNDEF = 0;
const TRUE_V = 1;
const FALSE_V = -1;

/** Clause arena layout: [size, lbd|learnt flag, lit0, lit1, ...]. */
const HEADER = 2;
const LEARNT = 1 << 30;
const DELETED = 1 << 29;
const LBD_MASK = (1 << 29) - 1;
const NO_REASON = -1;

/** How often (in conflicts) the deadline is looked at. */
const DEADLINE_CHECK = 64;
const RESTART_UNIT = 100;
const RESTART_MARGIN = 0.8;
const VAR_DECAY = 0.95;

function luby(y: number, x: number): number {
  let size = 1;
  let seq = 0;
  while (size < x + 1) {
    seq++;
    size = 2 * size + 1;
  }
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    seq--;
    x = x % size;
  }
  return Math.pow(y, seq);
}

/** A growable list of int32 pairs (clause reference, blocking literal), one per literal. */
class WatchList {
  data = new Int32Array(4);
  length = 0;
  push(a: number, b: number): void {
    if (this.length + 2 > this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = a;
    this.data[this.length++] = b;
  }
}

export class CdclSolver {
  private vars = 0;
  private capacity = 0;
  /** Value of each literal (TRUE_V, FALSE_V, UNDEF). */
  private litValue = new Int8Array(0);
  private level = new Int32Array(0);
  private reason = new Int32Array(0);
  private activity = new Float64Array(0);
  private phase = new Uint8Array(0);
  private seen = new Uint8Array(0);
  private heap = new Int32Array(0);
  private heapIndex = new Int32Array(0);
  private heapSize = 0;
  private watches: WatchList[] = [];
  private trail = new Int32Array(0);
  private trailSize = 0;
  private trailLim: number[] = [];
  private qhead = 0;

  private arena = new Int32Array(1 << 16);
  private arenaSize = 0;
  private wasted = 0;
  private learnts: number[] = [];
  private originalClauses = 0;

  private varInc = 1;
  private ok = true;
  private maxLearnts = 0;
  private lbdStamp = new Int32Array(0);
  private lbdCounter = 0;
  private savedModel = new Uint8Array(0);
  private addedClauses = 0;
  /** Marks literals of the clause being added (duplicates, tautologies). */
  private litStamp = new Int32Array(0);
  private clauseStampCounter = 0;

  private lbdSum = 0;
  private lbdCount = 0;
  private readonly recent = new Int32Array(50);
  private recentHead = 0;
  private recentSum = 0;
  private recentFill = 0;

  conflicts = 0;
  decisions = 0;
  propagations = 0;

  /** Clauses given to `addClause` (including ones satisfied or simplified away). */
  get clauses(): number {
    return this.addedClauses;
  }

  get variables(): number {
    return this.vars;
  }

  /** Makes variables 1..n exist. */
  ensureVariables(n: number): void {
    if (n <= this.vars) return;
    if (n > this.capacity) this.grow(Math.max(n, this.capacity * 2, 64));
    for (let v = this.vars; v < n; v++) {
      this.watches.push(new WatchList(), new WatchList());
      this.reason[v] = NO_REASON;
      this.heapIndex[v] = -1;
      this.heapInsert(v);
    }
    this.vars = n;
  }

  /** Adds a clause of DIMACS literals; returns false once the clauses are known unsatisfiable. */
  addClause(dimacs: ArrayLike<number>): boolean {
    this.addedClauses++;
    if (!this.ok) return false;
    this.cancelUntil(0);
    let maxVar = 0;
    for (let i = 0; i < dimacs.length; i++) maxVar = Math.max(maxVar, Math.abs(dimacs[i]!));
    this.ensureVariables(maxVar);
    const lits: number[] = [];
    const stamp = ++this.clauseStampCounter;
    for (let i = 0; i < dimacs.length; i++) {
      const d = dimacs[i]!;
      const lit = d > 0 ? 2 * (d - 1) : 2 * (-d - 1) + 1;
      const value = this.litValue[lit]!;
      if (value === TRUE_V || this.litStamp[lit ^ 1] === stamp) return true;
      if (value === FALSE_V || this.litStamp[lit] === stamp) continue;
      this.litStamp[lit] = stamp;
      lits.push(lit);
    }
    if (lits.length === 0) return (this.ok = false);
    if (lits.length === 1) {
      this.enqueue(lits[0]!, NO_REASON);
      if (this.propagate() !== NO_REASON) this.ok = false;
      return this.ok;
    }
    const ref = this.allocClause(lits, false, 0);
    this.attach(ref);
    this.originalClauses++;
    return true;
  }

  /**
   * Solves the clauses added so far. True: satisfiable (see `value`); false:
   * unsatisfiable; undefined: the deadline (a `performance.now()` time) passed first.
   */
  solve(deadline = Infinity): boolean | undefined {
    if (!this.ok) return false;
    this.cancelUntil(0);
    if (this.propagate() !== NO_REASON) return (this.ok = false);
    this.maxLearnts = Math.max(this.maxLearnts, this.originalClauses / 3, 2000);
    for (let restart = 0; ; restart++) {
      const budget = luby(2, restart) * RESTART_UNIT;
      const status = this.search(budget, deadline);
      if (status === TRUE_V) {
        this.savedModel = new Uint8Array(this.vars);
        for (let v = 0; v < this.vars; v++) this.savedModel[v] = this.litValue[2 * v] === TRUE_V ? 1 : 0;
        this.cancelUntil(0);
        return true;
      }
      if (status === FALSE_V) return (this.ok = false);
      if (performance.now() > deadline) {
        this.cancelUntil(0);
        return undefined;
      }
    }
  }

  /** The value of DIMACS variable v (1-based) in the model of the last successful solve. */
  value(v: number): boolean {
    return this.savedModel[v - 1] === 1;
  }

  // -- search ----------------------------------------------------------------

  /** TRUE_V: model found; FALSE_V: unsatisfiable; UNDEF: restart (or deadline). */
  private search(conflictBudget: number, deadline: number): number {
    let conflictsHere = 0;
    const learnt: number[] = [];
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== NO_REASON) {
        this.conflicts++;
        conflictsHere++;
        if (this.trailLim.length === 0) return FALSE_V;
        const backLevel = this.analyze(conflict, learnt);
        const lbd = this.computeLbd(learnt);
        this.recordLbd(lbd);
        this.cancelUntil(backLevel);
        if (learnt.length === 1) this.enqueue(learnt[0]!, NO_REASON);
        else {
          const ref = this.allocClause(learnt, true, lbd);
          this.learnts.push(ref);
          this.attach(ref);
          this.enqueue(learnt[0]!, ref);
        }
        this.varInc /= VAR_DECAY;
        if (this.conflicts % DEADLINE_CHECK === 0 && performance.now() > deadline) return UNDEF;
        continue;
      }
      if (conflictsHere >= conflictBudget || this.restartByLbd()) {
        this.cancelUntil(0);
        return UNDEF;
      }
      if (this.learnts.length - this.trailSize >= this.maxLearnts) {
        this.reduceLearnts();
        this.maxLearnts *= 1.1;
      }
      const next = this.pickBranchVariable();
      if (next < 0) return TRUE_V;
      this.decisions++;
      if ((this.decisions & 0x3fff) === 0 && performance.now() > deadline) return UNDEF;
      this.trailLim.push(this.trailSize);
      this.enqueue(2 * next + this.phase[next]!, NO_REASON);
    }
  }

  /** Glucose's restart signal: the last conflicts learnt clauses of worse LBD than the average. */
  private recordLbd(lbd: number): void {
    this.lbdSum += lbd;
    this.lbdCount++;
    this.recentSum += lbd - this.recent[this.recentHead]!;
    this.recent[this.recentHead] = lbd;
    this.recentHead = (this.recentHead + 1) % this.recent.length;
    if (this.recentFill < this.recent.length) this.recentFill++;
  }

  private restartByLbd(): boolean {
    if (this.recentFill < this.recent.length) return false;
    if ((this.recentSum / this.recent.length) * RESTART_MARGIN <= this.lbdSum / this.lbdCount) return false;
    this.recent.fill(0);
    this.recentSum = 0;
    this.recentFill = 0;
    return true;
  }

  private pickBranchVariable(): number {
    while (this.heapSize > 0) {
      const v = this.heapRemoveMax();
      if (this.litValue[2 * v] === UNDEF) return v;
    }
    return -1;
  }

  private enqueue(lit: number, reason: number): void {
    const v = lit >> 1;
    this.litValue[lit] = TRUE_V;
    this.litValue[lit ^ 1] = FALSE_V;
    this.level[v] = this.trailLim.length;
    this.reason[v] = reason;
    this.trail[this.trailSize++] = lit;
  }

  /** Unit propagation; returns the conflicting clause or NO_REASON. */
  private propagate(): number {
    const arena = this.arena;
    const value = this.litValue;
    while (this.qhead < this.trailSize) {
      const p = this.trail[this.qhead++]!;
      const falseLit = p ^ 1;
      const ws = this.watches[p]!;
      const data = ws.data;
      const n = ws.length;
      let i = 0;
      let j = 0;
      this.propagations++;
      while (i < n) {
        const ref = data[i]!;
        const blocker = data[i + 1]!;
        i += 2;
        if (value[blocker] === TRUE_V) {
          data[j++] = ref;
          data[j++] = blocker;
          continue;
        }
        if (ref < 0) {
          // Binary clause: the blocker is the other literal.
          data[j++] = ref;
          data[j++] = blocker;
          if (value[blocker] === FALSE_V) {
            while (i < n) data[j++] = data[i++]!;
            ws.length = j;
            this.qhead = this.trailSize;
            return ~ref;
          }
          this.enqueue(blocker, ~ref);
          continue;
        }
        const size = arena[ref]!;
        const base = ref + HEADER;
        // Make the false literal the second one.
        if (arena[base] === falseLit) {
          arena[base] = arena[base + 1]!;
          arena[base + 1] = falseLit;
        }
        const first = arena[base]!;
        if (first !== blocker && value[first] === TRUE_V) {
          data[j++] = ref;
          data[j++] = first;
          continue;
        }
        let found = false;
        for (let k = 2; k < size; k++) {
          const lit = arena[base + k]!;
          if (value[lit] !== FALSE_V) {
            arena[base + 1] = lit;
            arena[base + k] = falseLit;
            this.watches[lit ^ 1]!.push(ref, first);
            found = true;
            break;
          }
        }
        if (found) continue;
        data[j++] = ref;
        data[j++] = first;
        if (value[first] === FALSE_V) {
          while (i < n) data[j++] = data[i++]!;
          ws.length = j;
          this.qhead = this.trailSize;
          return ref;
        }
        this.enqueue(first, ref);
      }
      ws.length = j;
    }
    return NO_REASON;
  }

  /** First-UIP learning into `out` (asserting literal first); returns the level to go back to. */
  private analyze(conflict: number, out: number[]): number {
    const arena = this.arena;
    const seen = this.seen;
    out.length = 0;
    out.push(-1);
    let pathCount = 0;
    let p = -1;
    let index = this.trailSize - 1;
    let ref = conflict;
    const currentLevel = this.trailLim.length;
    for (;;) {
      if (arena[ref + 1]! & LEARNT) this.bumpClause(ref);
      const size = arena[ref]!;
      for (let k = 0; k < size; k++) {
        const q = arena[ref + HEADER + k]!;
        const v = q >> 1;
        if (q === p || seen[v] || this.level[v] === 0) continue;
        this.bumpVariable(v);
        seen[v] = 1;
        if (this.level[v] >= currentLevel) pathCount++;
        else out.push(q);
      }
      while (!seen[this.trail[index]! >> 1]) index--;
      p = this.trail[index]!;
      index--;
      ref = this.reason[p >> 1]!;
      seen[p >> 1] = 0;
      pathCount--;
      if (pathCount <= 0) break;
    }
    out[0] = p ^ 1;

    // Recursive minimisation: drop literals implied by the others.
    let abstractLevels = 0;
    for (let k = 1; k < out.length; k++) abstractLevels |= 1 << (this.level[out[k]! >> 1]! & 31);
    const toClear = out.slice();
    let w = 1;
    for (let k = 1; k < out.length; k++) {
      const q = out[k]!;
      if (this.reason[q >> 1] === NO_REASON || !this.redundant(q, abstractLevels, toClear)) out[w++] = q;
    }
    out.length = w;
    for (const q of toClear) seen[q >> 1] = 0;

    if (out.length === 1) return 0;
    let maxK = 1;
    for (let k = 2; k < out.length; k++) if (this.level[out[k]! >> 1]! > this.level[out[maxK]! >> 1]!) maxK = k;
    const tmp = out[1]!;
    out[1] = out[maxK]!;
    out[maxK] = tmp;
    return this.level[out[1]! >> 1]!;
  }

  private redundant(lit: number, abstractLevels: number, toClear: number[]): boolean {
    const arena = this.arena;
    const seen = this.seen;
    const stack = [lit];
    const top = toClear.length;
    while (stack.length > 0) {
      const q = stack.pop()!;
      const ref = this.reason[q >> 1]!;
      const size = arena[ref]!;
      for (let k = 0; k < size; k++) {
        const r = arena[ref + HEADER + k]!;
        const v = r >> 1;
        if (v === q >> 1 || seen[v] || this.level[v] === 0) continue;
        if (this.reason[v] !== NO_REASON && (abstractLevels & (1 << (this.level[v]! & 31))) !== 0) {
          seen[v] = 1;
          stack.push(r);
          toClear.push(r);
        } else {
          for (let t = top; t < toClear.length; t++) seen[toClear[t]! >> 1] = 0;
          toClear.length = top;
          return false;
        }
      }
    }
    return true;
  }

  private computeLbd(lits: readonly number[]): number {
    this.lbdCounter++;
    let lbd = 0;
    for (const l of lits) {
      const lv = this.level[l >> 1]!;
      if (this.lbdStamp[lv] !== this.lbdCounter) {
        this.lbdStamp[lv] = this.lbdCounter;
        lbd++;
      }
    }
    return lbd;
  }

  private bumpClause(ref: number): void {
    // Glucose: a learnt clause seen in conflict analysis may get a better LBD.
    const header = this.arena[ref + 1]!;
    const lbd = header & LBD_MASK;
    if (lbd <= 2) return;
    const size = this.arena[ref]!;
    this.lbdCounter++;
    let fresh = 0;
    for (let k = 0; k < size; k++) {
      const lv = this.level[this.arena[ref + HEADER + k]! >> 1]!;
      if (this.lbdStamp[lv] !== this.lbdCounter) {
        this.lbdStamp[lv] = this.lbdCounter;
        fresh++;
      }
    }
    if (fresh < lbd) this.arena[ref + 1] = (header & ~LBD_MASK) | fresh;
  }

  private cancelUntil(level: number): void {
    if (this.trailLim.length <= level) return;
    const stop = this.trailLim[level]!;
    for (let i = this.trailSize - 1; i >= stop; i--) {
      const lit = this.trail[i]!;
      const v = lit >> 1;
      this.litValue[lit] = UNDEF;
      this.litValue[lit ^ 1] = UNDEF;
      this.reason[v] = NO_REASON;
      this.phase[v] = lit & 1;
      if (this.heapIndex[v]! < 0) this.heapInsert(v);
    }
    this.trailSize = stop;
    this.qhead = stop;
    this.trailLim.length = level;
  }

  // -- clause database ---------------------------------------------------------

  private allocClause(lits: readonly number[], learnt: boolean, lbd: number): number {
    const needed = this.arenaSize + HEADER + lits.length;
    if (needed > this.arena.length) {
      const next = new Int32Array(Math.max(needed, this.arena.length * 2));
      next.set(this.arena.subarray(0, this.arenaSize));
      this.arena = next;
    }
    const ref = this.arenaSize;
    this.arena[ref] = lits.length;
    this.arena[ref + 1] = (learnt ? LEARNT : 0) | Math.min(lbd, LBD_MASK);
    for (let k = 0; k < lits.length; k++) this.arena[ref + HEADER + k] = lits[k]!;
    this.arenaSize = needed;
    return ref;
  }

  /** Watches a clause's first two literals; a binary clause is marked by a negative (complemented) reference. */
  private attach(ref: number): void {
    const a = this.arena[ref + HEADER]!;
    const b = this.arena[ref + HEADER + 1]!;
    const tag = this.arena[ref] === 2 ? ~ref : ref;
    this.watches[a ^ 1]!.push(tag, b);
    this.watches[b ^ 1]!.push(tag, a);
  }

  private isLocked(ref: number): boolean {
    for (let k = 0; k < 2; k++) {
      const lit = this.arena[ref + HEADER + k]!;
      if (this.litValue[lit] === TRUE_V && this.reason[lit >> 1] === ref) return true;
    }
    return false;
  }

  /** Deletes the worse half of the learnt clauses (by LBD, then size), keeping glue clauses and reasons. */
  private reduceLearnts(): void {
    const arena = this.arena;
    const sorted = this.learnts
      .slice()
      .sort((x, y) => (arena[y + 1]! & LBD_MASK) - (arena[x + 1]! & LBD_MASK) || arena[y]! - arena[x]!);
    const limit = sorted.length >> 1;
    let removed = 0;
    for (const ref of sorted) {
      if (removed >= limit) break;
      if ((arena[ref + 1]! & LBD_MASK) <= 2 || this.isLocked(ref)) continue;
      arena[ref + 1] = arena[ref + 1]! | DELETED;
      this.wasted += HEADER + arena[ref]!;
      removed++;
    }
    this.learnts = this.learnts.filter((ref) => (arena[ref + 1]! & DELETED) === 0);
    this.collectGarbage();
  }

  /** Compacts the arena (dropping deleted clauses) and rebuilds the watch lists. */
  private collectGarbage(): void {
    const old = this.arena;
    const fresh = new Int32Array(Math.max(1 << 16, (this.arenaSize - this.wasted) * 2));
    const moved = new Map<number, number>();
    let size = 0;
    for (let ref = 0; ref < this.arenaSize; ) {
      const len = old[ref]!;
      if ((old[ref + 1]! & DELETED) === 0) {
        fresh.set(old.subarray(ref, ref + HEADER + len), size);
        moved.set(ref, size);
        size += HEADER + len;
      }
      ref += HEADER + len;
    }
    this.arena = fresh;
    this.arenaSize = size;
    this.wasted = 0;
    this.learnts = this.learnts.map((ref) => moved.get(ref)!);
    for (let i = 0; i < this.trailSize; i++) {
      const v = this.trail[i]! >> 1;
      const r = this.reason[v]!;
      if (r !== NO_REASON) this.reason[v] = moved.get(r < 0 ? ~r : r)!;
    }
    for (const w of this.watches) w.length = 0;
    for (let ref = 0; ref < size; ref += HEADER + fresh[ref]!) this.attach(ref);
  }

  // -- VSIDS ---------------------------------------------------------------------

  private bumpVariable(v: number): void {
    this.activity[v]! += this.varInc;
    if (this.activity[v]! > 1e100) {
      for (let u = 0; u < this.vars; u++) this.activity[u]! *= 1e-100;
      this.varInc *= 1e-100;
    }
    const i = this.heapIndex[v]!;
    if (i >= 0) this.siftUp(i);
  }

  private heapInsert(v: number): void {
    const i = this.heapSize++;
    this.heap[i] = v;
    this.heapIndex[v] = i;
    this.siftUp(i);
  }

  private heapRemoveMax(): number {
    const top = this.heap[0]!;
    const last = this.heap[--this.heapSize]!;
    this.heapIndex[top] = -1;
    if (this.heapSize > 0) {
      this.heap[0] = last;
      this.heapIndex[last] = 0;
      this.siftDown(0);
    }
    return top;
  }

  private siftUp(i: number): void {
    const heap = this.heap;
    const act = this.activity;
    const v = heap[i]!;
    const a = act[v]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pv = heap[parent]!;
      if (act[pv]! >= a) break;
      heap[i] = pv;
      this.heapIndex[pv] = i;
      i = parent;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }

  private siftDown(i: number): void {
    const heap = this.heap;
    const act = this.activity;
    const v = heap[i]!;
    const a = act[v]!;
    const n = this.heapSize;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && act[heap[child + 1]!]! > act[heap[child]!]!) child++;
      const cv = heap[child]!;
      if (act[cv]! <= a) break;
      heap[i] = cv;
      this.heapIndex[cv] = i;
      i = child;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }

  private grow(capacity: number): void {
    const copy = <T extends Int8Array | Int32Array | Float64Array | Uint8Array>(a: T, make: (n: number) => T, n: number): T => {
      const next = make(n);
      next.set(a as never);
      return next;
    };
    this.litValue = copy(this.litValue, (n) => new Int8Array(n), 2 * capacity);
    this.litStamp = copy(this.litStamp, (n) => new Int32Array(n), 2 * capacity);
    this.level = copy(this.level, (n) => new Int32Array(n), capacity);
    this.reason = copy(this.reason, (n) => new Int32Array(n), capacity);
    this.activity = copy(this.activity, (n) => new Float64Array(n), capacity);
    this.phase = copy(this.phase, (n) => new Uint8Array(n), capacity);
    this.seen = copy(this.seen, (n) => new Uint8Array(n), capacity);
    this.heap = copy(this.heap, (n) => new Int32Array(n), capacity);
    this.heapIndex = copy(this.heapIndex, (n) => new Int32Array(n), capacity);
    this.trail = copy(this.trail, (n) => new Int32Array(n), capacity);
    this.lbdStamp = copy(this.lbdStamp, (n) => new Int32Array(n), capacity + 1);
    this.capacity = capacity;
  }
}
