// An invariant's read set in the emitted spec (`StatePredicate.reads`): the checker skips
// it on a successor whose read variables are its parent's (runtime/check/invariantSkip.ts).

/** The `reads: [...], ` property of a state predicate, or nothing when it may read any variable. */
export function readsProperty(reads: readonly number[] | undefined): string {
  return reads === undefined ? "" : `reads: [${reads.join(", ")}], `;
}
