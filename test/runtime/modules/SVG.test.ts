// SVG!NodesOfDirectedMultiGraph against TLC. Every expected coordinate and message is
// what ../shared/oracles/tlc printed for the same call (PrintT of the call in an ASSUME,
// the message after "Evaluating assumption ... failed."). The many-graph comparison is
// corpus/community/SvgLayout.tla (test/conformance/communityOverrides.test.ts).

import test from "ava";
import { NodesOfDirectedMultiGraph } from "../../../runtime/modules/SVG.js";
import { evalError, testContext } from "./support/context.js";

const { ctx, v, show } = testContext();
const method =
  "public static tlc2.value.impl.Value tlc2.overrides.SVG.directedMultiGraph(tlc2.value.impl.Value,tlc2.value.impl.Value,tlc2.value.impl.Value) throws java.lang.Exception";
const wrapped = (error: string): string => `Attempted to apply the operator overridden by the Java method\n${method},\nbut it produced the following error:\n${error}`;
interface Sizes {
  readonly viewWidth?: string;
  readonly nodeWidth?: string;
  readonly nodeHeight?: string;
}
/** The opts record of the recording spec: by default a 1000 × 800 view and 40 × 20 nodes (as named in TLA+). */
const opts = (algo: string, layering = "TOP_DOWN", { viewWidth = "1000", nodeWidth = "40", nodeHeight = "20" }: Sizes = {}): string =>
  `[algo |-> "${algo}", layering |-> "${layering}", view_width |-> ${viewWidth}, view_height |-> 800, node_width |-> ${nodeWidth}, node_height |-> ${nodeHeight}]`;
const layout = (nodes: string, edges: string, o: string): string => show(NodesOfDirectedMultiGraph(ctx, v(nodes), v(edges), v(o)));
const message = (nodes: string, edges: string, o: string): string | undefined => evalError(() => layout(nodes, edges, o))?.message;

const trees: readonly (readonly [string, string, string, string])[] = [
  ["{1, 2, 3, 4}", "{<<1, 2>>, <<1, 3>>, <<3, 4>>}", opts("Tree"), "<<[x |-> 160, y |-> 80], [x |-> 106, y |-> 160], [x |-> 213, y |-> 160], [x |-> 213, y |-> 240]>>"],
  ["{1, 2, 3}", "{<<2, 1>>, <<3, 1>>}", opts("Tree"), "<<[x |-> 80, y |-> 160], [x |-> 80, y |-> 80], [x |-> 160, y |-> 80]>>"],
  ["{7}", "{}", opts("Tree"), "(7 :> [x |-> 400, y |-> 500])"],
  ["{}", "{}", opts("Tree"), "<<>>"],
  ["{}", "{}", opts("Sugiyama"), "<<>>"],
  ["{1, 2}", "{}", opts("Tree", "x", { nodeWidth: "0", nodeHeight: "0" }), "<<[x |-> 0, y |-> 0], [x |-> 0, y |-> 0]>>"],
];

test("tree layouts: TLC's coordinates", (t) => {
  for (const [nodes, edges, o, expected] of trees) t.is(layout(nodes, edges, o).replace(/\s+/g, " "), expected, `${nodes} ${edges}`);
});

test("bad graphs and options: TLC's messages", (t) => {
  const cases: readonly (readonly [string, string, string, string])[] = [
    ["{1, 2}", "{<<1, 1>>}", opts("Tree"), "loops not allowed"],
    ["{1, 2}", "{<<1, 3>>}", opts("Tree"), "no such vertex in graph: 3"],
    ['{"a", "c"}', '{<<"b", "c">>}', opts("Tree"), 'no such vertex in graph: "b"'],
    ["{1, 2}", "{1}", opts("Tree"), "class tlc2.value.impl.IntValue cannot be cast to class tlc2.value.impl.TupleValue (tlc2.value.impl.IntValue and tlc2.value.impl.TupleValue are in unnamed module of loader 'app')"],
    ["{1, 2}", "{<<1, 2>>}", '[algo |-> "Tree"]', 'Attempted to access nonexistent field \'view_width\' of record\n[algo |-> "Tree"]'],
    ["{1, 2}", "{<<1, 2>>}", opts("Sugiyama", "FOO"), "No enum constant org.jungrapht.visualization.layout.algorithms.sugiyama.Layering.FOO"],
    ["<<1, 2>>", "{<<1, 2>>}", opts("Tree"), "Nodes must be a set. Value given is of type: tlc2.value.impl.TupleValue"],
    ["{1, 2}", "{<<1, 2>>}", opts("Tree", "x", { nodeHeight: "-1" }), "width and height must be non-negative"],
    ["{1, 2}", "{<<1, 2>>}", opts("Tree", "x", { viewWidth: "0" }), "Can't be <= zeros 800/0"],
    ["{1, 2}", "{<<1, 2>>}", opts("Tree", "x", { viewWidth: '"a"' }), "class tlc2.value.impl.StringValue cannot be cast to class tlc2.value.impl.IntValue (tlc2.value.impl.StringValue and tlc2.value.impl.IntValue are in unnamed module of loader 'app')"],
    // No vertex without an incoming edge: jungrapht takes a spanning tree, whose class TLC's classpath lacks.
    ["{1, 2, 3, 4}", "{<<1, 2>>, <<2, 3>>, <<3, 1>>, <<1, 4>>}", opts("Tree"), "org/jheaps/AddressableHeap"],
  ];
  for (const [nodes, edges, o, expected] of cases) t.is(message(nodes, edges, o), wrapped(expected), `${nodes} ${edges} ${o}`);
});

test("Sugiyama and Eiglsperger (TLC's result changes from run to run) are a TT5162 error for every layering", (t) => {
  for (const algo of ["Sugiyama", "Eiglsperger"]) {
    for (const layering of ["TOP_DOWN", "LONGEST_PATH", "NETWORK_SIMPLEX", "COFFMAN_GRAHAM"]) {
      const error = evalError(() => layout("{1, 2, 3}", "{<<1, 2>>, <<1, 3>>}", opts(algo, layering)));
      t.is(error?.code, "TT5162");
      t.true(error?.message.includes(`algo "${algo}" (layering ${layering})`), error?.message);
    }
  }
});
