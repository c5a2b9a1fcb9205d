// `tla2ts run --html / --svg`: the theme's projection gives one picture per atom with a
// slider, its colours, shapes and hidden relations reach the SVG, the table view lists
// every atom and field, names from the model cannot break out of the markup, and the
// page is the same bytes from run to run (time figures aside).

import test from "ava";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { tableView } from "../../compiler/report/alloyReport.js";
import type { AlloyInstance } from "../../runtime/alloy/instance.js";

async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main(args, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

// Lamps lit at some steps; `owner` is hidden by the theme, `tag` shown as an attribute.
const LAMPS = `open util/ordering[Time]
sig Time {}
sig Tag {}
sig Lamp { lit: set Time, tag: one Tag, owner: lone Lamp }
fact { all t: Time | some lit.t }
run {} for 3 but exactly 3 Time, exactly 2 Lamp, exactly 1 Tag
`;

const THEME = `<?xml version="1.0"?>
<alloy>
<view>
<projection> <type name="Time"/> </projection>
<defaultnode/>
<defaultedge/>
<node color="Red" shape="Ellipse"> <type name="Lamp"/> </node>
<edge visible="no"> <relation name="owner"> <type name="Lamp"/> <type name="Lamp"/> </relation> </edge>
<edge visible="no" attribute="yes"> <relation name="tag"> <type name="Lamp"/> <type name="Tag"/> </relation> </edge>
</view>
</alloy>
`;

function lampsDir(theme = true): string {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-report-"));
  writeFileSync(join(dir, "Lamps.als"), LAMPS);
  if (theme) writeFileSync(join(dir, "Lamps.thm"), THEME);
  return dir;
}

/** The page without its time figures, which differ from run to run. */
function timeless(html: string): string {
  return html.replace(/[\d,]+ ms/g, "_ ms");
}

test("--html: one picture per atom of the projected sig, a slider over them, the theme's colours and shapes, hidden relations left out", async (t) => {
  const dir = lampsDir();
  const file = join(dir, "report.html");
  const r = await run(["run", join(dir, "Lamps.als"), "--html", file]);
  t.is(r.code, 0, r.err);
  const html = readFileSync(file, "utf8");
  const figures = [...html.matchAll(/<figure class="graph picture( hidden)?" data-step="(\d)" data-atom="([^"]+)"/g)];
  t.deepEqual(
    figures.map((m) => [m[2], m[3]]),
    [
      ["0", "Time$0"],
      ["1", "Time$1"],
      ["2", "Time$2"],
    ],
  );
  t.deepEqual(
    figures.map((m) => m[1] === " hidden"),
    [false, true, true],
    "only the first picture shows at first",
  );
  t.regex(html, /<input type="range" min="0" max="2" value="0"/);
  t.is((html.match(/<svg/g) ?? []).length, 3);
  t.regex(html, /<ellipse fill="red"/i, "Lamp nodes are red ellipses");
  t.notRegex(html, /<text[^>]*>owner<\/text>/, "the hidden relation draws no arc");
  t.regex(html, /tag: Tag/, "the attribute relation is written inside its node");
  // The table view still lists the hidden relation: it hides nothing.
  t.regex(html, /<table class="data sig-table" data-sig="Lamp"><tr><th>Lamp<\/th><th>lit<\/th><th>tag<\/th><th>owner<\/th><\/tr>/);
  t.regex(html, /theme Lamps\.thm/);
});

test("--html without a theme draws the whole instance once and offers no slider", async (t) => {
  const dir = lampsDir(false);
  const file = join(dir, "report.html");
  t.is((await run(["run", join(dir, "Lamps.als"), "--html", file])).code, 0);
  const html = readFileSync(file, "utf8");
  t.is((html.match(/<svg/g) ?? []).length, 1);
  t.notRegex(html, /type="range"/);
});

test("--html is the same page on every run, time figures aside", async (t) => {
  const dir = lampsDir();
  const a = join(dir, "a.html");
  const b = join(dir, "b.html");
  await run(["run", join(dir, "Lamps.als"), "--html", a]);
  await run(["run", join(dir, "Lamps.als"), "--html", b]);
  t.is(timeless(readFileSync(a, "utf8")), timeless(readFileSync(b, "utf8")));
});

test("--svg writes one SVG per picture, named after the command, the instance and the projected atom", async (t) => {
  const dir = lampsDir();
  const out = join(dir, "svg");
  const r = await run(["run", join(dir, "Lamps.als"), "--svg", out, "--all", "2"]);
  t.is(r.code, 0, r.err);
  const files = readdirSync(out).sort();
  t.deepEqual(files, ["run_1-1-Time0.svg", "run_1-1-Time1.svg", "run_1-1-Time2.svg", "run_1-2-Time0.svg", "run_1-2-Time1.svg", "run_1-2-Time2.svg"]);
  for (const f of files) {
    const svg = readFileSync(join(out, f), "utf8");
    t.true(svg.startsWith('<?xml version="1.0"'), f);
    t.regex(svg, /<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\n$/, f);
  }
});

test("names from the model are escaped in the page: quotes in Alloy identifiers cannot end an attribute", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-report-"));
  // Alloy identifiers may contain ' and ".
  writeFileSync(join(dir, "Q.als"), `sig A"b'c { f"x: set A"b'c }\nrun {} for exactly 2 A"b'c\n`);
  const file = join(dir, "q.html");
  const r = await run(["run", join(dir, "Q.als"), "--html", file]);
  t.is(r.code, 0, r.err);
  const html = readFileSync(file, "utf8");
  t.regex(html, /data-sig="A&quot;b&#39;c"/);
  t.notRegex(html, /data-sig="A"b/);
  t.regex(html, /<th>f&quot;x<\/th>/);
});

test("the table view: per sig its atoms, per field the tuples each atom starts, skolems apart", (t) => {
  const instance: AlloyInstance = {
    bitwidth: 4,
    sigs: [
      { sig: "Pod", atoms: ["Pod$0", "Pod$1"] },
      { sig: "Node", atoms: ["Node$0"] },
    ],
    fields: [{ sig: "Pod", field: "on", tuples: [["Pod$0", "Node$0"]] }],
    skolems: [{ name: "$run_p", tuples: [["Pod$1"]] }],
  };
  t.is(
    tableView(instance),
    '<div class="tables">' +
      '<table class="data sig-table" data-sig="Pod"><tr><th>Pod</th><th>on</th></tr>' +
      '<tr data-atom="Pod$0"><td>Pod0</td><td>Node</td></tr><tr data-atom="Pod$1"><td>Pod1</td><td></td></tr></table>' +
      '<table class="data sig-table" data-sig="Node"><tr><th>Node</th></tr><tr data-atom="Node$0"><td>Node</td></tr></table>' +
      '<table class="data skolems"><tr><th>skolem</th><th>value</th></tr><tr><td>$run_p</td><td>Pod1</td></tr></table>' +
      "</div>",
  );
});

test("an unwritable --html file or --svg folder is a usage error (exit 2) before anything is solved", async (t) => {
  const dir = lampsDir();
  const file = join(dir, "not-a-folder");
  writeFileSync(file, "");
  const html = await run(["run", join(dir, "Lamps.als"), "--html", join(file, "report.html")]);
  t.is(html.code, 2);
  t.regex(html.err, /cannot write the HTML report to .*not-a-folder/);
  t.notRegex(html.out, /Executing/, "nothing was solved");
  const svg = await run(["run", join(dir, "Lamps.als"), "--svg", join(file, "svg")]);
  t.is(svg.code, 2);
  t.regex(svg.err, /cannot write SVG files into .*not-a-folder/);
});
