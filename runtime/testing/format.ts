// Plain values (the typed machine's form) as short readable text, and the differences
// between an expected and an actual plain value as one line per differing place
// (`worker.w1.task: expected "t1", actual "idle"`), so a failure says what is wrong
// without the reader comparing two whole states by eye.

import { isDeepStrictEqual } from "node:util";
import type { ActionLike } from "../machine/index.js";

export function formatPlain(v: unknown): string {
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v !== "object" || v === null) return String(v);
  if (Array.isArray(v)) return "[" + v.map(formatPlain).join(", ") + "]";
  if (v instanceof Set) return "Set{" + [...v].map(formatPlain).join(", ") + "}";
  if (v instanceof Map) return "Map{" + [...v].map(([k, x]) => formatPlain(k) + " => " + formatPlain(x)).join(", ") + "}";
  return "{" + Object.entries(v).map(([k, x]) => k + ": " + formatPlain(x)).join(", ") + "}";
}

function isRecordLike(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Set) && !(v instanceof Map);
}

/** The places where `actual` differs from `expected`, each as `path: what differs`. */
export function diffPlain(path: string, expected: unknown, actual: unknown): string[] {
  if (isDeepStrictEqual(expected, actual)) return [];
  if (expected instanceof Set && actual instanceof Set) {
    const missing = [...expected].filter((x) => ![...actual].some((y) => isDeepStrictEqual(x, y)));
    const extra = [...actual].filter((x) => ![...expected].some((y) => isDeepStrictEqual(x, y)));
    const parts = [];
    if (missing.length > 0) parts.push("missing " + missing.map(formatPlain).join(", "));
    if (extra.length > 0) parts.push("unexpected " + extra.map(formatPlain).join(", "));
    return [`${path}: ${parts.join("; ")} (expected ${formatPlain(expected)}, actual ${formatPlain(actual)})`];
  }
  if (isRecordLike(expected) && isRecordLike(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    return keys.flatMap((k) => diffPlain(`${path}.${k}`, expected[k], actual[k]));
  }
  if (expected instanceof Map && actual instanceof Map) {
    const keys = [...new Set([...expected.keys(), ...actual.keys()])];
    return keys.flatMap((k) => diffPlain(`${path}[${formatPlain(k)}]`, expected.get(k), actual.get(k)));
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    return expected.flatMap((x, i) => diffPlain(`${path}[${i}]`, x, actual[i]));
  }
  return [`${path}: expected ${formatPlain(expected)}, actual ${formatPlain(actual)}`];
}

export function formatAction(action: ActionLike): string {
  const params = Object.entries(action).filter(([k]) => k !== "name");
  return params.length === 0 ? action.name : `${action.name}(${params.map(([k, v]) => `${k}: ${formatPlain(v)}`).join(", ")})`;
}
