// Command-line usage errors (exit 2) and the checks of numeric options that yargs'
// own types let through (`--depth ten` is NaN to yargs; `--traces 1.5` a number).

/** Bad command-line arguments: yargs' own checks and the commands' (exit 2). */
export class UsageError extends Error {}

/** A yargs `coerce` for a whole-number option in [min, max], naming the option and the text given. */
export function wholeNumber(option: string, min: number, max = Number.MAX_SAFE_INTEGER): (text: string) => number {
  return (text) => {
    const n = Number(text);
    if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
      throw new Error(`${option} needs a whole number from ${min} to ${max}, not '${text}'`);
    }
    return n;
  };
}

export function positiveSeconds(text: string): number {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n <= 0) throw new Error(`--seconds needs a positive number of seconds, not '${text}'`);
  return n;
}

/**
 * A yargs `coerce` for a `number` option that must be finite and at least `min` (yargs
 * gives NaN for `--progress x`, and a silent NaN made progress lines or checkpoints stop).
 */
export function numberAtLeast(option: string, min: number, unit: string): (n: number) => number {
  return (n) => {
    if (typeof n !== "number" || !Number.isFinite(n) || n < min) throw new Error(`${option} needs a number of ${unit} of at least ${min}`);
    return n;
  };
}

/** A yargs `coerce` for a file or folder option: `--config` with no value is an empty path, not a file. */
export function nonEmptyPath(option: string): (text: string) => string {
  return (text) => {
    if (text.trim() === "") throw new Error(`${option} needs a file or folder name`);
    return text;
  };
}
