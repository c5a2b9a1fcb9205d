// The HTML reports in a real browser (issue 14 item 5): headless Chromium opens the
// reports of the UpdateCluster lasso, the MCClusterNeverFails trace and the hostile-strings
// spec from disk, and the DOM is checked against the run's JSON result: every state and
// value present, changed values marked exactly where the value differs from the previous
// state, the loop marked, every source link landing on a highlighted span, filters
// working, no dialog or script error. Screenshots go to the test's temp folder (its path
// is logged) and must not be blank.

import test from "ava";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "puppeteer-core";
import { browserMissingMessage, browserPath, withBrowser } from "../support/browser.js";
import { colourCount, openReport, runCli, screenshotViewport, traceExplorerPng, traceExplorerScreenshot, updateClusterLasso } from "../support/reportPages.js";
import { projectRoot, sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";

interface JsonRun {
  readonly result: string;
  readonly trace: { action: string | null; state: Record<string, string> }[];
  readonly loopsBackTo: number | null;
}

/** What the page shows, read in the browser. */
interface PageFacts {
  readonly cards: { id: string; classes: string; rows: { name: string; text: string; changed: boolean }[] }[];
  readonly loopBackTo: string | null;
  readonly links: { href: string; found: boolean; inSource: boolean }[];
}

const READ_FACTS = `(() => {
  const cards = [...document.querySelectorAll(".card[data-state]")].map((card) => ({
    id: card.id,
    classes: card.className,
    rows: [...card.querySelectorAll("tr[data-var]:not(.watch)")].map((row) => {
      const folded = row.querySelector(":scope > td > details > summary .folded");
      const value = folded ?? row.querySelector(":scope > td > .v");
      return { name: row.getAttribute("data-var"), text: value ? value.textContent : "", changed: row.classList.contains("changed") };
    }),
  }));
  const back = document.querySelector(".card.loop-back");
  const links = [...document.querySelectorAll("a.source-link")].map((a) => {
    const target = document.getElementById(a.getAttribute("href").slice(1));
    return { href: a.getAttribute("href"), found: target !== null, inSource: target !== null && target.closest("pre.source") !== null };
  });
  return { cards, loopBackTo: back ? back.getAttribute("data-loop-to") : null, links };
})()`;

async function facts(page: Page): Promise<PageFacts> {
  return (await page.evaluate(READ_FACTS)) as PageFacts;
}

const reports = mkdtempSync(join(tmpdir(), "html-report-browser-"));

/** Writes the report and returns it with the same run's JSON result. */
async function report(name: string, args: readonly string[]): Promise<{ file: string; json: JsonRun }> {
  const file = join(reports, `${name}.html`);
  const r = await runCli([...args, "--html", file, "--json"]);
  const json = JSON.parse(r.out.trim().split("\n").pop()!) as JsonRun;
  return { file, json };
}

function checkTrace(t: import("ava").ExecutionContext, f: PageFacts, json: JsonRun): void {
  t.is(f.cards.length, json.trace.length, "one card per state");
  f.cards.forEach((card, i) => {
    const state = json.trace[i]!.state;
    t.is(card.id, `state-${i + 1}`);
    t.deepEqual(card.rows.map((r) => r.name).sort(), Object.keys(state).sort(), `state ${i + 1}: every variable`);
    for (const row of card.rows) {
      t.is(row.text, state[row.name], `state ${i + 1}, ${row.name}`);
      const before = json.trace[i - 1]?.state[row.name];
      t.is(row.changed, before !== undefined && before !== row.text, `state ${i + 1}, ${row.name}: marked changed iff it differs`);
    }
  });
  t.true(f.links.length > 0);
  for (const link of f.links) t.true(link.found && link.inSource, `${link.href} lands in the embedded source`);
}

async function screenshot(t: import("ava").ExecutionContext, browser: import("puppeteer-core").Browser, page: Page, name: string): Promise<void> {
  const png = await page.screenshot({ type: "png", fullPage: false });
  const file = join(reports, `${name}.png`);
  writeFileSync(file, png);
  t.log(`screenshot: ${file}`);
  t.true((await colourCount(browser, png)) > 20, `${name}.png is not blank`);
}

if (browserPath === undefined) {
  console.warn(browserMissingMessage());
  test.skip("HTML reports in headless Chromium (no browser installed)", () => {});
} else {
  test("hostile strings render as text: no dialog, no script error, the value intact", async (t) => {
    const { file, json } = await report("hostile", ["check", join(projectRoot, "corpus", "regressions", "HtmlHostileStrings.tla")]);
    await withBrowser(async (browser) => {
      const { page, incidents } = await openReport(browser, file);
      checkTrace(t, await facts(page), json);
      t.deepEqual(incidents, []);
      t.is(await page.evaluate(`document.querySelectorAll("img, b, script").length`), 1, "only the page's own script element");
      await screenshot(t, browser, page, "hostile");
    });
  });

  if (!sharedAvailable) {
    test.skip("UpdateCluster and MCClusterNeverFails reports (shared corpus missing)", (t) => t.log(sharedMissingMessage()));
  } else {
    test("UpdateCluster lasso: every state, changes marked, the loop drawn, links and filters work", async (t) => {
      const { file, json } = await report("updatecluster-lasso", ["check", updateClusterLasso.spec, "--watch", updateClusterLasso.watch]);
      t.is(json.result, "temporal");
      const loop = json.loopsBackTo!;
      await withBrowser(async (browser) => {
        const { page, incidents } = await openReport(browser, file, screenshotViewport.width, screenshotViewport.height);
        const f = await facts(page);
        checkTrace(t, f, json);
        t.is(f.loopBackTo, String(loop + 1), "the back-to card names the state the cycle returns to");
        t.is(await page.evaluate(`document.querySelector("header a.source-link").textContent`), "NoPartialUpdateTermination", "the header links the violated property");
        f.cards.forEach((card, i) => {
          t.is(card.classes.includes("loop-start"), i === loop, `state ${i + 1}: loop start`);
          t.is(card.classes.includes("in-loop"), i >= loop, `state ${i + 1}: inside the loop`);
        });
        // Following an action link highlights that action's span in the source.
        const href = (await page.evaluate(`document.querySelector(".card:not(:first-child) a.source-link").getAttribute("href")`)) as string;
        await page.click(`.card a.source-link[href="${href}"]`);
        await page.waitForFunction(`location.hash === ${JSON.stringify(href)}`);
        const active = (await page.evaluate(`[...document.querySelectorAll("mark.active")].map((m) => m.textContent).join("")`)) as string;
        t.true(active.length > 0, "the linked span is highlighted");
        // Unticking a variable hides its rows in every card.
        await page.click('input[data-filter-var="requests"]');
        const shown = (await page.evaluate(`[...document.querySelectorAll('tr[data-var="requests"]')].filter((r) => r.offsetParent !== null).length`)) as number;
        t.is(shown, 0);
        await page.click('input[data-filter-var="requests"]');
        // The watch expression has a row in every card.
        t.is(await page.evaluate(`document.querySelectorAll("tr.watch:not(.error)").length`), json.trace.length);
        t.deepEqual(incidents, []);
        const png = await traceExplorerScreenshot(page);
        writeFileSync(join(reports, "trace-explorer.png"), png);
        t.true((await colourCount(browser, png)) > 20, "the trace explorer screenshot is not blank");
        await screenshot(t, browser, page, "updatecluster-lasso");
      });
      const committed = readFileSync(join(projectRoot, traceExplorerPng));
      t.is(committed.subarray(1, 4).toString(), "PNG", "the README's screenshot is a PNG (npm run golden:update makes it)");
    });

    test("MCClusterNeverFails: the 6-state trace and the state graph with the trace's nodes linked to their cards", async (t) => {
      const spec = join(sharedDir, "corpus", "updatecluster-final", "MCClusterNeverFails.tla");
      const { file, json } = await report("mcclusterneverfails", ["check", spec]);
      t.is(json.result, "invariant");
      await withBrowser(async (browser) => {
        const { page, incidents } = await openReport(browser, file);
        const f = await facts(page);
        checkTrace(t, f, json);
        t.is(f.cards.length, 6);
        const graph = (await page.evaluate(`(() => {
          const nodes = [...document.querySelectorAll("#graph svg g.node")];
          const onTrace = nodes.filter((n) => n.classList.contains("ontrace"));
          const targets = onTrace.map((n) => n.querySelector("a")?.getAttribute("href") ?? n.querySelector("a")?.getAttribute("xlink:href"));
          return { nodes: nodes.length, onTrace: onTrace.length, targetsFound: targets.filter((h) => h && document.getElementById(h.slice(1))).length };
        })()`)) as { nodes: number; onTrace: number; targetsFound: number };
        t.deepEqual(graph, { nodes: 317, onTrace: 6, targetsFound: 6 });
        t.deepEqual(incidents, []);
        await screenshot(t, browser, page, "mcclusterneverfails");
        await page.evaluate(`document.getElementById("graph").scrollIntoView()`);
        await screenshot(t, browser, page, "mcclusterneverfails-graph");
      });
    });
  }
}
