// "Did you mean": the closest known name to a misspelt one, if it is close enough
// to be a likely typo (edit distance at most a third of the name, case ignored).

import { isIdentifierName } from "./operatorNames.js";

/** Levenshtein distance between a and b, giving up (returning limit + 1) beyond limit. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = new Array<number>(b.length + 1);
  let current = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.floor(name.length / 3);
  if (limit === 0) return undefined;
  const lower = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (candidate === name || !isIdentifierName(candidate)) continue;
    const d = editDistance(lower, candidate.toLowerCase(), limit);
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate < best)) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
