// Statistics (community module). The TLA+ definition of ChiSquare is TRUE; TLC's
// override runs Pearson's chi-square goodness-of-fit test (Apache Commons Math's
// ChiSquareTest, which rescales the expected counts to the observed total) and is TRUE
// when the test does NOT reject, at significance `alpha` (a string such as "0.05"),
// that `actual` follows `expected`.

import type { EvalContext } from "../check/spec.js";
import { force, Kind, type Value } from "../values/index.js";
import { argumentError, overrideFailed } from "./args.js";
import type { ModuleOperators } from "./registry.js";

const method = "public static tlc2.value.impl.Value tlc2.overrides.Statistics.chiSquare(tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value)";

function counts(v: Value, position: "first" | "second"): number[] {
  v = force(v);
  if (typeof v !== "object" || (v.kind !== Kind.Tuple && v.kind !== Kind.Fcn)) return argumentError("ChiSquare", position, "a function", v);
  const values = v.kind === Kind.Tuple ? v.elems : v.values;
  return values.map((x) => (typeof x === "number" ? x : overrideFailed(method, `Cannot cast ${typeof x === "boolean" ? "tlc2.value.impl.BoolValue" : "tlc2.value.impl.Value"} to tlc2.value.impl.IntValue`)));
}

/** The regularised lower incomplete gamma function P(a, x) (series, or continued fraction for large x). */
function regularizedGammaP(a: number, x: number): number {
  if (x <= 0) return 0;
  const lnGammaA = lnGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return sum * Math.exp(-x + a * Math.log(x) - lnGammaA);
  }
  // Lentz's continued fraction for Q(a, x).
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return 1 - Math.exp(-x + a * Math.log(x) - lnGammaA) * h;
}

function lnGamma(z: number): number {
  // Lanczos approximation (g = 7, n = 9).
  const g = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let s = g[0]!;
  for (let i = 1; i < 9; i++) s += g[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(s);
}

export function ChiSquare(_ctx: EvalContext, expected: Value, actual: Value, alpha: Value): boolean {
  const exp = counts(expected, "first");
  const obs = counts(actual, "second");
  if (typeof alpha !== "object" || alpha.kind !== Kind.String) return argumentError("ChiSquare", "third", "a string", alpha);
  const a = Number(alpha.text);
  if (!(a > 0 && a <= 0.5)) return overrideFailed(method, `out of bounds significance level ${alpha.text}, must be between 0 and 0.5`);
  if (exp.length < 2) return overrideFailed(method, `insufficient dimension ${exp.length}, must be at least 2`);
  if (exp.length !== obs.length) return overrideFailed(method, `${exp.length} != ${obs.length}`);
  const sumExp = exp.reduce((s, x) => s + x, 0);
  const sumObs = obs.reduce((s, x) => s + x, 0);
  const ratio = Math.abs(sumExp - sumObs) > 1e-5 ? sumObs / sumExp : 1;
  let stat = 0;
  for (let i = 0; i < exp.length; i++) {
    const e = ratio * exp[i]!;
    const dev = obs[i]! - e;
    stat += (dev * dev) / e;
  }
  const pValue = 1 - regularizedGammaP((exp.length - 1) / 2, stat / 2);
  return !(pValue < a);
}

export const operators: ModuleOperators = {
  ChiSquare: { arity: 3, fn: ChiSquare, export: "ChiSquare" },
};
