// TLA+ values as the report's value trees: records by field, functions by domain
// element, sequences by index, enumerated sets by element; each node's text is what TLC
// prints, so what the report compares and shows folded is the trace's usual text.

import { Kind, isEnumerable, printValue, sortedElements, type Value } from "../../runtime/values/index.js";
import type { ValueEntry, ValueNode } from "./valueTree.js";

/** More entries than this are shown as the value's text only (a report stays small). */
const MAX_ENTRIES = 500;
/**
 * Parts nested deeper than this are shown as their text only: each node carries its
 * whole text, so a tree as deep as a value nested 100,000 levels (built by a recursion)
 * would make the report, and the time to build it, grow with the square of the depth.
 */
export const MAX_TREE_DEPTH = 16;

export function tlaValueNode(v: Value, depth = 0): ValueNode {
  const text = printValue(v);
  if (typeof v !== "object" || depth >= MAX_TREE_DEPTH) return { text };
  switch (v.kind) {
    case Kind.Tuple:
      return composite(text, depth, "sequence", v.elems.map((e, i) => ({ key: String(i + 1), value: e })));
    case Kind.Fcn: {
      const record = text.startsWith("[");
      const entries = v.domain.map((d, i) => ({ key: record && typeof d === "object" && d.kind === Kind.String ? d.text : printValue(d), value: v.values[i]! }));
      return composite(text, depth, record ? "record" : "function", entries);
    }
    case Kind.SetEnum:
      return composite(text, depth, "set", sortedElements(v).map((e) => ({ value: e })));
    case Kind.Subset:
    case Kind.FcnSet:
    case Kind.RecordSet:
    case Kind.Product:
    case Kind.SetOp:
      // Lazy sets: expanded only when TLC prints them expanded (then the text is `{...}`).
      return text.startsWith("{") && text !== "{}" && isEnumerable(v) ? composite(text, depth, "set", sortedElements(v).map((e) => ({ value: e }))) : { text };
    default:
      return { text };
  }
}

function composite(text: string, depth: number, kind: string, entries: readonly { key?: string; value: Value }[]): ValueNode {
  if (entries.length === 0 || entries.length > MAX_ENTRIES) return { text };
  const node = (x: Value): ValueNode => tlaValueNode(x, depth + 1);
  return { text, kind, entries: entries.map((e): ValueEntry => (e.key === undefined ? { value: node(e.value) } : { key: e.key, value: node(e.value) })) };
}
