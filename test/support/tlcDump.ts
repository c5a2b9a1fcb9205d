// Reading TLC's `-dump` files (corpus/tlc-states/*.states): the states in discovery
// order, each as its printed text, and a state's text split into its variables.

/** The states of a TLC `-dump` file, in its order, each without its `State N:` line. */
export function parseTlcDump(text: string): string[] {
  const states: string[] = [];
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (/^State \d+:\s*$/.test(line)) {
      if (current !== undefined) states.push(current.join("\n").trimEnd());
      current = [];
    } else if (current !== undefined) {
      current.push(line);
    }
  }
  if (current !== undefined) states.push(current.join("\n").trimEnd());
  return states;
}

/** One dumped state's `/\ name = value` lines as names and value texts (continuation lines kept). */
export function dumpedVariables(state: string): { names: string[]; texts: string[] } {
  const names: string[] = [];
  const texts: string[] = [];
  for (const line of state.split("\n")) {
    if (line.startsWith("/\\ ")) {
      const eq = line.indexOf(" = ");
      names.push(line.slice(3, eq));
      texts.push(line.slice(eq + 3));
    } else if (line.startsWith("  ")) {
      texts[texts.length - 1] += "\n" + line;
    }
  }
  return { names, texts };
}
