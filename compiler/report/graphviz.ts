// Graphviz for the reports: DOT in, an SVG element out, laid out by @viz-js/viz (Graphviz
// compiled to WebAssembly, so no `dot` binary and no network). Graphviz escapes label
// text itself; the XML prolog and DOCTYPE are dropped so the SVG can sit inside HTML.

import type { Viz } from "@viz-js/viz";

let viz: Promise<Viz> | undefined;

/** The `<svg>` element for a DOT graph; throws with Graphviz's messages when the DOT is bad. */
export async function renderSvg(dot: string): Promise<string> {
  // Graphviz is a 1.2 MB module: loaded on the first drawing, not by every command that could draw.
  viz ??= import("@viz-js/viz").then((m) => m.instance());
  const result = (await viz).render(dot, { format: "svg" });
  if (result.status !== "success") {
    throw new Error(`Graphviz could not lay out the graph: ${result.errors.map((e) => e.message).join("; ")}`);
  }
  const svg = result.output;
  const start = svg.indexOf("<svg");
  return compactSvg(start < 0 ? svg : svg.slice(start));
}

/**
 * Graphviz's SVG made smaller for embedding (large graphs dominate a report's size):
 * no comments, no `<title>` elements repeating node names, no ids Graphviz numbers itself
 * (`node3`, `edge7`: ids given in the DOT stay), geometry rounded to whole points
 * (invisible at any zoom a report is read at), text attributes that every label shares
 * set once on the `<svg>` (they inherit), no indentation. Text content is left as it is.
 */
export function compactSvg(svg: string): string {
  let out = svg
    .replace(/<!--[^]*?-->\n?/g, "")
    .replace(/<title>[^<]*<\/title>\n?/g, "")
    .replace(/ id="(?:graph|node|edge|clust)\d+"/g, "")
    .replace(/ xml:space="preserve"/g, "")
    .replace(/ (d|points|x|y|cx|cy|rx|ry|width|height|viewBox|transform)="([^"]*)"/g, (_m, name: string, value: string) => ` ${name}="${value.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))))}"`)
    .replace(/>\n</g, "><")
    .trim();
  for (const attribute of ["font-family", "font-size", "text-anchor"]) {
    const values = [...out.matchAll(new RegExp(`<text[^>]* ${attribute}="([^"]*)"`, "g"))].map((m) => m[1]!);
    const texts = out.match(/<text[ >]/g)?.length ?? 0;
    if (values.length === 0 || values.length !== texts || values.some((v) => v !== values[0])) continue;
    out = out.replace(new RegExp(`(<text[^>]*) ${attribute}="[^"]*"`, "g"), "$1").replace(/^<svg/, `<svg ${attribute}="${values[0]}"`);
  }
  return out;
}

/** A double-quoted DOT string: backslashes, quotes and line breaks escaped. */
export function dotString(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\r?\n/g, "\\n")}"`;
}
