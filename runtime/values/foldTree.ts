// A bottom-up fold over a tree (a value and its parts, a JSON document) from an explicit
// stack instead of the JS stack: a spec can build values nested 100,000 levels deep
// (`Nest(n) == <<Nest(n - 1)>>`), and every walk over such a value that recursed once per
// level overflowed the JS stack (docs/semantics.md, "No JavaScript limit reachable from
// a spec"). Used by the walks that are not on the checker's hot path (ITF, ToJson, the
// report's value trees); the hot ones recurse while shallow and go on from a stack past a
// depth (compare.ts, valueFingerprint.ts).

/**
 * The fold of `root`: `parts(n)` lists a node's children (undefined or empty for a leaf),
 * `build(n, results)` makes a node's result from its children's results, in order.
 * Children are listed when their parent is first visited, results built after the last.
 */
export function foldTree<N, R>(root: N, parts: (n: N) => readonly N[] | undefined, build: (n: N, results: R[]) => R): R {
  const nodes: N[] = [root];
  const children: (readonly N[] | undefined)[] = [parts(root)];
  const done: R[][] = [[]];
  for (;;) {
    const top = nodes.length - 1;
    const kids = children[top];
    const results = done[top]!;
    if (kids !== undefined && results.length < kids.length) {
      const next = kids[results.length]!;
      nodes.push(next);
      children.push(parts(next));
      done.push([]);
      continue;
    }
    const r = build(nodes[top]!, results);
    nodes.pop();
    children.pop();
    done.pop();
    if (top === 0) return r;
    done[top - 1]!.push(r);
  }
}
