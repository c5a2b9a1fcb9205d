// Reads the parts of an Alloy Analyzer theme (`Model.thm`, XML) that `tla2ts run --dot`
// honours: the projection types, and per type and per relation the visual settings
// (colour, style, shape, visibility, hide-unconnected, relations shown as attributes).
// Only the elements the Analyzer writes are recognised; anything else is ignored, so
// a theme from a newer Analyzer still gives a picture.

export interface NodeStyle {
  readonly color?: string;
  readonly style?: string;
  readonly shape?: string;
  readonly visible?: boolean;
  readonly hideUnconnected?: boolean;
}

export interface EdgeStyle {
  readonly color?: string;
  readonly style?: string;
  readonly visible?: boolean;
  /** Shown as a line `name: value` inside the source node's label. */
  readonly attribute?: boolean;
}

export interface AlloyTheme {
  /** Types projected over: one picture per atom of the (first) projected type. */
  readonly projection: readonly string[];
  /** Settings by type name (`Pod`, `univ`, `Int`). */
  readonly nodes: ReadonlyMap<string, NodeStyle>;
  /** Settings by relation name (a field's name, whatever sig declares it). */
  readonly edges: ReadonlyMap<string, EdgeStyle>;
}

interface Tag {
  readonly name: string;
  readonly closing: boolean;
  readonly selfClosing: boolean;
  readonly attributes: ReadonlyMap<string, string>;
}

function tags(xml: string): Tag[] {
  const out: Tag[] = [];
  const tagPattern = /<(\/?)([A-Za-z_][\w.-]*)([^>]*?)(\/?)>/g;
  const attrPattern = /([A-Za-z_][\w.-]*)\s*=\s*"([^"]*)"/g;
  for (const m of xml.matchAll(tagPattern)) {
    const attributes = new Map<string, string>();
    for (const a of m[3]!.matchAll(attrPattern)) attributes.set(a[1]!, a[2]!);
    out.push({ name: m[2]!, closing: m[1] === "/", selfClosing: m[4] === "/", attributes });
  }
  return out;
}

function yesNo(v: string | undefined): boolean | undefined {
  return v === undefined ? undefined : v === "yes";
}

function nodeStyle(a: ReadonlyMap<string, string>): NodeStyle {
  return {
    color: a.get("color"),
    style: a.get("style"),
    shape: a.get("shape"),
    visible: yesNo(a.get("visible")),
    hideUnconnected: yesNo(a.get("hideunconnected")),
  };
}

function edgeStyle(a: ReadonlyMap<string, string>): EdgeStyle {
  return { color: a.get("color"), style: a.get("style"), visible: yesNo(a.get("visible")), attribute: yesNo(a.get("attribute")) };
}

export function parseTheme(xml: string): AlloyTheme {
  const projection: string[] = [];
  const nodes = new Map<string, NodeStyle>();
  const edges = new Map<string, EdgeStyle>();
  // The innermost open element that gives settings to the types/relations inside it.
  let context: { kind: "projection" } | { kind: "node"; style: NodeStyle } | { kind: "edge"; style: EdgeStyle } | undefined;
  let inRelation = false;
  for (const t of tags(xml)) {
    if (t.closing) {
      if (t.name === "relation") inRelation = false;
      else if (t.name === "projection" || t.name === "node" || t.name === "edge") context = undefined;
      continue;
    }
    switch (t.name) {
      case "projection":
        if (!t.selfClosing) context = { kind: "projection" };
        break;
      case "node":
        if (!t.selfClosing) context = { kind: "node", style: nodeStyle(t.attributes) };
        break;
      case "edge":
        if (!t.selfClosing) context = { kind: "edge", style: edgeStyle(t.attributes) };
        break;
      case "relation": {
        const name = t.attributes.get("name");
        if (context?.kind === "edge" && name !== undefined) edges.set(name, context.style);
        inRelation = !t.selfClosing;
        break;
      }
      case "type": {
        const name = t.attributes.get("name");
        if (name === undefined || inRelation) break;
        if (context?.kind === "projection") projection.push(name);
        else if (context?.kind === "node") nodes.set(name, context.style);
        break;
      }
    }
  }
  return { projection, nodes, edges };
}
