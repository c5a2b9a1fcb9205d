// Escaping for the HTML reports: every text that comes from a spec, a model or a value
// (strings may hold `</script>`, quotes or markup) goes through one of these, so nothing
// a user wrote can become markup or script in a report.

/** Text for an element's content or a double-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * JSON for a `<script type="application/json">` block: `<`, `>` and `&` as \u escapes so
 * that no `</script>` or `<!--` can end the block early; U+2028/2029 for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A tag with escaped attributes (undefined and false attributes are left out) around already-safe HTML. */
export function element(tag: string, attributes: Readonly<Record<string, string | number | boolean | undefined>>, inner = ""): string {
  let attrs = "";
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    attrs += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return `<${tag}${attrs}>${inner}</${tag}>`;
}

/** A number with thin grouping (12,345), the same on every machine whatever its locale. */
export function groupDigits(n: number): string {
  const [whole, fraction] = String(n).split(".") as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
