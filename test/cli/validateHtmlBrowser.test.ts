// The validate report in a real browser: headless Chromium opens the report of the
// TaskQueue example's buggy log from disk; every card is there with its log line, only
// the last (the unreachable line 4) is marked, with exactly the variables the JSON result
// names as different marked and the logged value visible; no dialog or script error; the
// screenshot (in the test's temp folder, its path logged) is not blank.

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../compiler/cli/main.js";
import { browserMissingMessage, browserPath, withBrowser } from "../support/browser.js";
import { colourCount, openReport } from "../support/reportPages.js";
import { projectRoot } from "../support/shared.js";

const READ_CARDS = `[...document.querySelectorAll(".card[data-state]")].map((card) => ({
  line: card.getAttribute("data-line"),
  mismatch: card.classList.contains("mismatch"),
  differs: [...card.querySelectorAll("tr.differs")].map((row) => ({
    name: row.getAttribute("data-var"),
    logged: row.querySelector(".logged .v")?.textContent ?? null,
    visible: row.offsetParent !== null,
  })),
}))`;

interface PageCard {
  readonly line: string | null;
  readonly mismatch: boolean;
  readonly differs: { name: string; logged: string | null; visible: boolean }[];
}

if (browserPath === undefined) {
  console.warn(browserMissingMessage());
  test.skip("the validate report in headless Chromium (no browser installed)", () => {});
} else {
  test("the TaskQueue buggy log's report: every card, line 4's differences marked, no page error, not blank", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "validate-html-browser-"));
    const file = join(dir, "taskqueue-buggy.html");
    const example = join(projectRoot, "corpus", "examples");
    let out = "";
    const args = ["validate", join(example, "TaskQueue.tla"), "--map", join(example, "taskqueue", "trace-mapping.json"), "--trace", join(example, "taskqueue", "logs", "dispatcher-buggy.ndjson")];
    const code = await main([...args, "--html", file, "--json"], { out: (s) => (out += s), err: () => {} });
    t.is(code, 12);
    const json = JSON.parse(out) as { closest: { differences: { variable: string; logged: unknown }[] } };
    await withBrowser(async (browser) => {
      const { page, incidents } = await openReport(browser, file);
      const cards = (await page.evaluate(READ_CARDS)) as PageCard[];
      t.deepEqual(
        cards.map((c) => c.line),
        ["line 1", "line 2", "line 3", "line 4"],
      );
      t.deepEqual(
        cards.map((c) => c.mismatch),
        [false, false, false, true],
      );
      t.deepEqual(
        cards.map((c) => c.differs.length),
        [0, 0, 0, json.closest.differences.length],
      );
      t.deepEqual(cards[3]!.differs, [{ name: "queue", logged: "<<t3, t2>>", visible: true }]);
      // "Only changed" keeps a differing row in view.
      await page.click("input[data-filter-changed]");
      t.true((await page.evaluate(`document.querySelector("tr.differs").offsetParent !== null`)) as boolean);
      t.is(await page.evaluate(`document.getElementById("verdict").textContent`), "invalid: no behaviour of TaskQueue reaches line 4");
      t.deepEqual(incidents, []);
      const png = await page.screenshot({ type: "png", fullPage: false });
      const shot = join(dir, "taskqueue-buggy.png");
      writeFileSync(shot, png);
      t.log(`screenshot: ${shot}`);
      t.true((await colourCount(browser, png)) > 20, "the screenshot is not blank");
    });
  });
}
