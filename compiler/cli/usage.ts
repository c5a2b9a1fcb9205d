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
