// An independent brute-force model finder for small Alloy commands: it lays out the
// scope's atoms by Alloy's scope rules (written here afresh, not shared with the
// solver), enumerates every choice of sig contents and field tuples, and asks the
// emitted TypeScript (facts and the command's formula) whether each is an instance.
// With symmetry breaking off, the SAT solver must find exactly as many instances.

import type { AlloyModel, Command, Sig } from "../../compiler/alloy/model.js";
import type { CompiledAlloyModel, CompiledCommand } from "../../runtime/alloy/compiled.js";
import { integerAtoms, type AlloyInstance, type Atom, type FieldTuples, type SigAtoms, type Tuple } from "../../runtime/alloy/instance.js";
import { Relations } from "../../runtime/alloy/relations.js";

interface Layout {
  /** Atoms a sig must contain / may contain, by sig id. */
  readonly lower: Atom[][];
  readonly upper: Atom[][];
  /** A sig's scope when it is smaller than its upper bound. */
  readonly atMost: (number | undefined)[];
}

function scopeOf(model: AlloyModel, command: Command): (sig: Sig) => { count: number; exact: boolean } | undefined {
  const explicit = new Map(command.scope.sigs.map((s) => [s.sig.id, { count: s.count, exact: s.exactly }]));
  const own = (sig: Sig): { count: number; exact: boolean } | undefined => {
    const e = explicit.get(sig.id);
    let d = e ?? (sig.multiplicity === "one" ? { count: 1, exact: true } : sig.multiplicity === "lone" ? { count: 1, exact: false } : undefined);
    if (d === undefined && sig.isAbstract && sig.children.length > 0) {
      const parts = sig.children.map(own);
      if (parts.every((p) => p !== undefined)) d = { count: parts.reduce((n, p) => n + p!.count, 0), exact: parts.every((p) => p!.exact) };
    }
    return d !== undefined && sig.ordered ? { count: d.count, exact: true } : d;
  };
  void model;
  return own;
}

export function layoutAtoms(model: AlloyModel, command: Command): Layout {
  const scope = scopeOf(model, command);
  const lower: Atom[][] = model.sigs.map(() => []);
  const upper: Atom[][] = model.sigs.map(() => []);
  const atMost: (number | undefined)[] = model.sigs.map(() => undefined);
  const exactNeed = (sig: Sig): number => {
    const d = scope(sig);
    return d?.exact ? d.count : sig.children.reduce((n, c) => n + exactNeed(c), 0);
  };
  // Returns the atoms fixed in the sig (all of them when it is exact).
  const place = (sig: Sig, pool: Atom[], exact: boolean, limit: number | undefined): Atom[] => {
    const free = [...pool];
    const fixed: Atom[] = [];
    for (const c of sig.children) {
      const d = scope(c);
      if (d?.exact) fixed.push(...place(c, free.splice(0, d.count), true, undefined));
    }
    for (const c of sig.children) {
      const d = scope(c);
      if (d?.exact) continue;
      const got = place(c, free, false, d !== undefined && d.count < free.length ? d.count : undefined);
      fixed.push(...got);
      for (const a of got) free.splice(free.indexOf(a), 1);
    }
    upper[sig.id] = [...pool];
    lower[sig.id] = exact ? [...pool] : fixed;
    atMost[sig.id] = limit;
    return lower[sig.id]!;
  };
  for (const sig of model.sigs) {
    if (sig.parent !== undefined || sig.isSubset) continue;
    const d = scope(sig);
    const count = Math.max(d?.count ?? command.scope.overall ?? 3, exactNeed(sig));
    const pool: Atom[] = [];
    for (let i = 0; i < count; i++) pool.push(`${sig.name}$${i}`);
    place(sig, pool, d?.exact ?? sig.ordered, undefined);
  }
  for (const sig of model.sigs) {
    if (!sig.isSubset) continue;
    const atoms = new Set<Atom>();
    for (const p of sig.subsetOf) for (const a of p.builtin ? upper.flat() : upper[p.id]!) atoms.add(a);
    upper[sig.id] = [...atoms];
    const d = scope(sig);
    atMost[sig.id] = d !== undefined && d.count < atoms.size ? d.count : undefined;
  }
  return { lower, upper, atMost };
}

/** Every subset of `items` containing `required`, with at most `limit` elements. */
function subsets<T>(items: readonly T[], required: readonly T[], limit: number | undefined): T[][] {
  const optional = items.filter((i) => !required.includes(i));
  const out: T[][] = [];
  for (let mask = 0; mask < 2 ** optional.length; mask++) {
    const chosen = [...required];
    for (let i = 0; i < optional.length; i++) if ((mask >>> i) & 1) chosen.push(optional[i]!);
    if (limit === undefined || chosen.length <= limit) out.push(chosen);
  }
  return out;
}

function product(columns: readonly (readonly Atom[])[]): Tuple[] {
  let out: Atom[][] = [[]];
  for (const col of columns) out = out.flatMap((t) => col.map((a) => [...t, a]));
  return out;
}

export interface EnumerationResult {
  readonly count: number;
  /** Assignments evaluated. */
  readonly candidates: number;
}

/**
 * Counts the instances of a command by trying every assignment. Refuses (throws) when
 * the search space exceeds `maxBits` free boolean choices in some sig assignment.
 */
export function countInstances(
  model: AlloyModel,
  command: Command,
  compiled: CompiledAlloyModel,
  maxBits = 20,
  preventOverflow = true,
): EnumerationResult {
  const compiledCommand: CompiledCommand | undefined = compiled.commands.find((c) => c.name === command.name);
  if (compiledCommand === undefined) throw new Error(`the emitted module has no command ${command.name}`);
  const layout = layoutAtoms(model, command);
  const bitwidth = command.scope.bitwidth;
  const ints = integerAtoms(bitwidth);
  let count = 0;
  let candidates = 0;
  // Chosen atoms by sig id. Sigs in declaration order: parents come first, so children choose among their parent's atoms.
  const sigChoices = (i: number, chosen: Map<number, Atom[]>, visit: (c: Map<number, Atom[]>) => void): void => {
    if (i === model.sigs.length) return visit(chosen);
    const sig = model.sigs[i]!;
    const within = sig.parent ? chosen.get(sig.parent.id)! : undefined;
    const candidatesAtoms = layout.upper[sig.id]!.filter((a) => within === undefined || within.includes(a));
    for (const set of subsets(candidatesAtoms, layout.lower[sig.id]!, layout.atMost[sig.id])) {
      if (!layout.lower[sig.id]!.every((a) => set.includes(a))) continue;
      chosen.set(sig.id, set);
      sigChoices(i + 1, chosen, visit);
    }
    chosen.delete(sig.id);
  };
  sigChoices(0, new Map(), (chosen) => {
    const atomsOf = (s: Sig): readonly Atom[] => {
      if (s.id === -2) return ints;
      if (s.id === -1) return [...ints, ...new Set([...chosen.values()].flat())];
      return chosen.get(s.id)!;
    };
    const fieldSpace = model.fields.map((f) => {
      const seen = new Set<string>();
      const tuples: Tuple[] = [];
      for (const p of f.type.products) {
        for (const t of product(p.map(atomsOf))) {
          const key = t.join("\u0000");
          if (!seen.has(key)) {
            seen.add(key);
            tuples.push(t);
          }
        }
      }
      return tuples;
    });
    const bits = fieldSpace.reduce((n, s) => n + s.length, 0);
    if (bits > maxBits) throw new RangeError(`command ${command.name}: ${bits} free field tuples is too many to enumerate`);
    const sigs: SigAtoms[] = model.sigs.map((s) => ({ sig: s.name, atoms: chosen.get(s.id)! }));
    for (let mask = 0; mask < 2 ** bits; mask++) {
      const fields: FieldTuples[] = [];
      let bit = 0;
      for (let f = 0; f < model.fields.length; f++) {
        const tuples: Tuple[] = [];
        for (const t of fieldSpace[f]!) if (Math.floor(mask / 2 ** bit++) % 2 === 1) tuples.push(t);
        fields.push({ sig: model.fields[f]!.owner.name, field: model.fields[f]!.name, tuples });
      }
      const instance: AlloyInstance = { bitwidth, sigs, fields, skolems: [] };
      candidates++;
      const r = new Relations(instance, { preventOverflow });
      if (compiled.facts.every((fact) => fact.holds(r)) && compiledCommand.formula(r)) count++;
    }
  });
  return { count, candidates };
}
