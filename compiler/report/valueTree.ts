// Values as collapsible trees for the reports, for any source language: a TLA+ value, an
// Alloy atom or relation is first turned into a `ValueNode` (text plus entries), then
// rendered here. A composite value is a <details> element (open, folded by the reader);
// short ones stay on one line. Given the value of the previous state, the parts that
// differ are marked `changed`, down to the innermost entries that differ.

import { escapeHtml } from "./html.js";

export interface ValueNode {
  /** The value on one line, as the tool prints it: what is compared and shown folded. */
  readonly text: string;
  /** What the value is (`record`, `function`, `set`, `sequence`, ...); absent for an atom. */
  readonly kind?: string;
  /** The parts of a composite value; absent for an atom. */
  readonly entries?: readonly ValueEntry[];
}

export interface ValueEntry {
  /** The field, domain element or index; absent for a set's elements. */
  readonly key?: string;
  readonly value: ValueNode;
}

/** Composites whose one-line text is at most this long stay on one line. */
const INLINE_LENGTH = 40;
/**
 * A folded composite shows at most this much of its text: every level of a tree carries
 * its whole text, so a deep value's report would otherwise grow with the depth times the
 * text (the innermost level shown still has its whole text).
 */
export const FOLDED_LENGTH = 10_000;

function preview(text: string): string {
  return text.length <= FOLDED_LENGTH ? text : text.slice(0, FOLDED_LENGTH) + "…";
}

/**
 * The HTML of `node`; with `before` (the same variable in the previous state), what
 * changed is marked. Without it (the first state) nothing is.
 */
export function renderValue(node: ValueNode, before?: ValueNode): string {
  const changed = before !== undefined && before.text !== node.text;
  const entries = node.entries;
  if (entries === undefined || entries.length === 0 || node.text.length <= INLINE_LENGTH) {
    return `<span class="v${changed ? " changed" : ""}">${escapeHtml(node.text)}</span>`;
  }
  const items = entries.map((e, i) => {
    // Unchanged, or the first state: the entry is compared with itself, or with nothing.
    const was = !changed ? (before === undefined ? undefined : e.value) : previousEntry(before!, e);
    const added = changed && was === undefined;
    const key = e.key === undefined ? "" : `<span class="k">${escapeHtml(e.key)}</span>`;
    return `<li${added ? ' class="changed"' : ""} data-i="${i}">${key}${renderValue(e.value, was)}</li>`;
  });
  const size = `${node.kind ?? "value"}, ${entries.length} ${entries.length === 1 ? "entry" : "entries"}`;
  return (
    `<details class="tree${changed ? " changed" : ""}" open><summary><span class="kind">${escapeHtml(size)}</span>` +
    `<span class="folded">${escapeHtml(preview(node.text))}</span></summary><ul>${items.join("")}</ul></details>`
  );
}

/** The previous value's entry with the same key (for a set: the same element), if any. */
function previousEntry(before: ValueNode, entry: ValueEntry): ValueNode | undefined {
  for (const e of before.entries ?? []) {
    if (entry.key !== undefined ? e.key === entry.key : e.key === undefined && e.value.text === entry.value.text) return e.value;
  }
  return undefined;
}
