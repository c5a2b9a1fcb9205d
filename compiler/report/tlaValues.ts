// TLA+ values as the report's value trees: records by field, functions by domain
// element, sequences by index, enumerated sets by element; each node's text is what TLC
// prints, so what the report compares and shows folded is the trace's usual text.

import { Kind, isEnumerable, printValue, sortedElements, type Value } from "../../runtime/values/index.js";
import type { ValueEntry, ValueNode } from "./valueTree.js";

/** More entries than this are shown as the value's text only (a report stays small). */
const MAX_ENTRIES = 500;

export function tlaValueNode(v: Value): ValueNode {
  const text = printValue(v);
  if (typeof v !== "object") return { text };
  switch (v.kind) {
    case Kind.Tuple:
      return composite(text, "sequence", v.elems.map((e, i) => ({ key: String(i + 1), value: e })));
    case Kind.Fcn: {
      const record = text.startsWith("[");
      const entries = v.domain.map((d, i) => ({ key: record && typeof d === "object" && d.kind === Kind.String ? d.text : printValue(d), value: v.values[i]! }));
      return composite(text, record ? "record" : "function", entries);
    }
    case Kind.SetEnum:
      return composite(text, "set", sortedElements(v).map((e) => ({ value: e })));
    case Kind.Subset:
    case Kind.FcnSet:
    case Kind.RecordSet:
    case Kind.Product:
    case Kind.SetOp:
      // Lazy sets: expanded only when TLC prints them expanded (then the text is `{...}`).
      return text.startsWith("{") && text !== "{}" && isEnumerable(v) ? composite(text, "set", sortedElements(v).map((e) => ({ value: e }))) : { text };
    default:
      return { text };
  }
}

function composite(text: string, kind: string, entries: readonly { key?: string; value: Value }[]): ValueNode {
  if (entries.length === 0 || entries.length > MAX_ENTRIES) return { text };
  return { text, kind, entries: entries.map((e): ValueEntry => (e.key === undefined ? { value: tlaValueNode(e.value) } : { key: e.key, value: tlaValueNode(e.value) })) };
}
