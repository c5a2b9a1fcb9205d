// An inferred type as TypeScript text (the declarations of `Spec.machine.ts`) and as
// the run-time Shape the plain-value conversion follows (runtime/machine/shape.ts).
// Both read the same decisions: a function whose domain is strings or model values is
// a plain object, any other a ReadonlyMap; literal unions that are exactly a constant
// set of model values print as that constant's type alias.

import type { Shape } from "../../runtime/machine/shape.js";
import { jsString } from "../emit/names.js";
import type { ScalarTy, Ty } from "./ty.js";

/** TypeScript names the generated module declares or imports, which a constant's alias must not take. */
const RESERVED = new Set(["Value", "Machine", "MachineShape", "Set", "Map", "Record", "Readonly", "ReadonlySet", "ReadonlyMap", "Partial", "Array", "String", "Number", "Boolean", "Object", "Symbol", "Function", "Error", "Date", "Promise", "spec", "shape", "machine", "constants", "createSpec", "createMachine", "constantValues", "never", "unknown", "any", "string", "number", "boolean", "object", "type", "interface"]);

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export class TypeRenderer {
  /** Constant name → the TypeScript alias that names its elements. */
  readonly aliasNames = new Map<string, string>();

  constructor(
    private readonly aliases: ReadonlyMap<string, readonly string[] | "atom">,
    taken: ReadonlySet<string>,
  ) {
    for (const name of [...aliases.keys()].sort()) {
      let alias = IDENT.test(name) ? name : name.replace(/[^A-Za-z0-9_$]/g, "_");
      while (RESERVED.has(alias) || taken.has(alias)) alias += "_";
      this.aliasNames.set(name, alias);
    }
  }

  /** `export type Node = "n1" | "n2";` for every alias. */
  aliasDeclarations(): { name: string; type: string; doc: string }[] {
    return [...this.aliasNames].map(([constant, alias]) => {
      const members = this.aliases.get(constant)!;
      const type = members === "atom" ? "string" : members.map((m) => jsString(m)).join(" | ");
      const doc = members === "atom" ? `The elements of the constant ${constant} (model values named by the strings you pass).` : `The model values of the constant ${constant}.`;
      return { name: alias, type, doc };
    });
  }

  text(t: Ty): string {
    switch (t.k) {
      case "never":
        return "never";
      case "any":
        return "Value";
      case "scalar":
        return this.scalarText(t);
      case "set":
        return `ReadonlySet<${this.text(t.elem)}>`;
      case "seq":
        return `readonly ${this.wrapped(t.elem)}[]`;
      case "tuple":
        return `readonly [${t.elems.map((e) => this.text(e)).join(", ")}]`;
      case "record":
        return this.recordText(t.fields);
      case "fn": {
        if (keyedByStrings(t.dom)) {
          const record = `Record<${this.text(t.dom)}, ${this.text(t.rng)}>`;
          return t.total ? `Readonly<${record}>` : `Readonly<Partial<${record}>>`;
        }
        return `ReadonlyMap<${this.text(t.dom)}, ${this.text(t.rng)}>`;
      }
      case "variant":
        return t.cases.map((c) => this.recordText(c.fields)).join(" | ");
    }
  }

  private wrapped(t: Ty): string {
    const s = this.text(t);
    return /[|&]/.test(s) && !s.startsWith("{") && !s.startsWith("Readonly") ? `(${s})` : s;
  }

  private recordText(fields: ReadonlyMap<string, Ty>): string {
    const parts = [...fields].map(([k, f]) => `readonly ${IDENT.test(k) ? k : jsString(k)}: ${this.text(f)}`);
    return `{ ${parts.join("; ")} }`;
  }

  private scalarText(t: ScalarTy): string {
    const parts: string[] = [];
    if (t.int) parts.push("number");
    if (t.bool) parts.push("boolean");
    if (t.str) parts.push("string");
    const models = new Set([...t.lits].filter(([, k]) => k === "model").map(([m]) => m));
    for (const [constant, alias] of this.aliasNames) {
      const members = this.aliases.get(constant)!;
      if (members === "atom") {
        if (t.atoms.has(constant)) parts.push(alias);
      } else if (members.every((m) => models.has(m))) {
        parts.push(alias);
        for (const m of members) models.delete(m);
      }
    }
    if (!t.str) for (const [text, kind] of t.lits) if (kind === "string" || models.has(text)) parts.push(jsString(text));
    return parts.length === 0 ? "never" : [...new Set(parts)].join(" | ");
  }

  shape(t: Ty): Shape {
    switch (t.k) {
      case "never":
      case "any":
        return { t: "value" };
      case "scalar": {
        const strings = [...t.lits].filter(([, k]) => k === "string").map(([s]) => s);
        const models = [...t.lits].filter(([, k]) => k === "model").map(([s]) => s);
        return {
          t: "scalar",
          ...(t.int ? { int: true } : {}),
          ...(t.bool ? { bool: true } : {}),
          ...(t.str ? { str: true } : {}),
          ...(t.atoms.size > 0 ? { atom: true } : {}),
          ...(strings.length > 0 ? { strings } : {}),
          ...(models.length > 0 ? { models } : {}),
        } as Shape;
      }
      case "set":
      case "seq":
        return { t: t.k, of: this.shape(t.elem) };
      case "tuple":
        return { t: "tuple", of: t.elems.map((e) => this.shape(e)) };
      case "record":
        return { t: "record", fields: this.fieldShapes(t.fields) };
      case "fn":
        return { t: "fn", dom: this.shape(t.dom), rng: this.shape(t.rng), object: keyedByStrings(t.dom) };
      case "variant":
        return { t: "variant", tag: t.tag, cases: t.cases.map((c) => ({ fields: this.fieldShapes(c.fields) })) };
    }
  }

  private fieldShapes(fields: ReadonlyMap<string, Ty>): Record<string, Shape> {
    const out: Record<string, Shape> = {};
    for (const [k, f] of fields) out[k] = this.shape(f);
    return out;
  }
}

/** Strings and model values only: a plain object's keys can hold them. */
function keyedByStrings(t: Ty): boolean {
  return t.k === "scalar" && !t.int && !t.bool;
}
