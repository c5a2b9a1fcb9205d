// TLC's integers are Java `int`s and overflow is an evaluation error ("Overflow when
// computing 2147483647+1"), never a wrap-around (TLC-SEMANTICS §8). These helpers
// are the checked arithmetic the emitted code calls. Operands are always in range,
// so a JS double holds every sum exactly and every product well enough to tell
// whether it left the range.

import { EvalError } from "./errors.js";

export const INT_MAX = 2147483647;
export const INT_MIN = -2147483648;

function overflow(expression: string): never {
  throw new EvalError("IntegerOverflow", { expression });
}

export function addInt(a: number, b: number): number {
  const r = a + b;
  if (r > INT_MAX || r < INT_MIN) overflow(`${a}+${b}`);
  return r;
}

export function subInt(a: number, b: number): number {
  const r = a - b;
  if (r > INT_MAX || r < INT_MIN) overflow(`${a}-${b}`);
  return r;
}

export function mulInt(a: number, b: number): number {
  const r = a * b;
  if (r > INT_MAX || r < INT_MIN) overflow(`${a}*${b}`);
  return r === 0 ? 0 : r; // no -0
}

export function negInt(a: number): number {
  if (a === INT_MIN) overflow(`-(${a})`);
  return a === 0 ? 0 : -a;
}

/** `a ^ b` for b >= 0 (the caller rejects 0^0 and negative exponents with their own messages). */
export function powInt(a: number, b: number): number {
  let r = 1;
  for (let i = 0; i < b; i++) {
    r *= a;
    if (r > INT_MAX || r < INT_MIN) overflow(`${a}^${b}`);
  }
  return r;
}

/** A numeral from the source: TLC rejects any above 2147483647 ("TLC can't handle a number this big."). */
export function intLiteral(digits: string): number {
  const n = Number(digits);
  if (!(n <= INT_MAX)) throw new EvalError("IntegerTooBig", { number: digits });
  return n;
}
