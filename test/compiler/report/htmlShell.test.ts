// The report shell: escaping, the value tree's change marks, Graphviz's SVG.
import test from "ava";
import { escapeHtml, jsonForScript } from "../../../compiler/report/html.js";
import { htmlPage } from "../../../compiler/report/htmlPage.js";
import { renderValue, type ValueNode } from "../../../compiler/report/valueTree.js";
import { dotString, renderSvg } from "../../../compiler/report/graphviz.js";

const hostile = `</script><img src=x onerror="alert(1)">&'`;

test("escaped text and script JSON cannot open or close tags", (t) => {
  t.is(escapeHtml(hostile), "&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;");
  const json = jsonForScript({ s: hostile });
  t.false(json.includes("<"));
  t.deepEqual(JSON.parse(json), { s: hostile });
});

test("the page puts section titles and the title through escaping", (t) => {
  const page = htmlPage({ title: hostile, header: "<h1>ok</h1>", sections: [{ id: "a", title: hostile, body: "<p>x</p>" }], generator: "test" });
  t.false(page.includes("<img"));
  t.is(page.match(/<script>/g)?.length, 1);
  t.true(page.includes("Content-Security-Policy"));
});

const record = (fields: Record<string, string>): ValueNode => {
  const entries = Object.entries(fields).map(([key, text]) => ({ key, value: { text } }));
  return { text: "[" + entries.map((e) => `${e.key} |-> ${e.value.text}`).join(", ") + "]", kind: "record", entries };
};

test("a long composite is an open <details>; only the entry that differs is marked", (t) => {
  const before = record({ alpha: "1", beta: '"some long text here"', gamma: "3" });
  const after = record({ alpha: "1", beta: '"some long text there"', gamma: "3" });
  const html = renderValue(after, before);
  t.regex(html, /^<details class="tree changed" open>/);
  t.is(html.match(/class="v changed"/g)?.length, 1);
  t.true(html.includes('<span class="v changed">&quot;some long text there&quot;</span>'));
  t.false(renderValue(after, after).includes("changed"));
  t.false(renderValue(after).includes("changed"));
});

test("a short value stays on one line and is marked whole", (t) => {
  t.is(renderValue({ text: "<<1, 2>>" }, { text: "<<1>>" }), '<span class="v changed">&lt;&lt;1, 2&gt;&gt;</span>');
});

test("Graphviz renders DOT to an inline <svg> whose labels are escaped", async (t) => {
  const svg = await renderSvg(`digraph { a -> b [label=${dotString(hostile)}] }`);
  t.true(svg.startsWith("<svg"));
  t.false(svg.includes("<img"));
  t.true(svg.includes("&lt;/script&gt;"));
  await t.throwsAsync(() => renderSvg("digraph { a -> }"), { message: /Graphviz could not lay out/ });
});

test("an embedded source marks a span over several lines and anchors its start", async (t) => {
  const { renderSource } = await import("../../../compiler/report/sourceView.js");
  const html = renderSource({
    label: "M.tla",
    linePrefix: "m",
    text: "A == x' = 1\nB == /\\ y' = 2\n     /\\ z' = <b>\n",
    spans: [{ id: "span-B", line: 2, column: 6, endLine: 3, endColumn: 16 }],
  });
  t.is(html.match(/class="line"/g)?.length, 3);
  t.true(html.includes('id="m-L2"'));
  t.true(html.includes('B == <span id="span-B"></span><mark data-span="span-B">/\\ y&#39; = 2</mark>'));
  t.true(html.includes('<mark data-span="span-B">     /\\ z&#39; = &lt;b&gt;</mark>'));
});
