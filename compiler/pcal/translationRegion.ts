// Where a .tla file keeps its PlusCal algorithm and its translation: plain text
// searches, apart from the translator so that `tla2ts check` can look at every file
// without loading the translator (most specs have no algorithm).

export interface FoundAlgorithm {
  /** Offset right after `--algorithm` or `--fair`. */
  readonly from: number;
  readonly fair: boolean;
  readonly at: number;
}

/** Finds `--algorithm` or `--fair algorithm`, as the translator does (the first on any line). */
export function findAlgorithm(text: string): FoundAlgorithm | undefined {
  const a = text.indexOf("--algorithm");
  const f = text.indexOf("--fair");
  if (a < 0 && f < 0) return undefined;
  if (a >= 0 && (f < 0 || a < f)) return { from: a + "--algorithm".length, fair: false, at: a };
  return { from: f + "--fair".length, fair: true, at: f };
}

const beginPattern = /^\s*\\\*+\s*BEGIN\s+TRANSLATION/;
const endPattern = /^\s*\\\*+\s*END\s+TRANSLATION/;

export interface TranslationRegion {
  /** 0-based line indexes of the BEGIN and END lines. */
  readonly begin: number;
  readonly end: number;
}

export function findTranslation(lines: readonly string[]): TranslationRegion | undefined {
  const begin = lines.findIndex((l) => beginPattern.test(l));
  if (begin < 0) return undefined;
  const end = lines.findIndex((l, i) => i > begin && endPattern.test(l));
  return end < 0 ? undefined : { begin, end };
}
