// `tla2ts run --dot`: an instance as Graphviz text, drawn the way the Alloy Analyzer's
// visualiser would with the model's theme. With a projection in the theme (typically
// `Time`), there is one digraph per atom of the projected sig: each tuple mentioning
// an atom of that sig is kept only in the picture of that atom, with the column
// removed, so `pods: Pod set -> Time` becomes the set `pods` of each step. Relations
// that end up unary are shown as `(name)` labels on their atoms, binary ones as arcs
// (or as `name: target` lines when the theme makes them attributes), longer ones as
// arcs from the first to the last atom labelled with the atoms between.

import type { AlloyInstance, Atom, Tuple } from "../../runtime/alloy/instance.js";
import { isIntegerAtom } from "../../runtime/alloy/instance.js";
import type { AlloyTheme, EdgeStyle, NodeStyle } from "./alloyTheme.js";

export interface DotOptions {
  readonly theme?: AlloyTheme;
  /** The parent of each user sig (undefined for a top-level sig), for inheriting node styles. */
  readonly parentOf?: (sig: string) => string | undefined;
}

/** The most specific sig of an atom: Alloy names atoms `Sig$i` after it. */
export function sigOfAtom(atom: Atom): string {
  if (isIntegerAtom(atom)) return "Int";
  const dollar = atom.lastIndexOf("$");
  return dollar < 0 ? atom : atom.slice(0, dollar);
}

interface NamedTuples {
  readonly name: string;
  readonly tuples: readonly Tuple[];
}

function quote(s: string): string {
  return `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`;
}

/** `Pod$1` is shown as `Pod1`, or `Pod` when the sig has one atom, as the Analyzer does. */
export function atomLabel(atom: Atom, atomsOfSig: ReadonlyMap<string, number>): string {
  const sig = sigOfAtom(atom);
  if (sig === "Int") return atom;
  return (atomsOfSig.get(sig) ?? 0) === 1 ? sig : atom.replace("$", "");
}

function nodeStyleOf(atom: Atom, o: DotOptions): NodeStyle {
  const theme = o.theme;
  if (theme === undefined) return {};
  let merged: NodeStyle = {};
  // The atom's sig, then its ancestors, then univ: the nearest setting wins.
  const chain: string[] = [];
  for (let s: string | undefined = sigOfAtom(atom); s !== undefined; s = o.parentOf?.(s)) chain.push(s);
  chain.push("univ");
  for (let i = chain.length - 1; i >= 0; i--) {
    const style = theme.nodes.get(chain[i]!);
    if (style === undefined) continue;
    merged = {
      color: style.color ?? merged.color,
      style: style.style ?? merged.style,
      shape: style.shape ?? merged.shape,
      visible: style.visible ?? merged.visible,
      hideUnconnected: style.hideUnconnected ?? merged.hideUnconnected,
    };
  }
  return merged;
}

function nodeAttributes(style: NodeStyle, label: string): string {
  const attrs = [`label=${quote(label)}`];
  const styles = ["filled"];
  if (style.style !== undefined && style.style.toLowerCase() !== "solid") styles.push(style.style.toLowerCase());
  attrs.push(`style=${quote(styles.join(","))}`);
  attrs.push(`fillcolor=${quote((style.color ?? "Yellow").toLowerCase())}`);
  if (style.shape !== undefined) attrs.push(`shape=${quote(style.shape.toLowerCase())}`);
  return attrs.join(", ");
}

function edgeAttributes(style: EdgeStyle | undefined, label: string): string {
  const attrs = [`label=${quote(label)}`];
  if (style?.color !== undefined) attrs.push(`color=${quote(style.color.toLowerCase())}`);
  if (style?.style !== undefined && style.style.toLowerCase() !== "solid") attrs.push(`style=${quote(style.style.toLowerCase())}`);
  return attrs.join(", ");
}

/** One picture: the given relations (already projected) over the given atoms. */
function digraph(
  title: string,
  atoms: readonly Atom[],
  relations: readonly NamedTuples[],
  atomsOfSig: ReadonlyMap<string, number>,
  o: DotOptions,
): string {
  const sets = new Map<Atom, string[]>();
  const attributes = new Map<Atom, string[]>();
  const edges: string[] = [];
  const connected = new Set<Atom>();
  for (const rel of relations) {
    const style = o.theme?.edges.get(rel.name);
    for (const t of rel.tuples) {
      if (t.length === 1) {
        const list = sets.get(t[0]!) ?? [];
        list.push(`(${rel.name})`);
        sets.set(t[0]!, list);
        continue;
      }
      const from = t[0]!;
      const to = t[t.length - 1]!;
      const middle = t.slice(1, -1).map((a) => atomLabel(a, atomsOfSig));
      const label = middle.length > 0 ? `${rel.name}[${middle.join(", ")}]` : rel.name;
      if (style?.attribute === true) {
        const list = attributes.get(from) ?? [];
        list.push(`${label}: ${atomLabel(to, atomsOfSig)}`);
        attributes.set(from, list);
      }
      if (style?.visible === false) continue;
      connected.add(from);
      connected.add(to);
      edges.push(`  ${quote(from)} -> ${quote(to)} [${edgeAttributes(style, label)}];`);
    }
  }
  const lines = [`digraph ${quote(title)} {`, `  graph [label=${quote(title)}, labelloc="t"];`, `  node [shape="box"];`];
  for (const atom of atoms) {
    const style = nodeStyleOf(atom, o);
    if (style.visible === false) continue;
    // Integers are drawn only when an arc reaches them, as the Analyzer does; "hide
    // unconnected" counts drawn arcs only (attributes and set labels do not connect).
    if (isIntegerAtom(atom) && !connected.has(atom)) continue;
    if (style.hideUnconnected === true && !connected.has(atom)) continue;
    const label = [atomLabel(atom, atomsOfSig), ...(sets.get(atom) ?? []), ...(attributes.get(atom) ?? [])].join("\n");
    lines.push(`  ${quote(atom)} [${nodeAttributes(style, label)}];`);
  }
  // Arcs to integers need their nodes, which are not sig atoms.
  for (const atom of connected) if (isIntegerAtom(atom)) lines.push(`  ${quote(atom)} [label=${quote(atom)}];`);
  lines.push(...edges, "}");
  return lines.join("\n");
}

/** One picture of an instance: the whole instance, or its view at one atom of the projected sig. */
export interface InstancePicture {
  readonly title: string;
  /** The projected sig and the atom this picture shows (absent without projection). */
  readonly projected?: { readonly sig: string; readonly atom: Atom; readonly label: string };
  readonly dot: string;
}

/** The instance's pictures: one per atom of the theme's projected sig, or one. */
export function instancePictures(instance: AlloyInstance, o: DotOptions = {}): InstancePicture[] {
  const atomsOfSig = new Map<string, number>();
  const allAtoms: Atom[] = [];
  const seen = new Set<Atom>();
  for (const s of instance.sigs) {
    for (const a of s.atoms) {
      if (seen.has(a)) continue;
      seen.add(a);
      allAtoms.push(a);
      const sig = sigOfAtom(a);
      atomsOfSig.set(sig, (atomsOfSig.get(sig) ?? 0) + 1);
    }
  }
  const relations: NamedTuples[] = [
    ...instance.fields.map((f) => ({ name: f.field, tuples: f.tuples })),
    ...instance.skolems.map((k) => ({ name: k.name, tuples: k.tuples })),
  ];
  const projected = (o.theme?.projection ?? []).find((p) => instance.sigs.some((s) => s.sig === p));
  if (projected === undefined) return [{ title: "instance", dot: digraph("instance", allAtoms, relations, atomsOfSig, o) }];
  const steps = instance.sigs.find((s) => s.sig === projected)!.atoms;
  const stepSet = new Set(steps);
  const shown = allAtoms.filter((a) => !stepSet.has(a));
  const pictures: InstancePicture[] = [];
  for (const step of steps) {
    const view: NamedTuples[] = [];
    for (const rel of relations) {
      const tuples: Tuple[] = [];
      for (const t of rel.tuples) {
        // A tuple that mentions another step belongs to that step's picture.
        if (t.some((a) => stepSet.has(a) && a !== step)) continue;
        const rest = t.filter((a) => a !== step);
        if (rest.length > 0) tuples.push(rest);
      }
      view.push({ name: rel.name, tuples });
    }
    const label = atomLabel(step, atomsOfSig);
    const title = `${projected} ${label} (${step})`;
    pictures.push({ title, projected: { sig: projected, atom: step, label }, dot: digraph(title, shown, view, atomsOfSig, o) });
  }
  return pictures;
}

/** The instance's pictures as Graphviz digraphs separated by blank lines (`--dot`). */
export function instanceToDot(instance: AlloyInstance, o: DotOptions = {}): string {
  return instancePictures(instance, o)
    .map((p) => p.dot)
    .join("\n\n") + "\n";
}
