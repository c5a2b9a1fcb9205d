// The run-time description of a typed API's plain values: what `tla2ts gen` infers
// for each variable, constant and action parameter (compiler/types), emitted as data
// beside the TypeScript types it prints. The conversion between plain values and
// runtime values (convert.ts) follows it; `value` keeps the runtime value unchanged.

export type Shape =
  | { readonly t: "value" }
  /**
   * Numbers, booleans, strings and model values, as a union. A plain string is the
   * literal string in `strings`, the model value in `models` (or any model value when
   * `atom`), else any string when `str`.
   */
  | {
      readonly t: "scalar";
      readonly int?: true;
      readonly bool?: true;
      readonly str?: true;
      readonly atom?: true;
      readonly strings?: readonly string[];
      readonly models?: readonly string[];
    }
  | { readonly t: "set"; readonly of: Shape }
  | { readonly t: "seq"; readonly of: Shape }
  | { readonly t: "tuple"; readonly of: readonly Shape[] }
  | { readonly t: "record"; readonly fields: Readonly<Record<string, Shape>> }
  /** `object`: keys are strings or model values, and the plain value is an object keyed by them. */
  | { readonly t: "fn"; readonly dom: Shape; readonly rng: Shape; readonly object: boolean }
  /** Records told apart by the literal strings of the field `tag`. */
  | { readonly t: "variant"; readonly tag: string; readonly cases: readonly { readonly fields: Readonly<Record<string, Shape>> }[] };

/** The shapes of a generated machine: variables in declaration order, constants by name, action parameters by action. */
export interface MachineShape {
  readonly variables: readonly (readonly [string, Shape])[];
  readonly constants: readonly (readonly [string, Shape])[];
  readonly actions: readonly { readonly name: string; readonly params: readonly (readonly [string, Shape])[] }[];
  /** The operators the machine evaluates (CompiledSpec.operators); `state`: state-level, so called with a state first. */
  readonly operators?: readonly { readonly name: string; readonly state: boolean; readonly params: readonly Shape[]; readonly result: Shape }[];
}
