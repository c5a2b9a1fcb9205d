// TLC's outdegree statistics (TLC-SEMANTICS §5.5): per expanded state, the number of
// its successors that were new and in model, values of 31 and more pooled at 31.
// The mean is rounded; the 95th percentile is the first value whose cumulative count
// exceeds floor(0.95 × samples).

import type { OutdegreeSummary } from "./result.js";

const POOL = 31;

export interface OutdegreeData {
  readonly counts: readonly number[];
  readonly samples: number;
  readonly sum: number;
  readonly min: number;
  readonly max: number;
}

export class OutdegreeHistogram {
  private readonly counts = new Float64Array(POOL + 1);
  private samples = 0;
  private sum = 0;
  private min = Infinity;
  private max = 0;

  add(n: number): void {
    // TLC's bucket statistics see only the pooled value, for the mean and extremes too.
    const v = n < POOL ? n : POOL;
    this.counts[v]!++;
    this.samples++;
    this.sum += v;
    if (v < this.min) this.min = v;
    if (v > this.max) this.max = v;
  }

  /** No state was expanded. */
  get empty(): boolean {
    return this.samples === 0;
  }

  /** The histogram as plain data (a checkpoint). */
  save(): OutdegreeData {
    return { counts: [...this.counts], samples: this.samples, sum: this.sum, min: this.samples === 0 ? 0 : this.min, max: this.max };
  }

  /** Continues from what `save` gave. */
  restore(d: OutdegreeData): void {
    this.counts.set(d.counts);
    this.samples = d.samples;
    this.sum = d.sum;
    this.min = d.samples === 0 ? Infinity : d.min;
    this.max = d.max;
  }

  summary(): OutdegreeSummary {
    if (this.samples === 0) return { mean: 0, min: 0, max: 0, percentile95: 0 };
    const threshold = Math.floor(0.95 * this.samples);
    let cumulative = 0;
    let p95 = POOL;
    for (let v = 0; v <= POOL; v++) {
      cumulative += this.counts[v]!;
      if (cumulative > threshold) {
        p95 = v;
        break;
      }
    }
    return { mean: Math.round(this.sum / this.samples), min: this.min, max: this.max, percentile95: p95 };
  }
}
