// JSON text of a document that may nest 100,000 levels deep (an ITF trace or ToJson of a
// value a recursion built). JSON.stringify recurses and throws RangeError long before;
// this writer works from an explicit stack and gives JSON.stringify's text. Indented
// text is indented for the first MAX_INDENTED levels only and stays on one line below:
// indenting every level would make the text grow with the square of the depth
// (docs/semantics.md, "No JavaScript limit reachable from a spec").

/** Levels indented in indented text; deeper ones are written compactly. */
export const MAX_INDENTED = 1000;

type Container = readonly unknown[] | { readonly [key: string]: unknown };

/** `JSON.stringify(j)` for any depth. */
export function compactJson(j: unknown): string {
  try {
    return JSON.stringify(j);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return writeJson(j, 0);
  }
}

/** `JSON.stringify(j, null, indent)` for any depth (levels past MAX_INDENTED on one line). */
export function indentedJson(j: unknown, indent: number): string {
  return writeJson(j, indent);
}

function isContainer(j: unknown): j is Container {
  return typeof j === "object" && j !== null;
}

interface Frame {
  readonly container: Container;
  /** The object's keys with a defined value; undefined for an array. */
  readonly keys: readonly string[] | undefined;
  readonly length: number;
  next: number;
}

function frameOf(c: Container): Frame {
  if (Array.isArray(c)) return { container: c, keys: undefined, length: c.length, next: 0 };
  const o = c as { readonly [key: string]: unknown };
  const keys = Object.keys(o).filter((k) => o[k] !== undefined);
  return { container: c, keys, length: keys.length, next: 0 };
}

function writeJson(root: unknown, indent: number): string {
  const out: string[] = [];
  const stack: Frame[] = [];
  const newline = (depth: number): string => (indent > 0 && depth <= MAX_INDENTED ? "\n" + " ".repeat(indent * depth) : "");
  const colon = indent > 0 ? ": " : ":";
  let value: unknown = root;
  for (;;) {
    // Write `value`: a leaf entirely, a container's opening (its entries come next).
    if (isContainer(value)) {
      const f = frameOf(value);
      const array = f.keys === undefined;
      if (f.length === 0) out.push(array ? "[]" : "{}");
      else {
        out.push(array ? "[" : "{");
        stack.push(f);
      }
    } else out.push(value === undefined ? "null" : JSON.stringify(value));
    // Close the finished containers, then pick the next entry.
    for (;;) {
      const f = stack[stack.length - 1];
      if (f === undefined) return out.join("");
      if (f.next < f.length) break;
      stack.pop();
      // A container whose entries were on one line closes on that line.
      out.push((stack.length < MAX_INDENTED ? newline(stack.length) : "") + (f.keys === undefined ? "]" : "}"));
    }
    const f = stack[stack.length - 1]!;
    const i = f.next++;
    if (i > 0) out.push(",");
    out.push(newline(stack.length));
    if (f.keys === undefined) value = (f.container as readonly unknown[])[i];
    else {
      const k = f.keys[i]!;
      out.push(JSON.stringify(k) + colon);
      value = (f.container as { readonly [key: string]: unknown })[k];
    }
  }
}
