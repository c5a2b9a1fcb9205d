// The one instance type of the Alloy side: what the solver decodes a satisfying
// assignment into, what emitted predicates evaluate over, what the CLI prints and
// serialises. Plain JSON-friendly data in declaration order, so that printing and
// `--json` are deterministic and tests can build instances by hand.
//
// Atoms are strings: `Pod$0` for a sig atom (named, as Alloy does, after the most
// specific sig it belongs to), and the decimal text (`-3`, `7`) for an integer atom.

/** An atom: `Sig$i`, or an integer written in decimal. */
export type Atom = string;

/** A tuple of a relation; a set of atoms is a relation of arity 1. */
export type Tuple = readonly Atom[];

/** The atoms of one signature: its own and those of every sub-sig (the sig's full set). */
export interface SigAtoms {
  /** The sig's name as declared (`Pod`, `ord/Ord`); printed with `this/` when it has no module prefix. */
  readonly sig: string;
  readonly atoms: readonly Atom[];
}

/** The value of one field (or a module's relation such as `ord/Ord<:Next`). */
export interface FieldTuples {
  /** The sig that declares the field. */
  readonly sig: string;
  readonly field: string;
  readonly tuples: readonly Tuple[];
}

/** A witness Alloy shows beside the instance: a run predicate's parameter, a check's counterexample variable. */
export interface SkolemTuples {
  /** Alloy's spelling, e.g. `$scenario_t`. */
  readonly name: string;
  readonly tuples: readonly Tuple[];
}

export interface AlloyInstance {
  /** Integer bit width of the command (default 4: integers -8..7). */
  readonly bitwidth: number;
  /** The command's sequence length: `seq/Int` is 0 .. maxseq-1 (absent: 4). */
  readonly maxseq?: number;
  /** User sigs in declaration order, parents before their sub-sigs. */
  readonly sigs: readonly SigAtoms[];
  readonly fields: readonly FieldTuples[];
  readonly skolems: readonly SkolemTuples[];
}

/** The integer atoms of a bit width, smallest first: -2^(w-1) .. 2^(w-1)-1. */
export function integerAtoms(bitwidth: number): Atom[] {
  const out: Atom[] = [];
  const low = -(2 ** (bitwidth - 1));
  const high = 2 ** (bitwidth - 1) - 1;
  for (let i = low; i <= high; i++) out.push(String(i));
  return out;
}

/** Whether an atom is an integer atom (its text is a decimal number). */
export function isIntegerAtom(atom: Atom): boolean {
  const c = atom.charCodeAt(0);
  return (c >= 48 && c <= 57) || (c === 45 && atom.length > 1);
}

/**
 * The universe in Alloy's order: integers first, then every atom of a top-level sig
 * (a sig whose atoms are not all already listed), each once.
 */
export function universe(instance: AlloyInstance): Atom[] {
  const seen = new Set<Atom>();
  const out: Atom[] = [];
  for (const atom of integerAtoms(instance.bitwidth)) {
    seen.add(atom);
    out.push(atom);
  }
  for (const sig of instance.sigs) {
    for (const atom of sig.atoms) {
      if (!seen.has(atom)) {
        seen.add(atom);
        out.push(atom);
      }
    }
  }
  return out;
}

/** Fast lookups by name, built once per instance. */
export interface InstanceIndex {
  readonly instance: AlloyInstance;
  sig(name: string): readonly Atom[];
  field(sig: string, field: string): readonly Tuple[];
  skolem(name: string): readonly Tuple[] | undefined;
}

export function indexInstance(instance: AlloyInstance): InstanceIndex {
  const sigs = new Map<string, readonly Atom[]>();
  for (const s of instance.sigs) sigs.set(s.sig, s.atoms);
  const fields = new Map<string, readonly Tuple[]>();
  for (const f of instance.fields) fields.set(`${f.sig}<:${f.field}`, f.tuples);
  const skolems = new Map<string, readonly Tuple[]>();
  for (const s of instance.skolems) skolems.set(s.name, s.tuples);
  return {
    instance,
    // An absent sig or field is empty: a sig with scope 0 has no atoms to list.
    sig: (name) => sigs.get(name) ?? [],
    field: (sig, field) => fields.get(`${sig}<:${field}`) ?? [],
    skolem: (name) => skolems.get(name),
  };
}

// ---------------------------------------------------------------------------
// Printing in the Alloy Analyzer's text form (A4Solution.toString)

function qualified(sig: string): string {
  return sig.includes("/") ? sig : `this/${sig}`;
}

/** `{A$0->B$1, A$1->B$0}`: tuples joined by `->`, in the order given. */
export function formatTuples(tuples: readonly Tuple[]): string {
  return `{${tuples.map((t) => t.join("->")).join(", ")}}`;
}

function formatAtoms(atoms: readonly Atom[]): string {
  return `{${atoms.join(", ")}}`;
}

/** The instance as the Alloy Analyzer prints it, one relation per line. */
export function formatInstance(instance: AlloyInstance): string {
  const ints = integerAtoms(instance.bitwidth);
  const lines: string[] = ["---INSTANCE---"];
  lines.push(`integers=${formatAtoms(ints)}`);
  lines.push(`univ=${formatAtoms(universe(instance))}`);
  lines.push(`Int=${formatAtoms(ints)}`);
  const indices: Atom[] = [];
  for (let i = 0; i < (instance.maxseq ?? 0) && ints.includes(String(i)); i++) indices.push(String(i));
  lines.push(`seq/Int=${formatAtoms(indices)}`);
  // Strings are the atoms of the model's literals (compiler/alloy/strings.ts), printed as Alloy's built-in String.
  lines.push(`String=${formatAtoms(instance.sigs.find((s) => s.sig === "String")?.atoms ?? [])}`);
  lines.push(`none={}`);
  const fieldsBySig = new Map<string, FieldTuples[]>();
  for (const f of instance.fields) {
    const list = fieldsBySig.get(f.sig);
    if (list) list.push(f);
    else fieldsBySig.set(f.sig, [f]);
  }
  const printed = new Set<string>();
  for (const s of instance.sigs) {
    if (s.sig === "String" || s.sig.startsWith('"')) continue;
    lines.push(`${qualified(s.sig)}=${formatAtoms(s.atoms)}`);
    for (const f of fieldsBySig.get(s.sig) ?? []) {
      lines.push(`${qualified(s.sig)}<:${f.field}=${formatTuples(f.tuples)}`);
    }
    printed.add(s.sig);
  }
  // Relations of sigs not listed (a module's relations over a built-in sig).
  for (const f of instance.fields) {
    if (!printed.has(f.sig)) lines.push(`${qualified(f.sig)}<:${f.field}=${formatTuples(f.tuples)}`);
  }
  for (const k of instance.skolems) lines.push(`skolem ${k.name}=${formatTuples(k.tuples)}`);
  return lines.join("\n") + "\n";
}

/** The JSON shape of an instance in `tla2ts run --json`: relations keyed by their printed names. */
export interface InstanceJson {
  readonly bitwidth: number;
  readonly sigs: Record<string, readonly Atom[]>;
  readonly fields: Record<string, readonly Tuple[]>;
  readonly skolems: Record<string, readonly Tuple[]>;
}

export function instanceToJson(instance: AlloyInstance): InstanceJson {
  const sigs: Record<string, readonly Atom[]> = {};
  for (const s of instance.sigs) sigs[s.sig] = s.atoms;
  const fields: Record<string, readonly Tuple[]> = {};
  for (const f of instance.fields) fields[`${f.sig}<:${f.field}`] = f.tuples;
  const skolems: Record<string, readonly Tuple[]> = {};
  for (const k of instance.skolems) skolems[k.name] = k.tuples;
  return { bitwidth: instance.bitwidth, sigs, fields, skolems };
}
