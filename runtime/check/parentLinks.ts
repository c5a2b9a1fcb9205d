// Per distinct state (by insertion index): the index of the state it was first
// reached from (-1 for an initial state) and its fingerprint. 12 bytes a state in
// typed arrays that double when full; no state is kept, so a trace is rebuilt by
// re-running the spec along the recorded fingerprints (see trace.ts), as TLC does.

export class ParentLinks {
  private parents = new Int32Array(1 << 12);
  private fpHi = new Uint32Array(1 << 12);
  private fpLo = new Uint32Array(1 << 12);
  private count = 0;

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.parents.byteLength + this.fpHi.byteLength + this.fpLo.byteLength;
  }

  /** Records the next distinct state; its index is the previous `size`. */
  push(parent: number, hi: number, lo: number): void {
    if (this.count === this.parents.length) this.grow();
    const i = this.count++;
    this.parents[i] = parent;
    this.fpHi[i] = hi;
    this.fpLo[i] = lo;
  }

  parentOf(i: number): number {
    return this.parents[i]!;
  }

  hiOf(i: number): number {
    return this.fpHi[i]!;
  }

  loOf(i: number): number {
    return this.fpLo[i]!;
  }

  /** Indices from an initial state to `i`, inclusive. */
  pathTo(i: number): number[] {
    const path: number[] = [];
    for (let k = i; k !== -1; k = this.parents[k]!) path.push(k);
    return path.reverse();
  }

  private grow(): void {
    const n = this.parents.length * 2;
    const p = new Int32Array(n);
    p.set(this.parents);
    const h = new Uint32Array(n);
    h.set(this.fpHi);
    const l = new Uint32Array(n);
    l.set(this.fpLo);
    this.parents = p;
    this.fpHi = h;
    this.fpLo = l;
  }
}
