// Lazy sets nested a few levels deep are expanded and tested for enumerability by plain
// recursion (runtime/values/sets.ts, `expandShallow`, `enumerableShallow`), deeper ones
// from foldSets' explicit stack: both must give the same elements, evaluate the filters'
// predicates in the same order, and fail the same way.

import test from "ava";
import { NAT, expand, interval, isEnumerable, lazyFilter, lazyUnion, printValue, product, setOf, sortedElements, subset, type SetValue, type Value } from "../../../runtime/values/index.js";

/** A tower of `depth` filters over `base`, each keeping what its predicate keeps and logging what it was asked. */
function tower(base: SetValue, depth: number, log: string[]): SetValue {
  let s = base;
  for (let level = 0; level < depth; level++) {
    const at = level;
    s = lazyFilter(s, (x) => {
      log.push(`${at}:${printValue(x)}`);
      return printValue(x) !== "<<2, 1>>";
    });
  }
  return s;
}

test("towers of every depth expand to the same set, their predicates asked in the same order as the deepest-first walk", (t) => {
  const base = () => product([setOf([1, 2]), interval(1, 2)]);
  const expected = "{<<1, 1>>, <<1, 2>>, <<2, 2>>}";
  for (let depth = 1; depth <= 6; depth++) {
    const log: string[] = [];
    const s = tower(base(), depth, log);
    t.true(isEnumerable(s));
    t.is(printValue(expand(s)), expected);
    // Level 0 first over the product's four tuples, then each level over what the one below kept.
    const want: string[] = [];
    let kept = ["<<1, 1>>", "<<1, 2>>", "<<2, 1>>", "<<2, 2>>"];
    for (let level = 0; level < depth; level++) {
      for (const x of kept) want.push(`${level}:${x}`);
      kept = kept.filter((x) => x !== "<<2, 1>>");
    }
    t.deepEqual(log, want);
    // Expanded once: asking again evaluates nothing.
    sortedElements(s);
    t.is(log.length, want.length);
  }
});

test("a set over a non-enumerable component is not enumerable at any depth, and expanding it is TLC's error", (t) => {
  for (let depth = 1; depth <= 5; depth++) {
    const s = tower(lazyUnion([setOf([1]), NAT]), depth, []);
    t.false(isEnumerable(s));
    t.throws(() => expand(s), { message: /enumerat/i });
  }
  const sub: Value = subset(product([setOf([1]), NAT]));
  t.false(isEnumerable(sub as SetValue));
  // Enumerable again once the non-enumerable part is filtered from an enumerable one.
  t.true(isEnumerable(lazyFilter(interval(1, 3), () => true)));
});
