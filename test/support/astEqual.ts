// Structural comparison of two syntax trees that ignores where nodes came from
// (`range` fields), so a tree read back from printed text can be compared with the
// original. The answer is the path to the first difference, for a readable failure.

export interface AstDifference {
  /** Where the trees part, e.g. `modules[0].units[3].body.items[1].op`. */
  readonly path: string;
  readonly expected: string;
  readonly actual: string;
}

const IGNORED_KEYS = new Set(["range"]);

function describe(value: unknown): string {
  if (value === undefined) return "undefined";
  if (value !== null && typeof value === "object") {
    if (Array.isArray(value)) return `array of ${value.length}`;
    const kind = (value as { kind?: unknown }).kind;
    return typeof kind === "string" ? `${kind} node` : "object";
  }
  const text = JSON.stringify(value);
  return text.length > 80 ? text.slice(0, 77) + "..." : text;
}

/** The first difference between `expected` and `actual`, or undefined when they are equal ignoring ranges. */
export function astDifference(expected: unknown, actual: unknown, path = "$"): AstDifference | undefined {
  if (expected === actual) return undefined;
  const mismatch = (): AstDifference => ({ path, expected: describe(expected), actual: describe(actual) });
  if (expected === null || actual === null || typeof expected !== "object" || typeof actual !== "object") {
    return mismatch();
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) return mismatch();
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) {
      return { path: `${path}.length`, expected: String(expected.length), actual: String(actual.length) };
    }
    for (let i = 0; i < expected.length; i++) {
      const d = astDifference(expected[i], actual[i], `${path}[${i}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  const e = expected as Record<string, unknown>;
  const a = actual as Record<string, unknown>;
  // Compare the kind first so a wrong node type is reported as such, not as a missing field.
  if (e["kind"] !== a["kind"]) {
    return { path: `${path}.kind`, expected: describe(e["kind"]), actual: describe(a["kind"]) };
  }
  const keys = new Set([...Object.keys(e), ...Object.keys(a)]);
  for (const key of keys) {
    if (IGNORED_KEYS.has(key)) continue;
    const d = astDifference(e[key], a[key], `${path}.${key}`);
    if (d !== undefined) return d;
  }
  return undefined;
}

export function formatDifference(d: AstDifference): string {
  return `at ${d.path}: expected ${d.expected}, got ${d.actual}`;
}
