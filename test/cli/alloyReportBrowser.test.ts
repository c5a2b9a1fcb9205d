// The Kubernetes instance's report in headless Chromium: every atom of the instance is on
// the page, the projection's slider and buttons switch the picture shown, the table view
// is there, the page raises no script error, and its screenshots are drawn (not blank).
// The screenshots are left in the test's temp folder for review (the path is logged).

import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { browserMissingMessage, browserPath, withBrowser } from "../support/browser.js";
import { colourCount, openReport } from "../support/reportPages.js";
import { sharedAvailable, sharedDir, sharedMissingMessage } from "../support/shared.js";
import { main } from "../../compiler/cli/main.js";

if (browserPath === undefined || !sharedAvailable) {
  console.warn(browserPath === undefined ? browserMissingMessage() : sharedMissingMessage());
  test.skip("the Kubernetes instance report in Chromium (no browser or no shared corpus)", () => {});
} else {
  test("the Kubernetes instance report: every atom present, the slider steps through Time, tables, drawn screenshots", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "tla2ts-alloy-browser-"));
    const file = join(dir, "kubernetes.html");
    let out = "";
    const code = await main(["run", join(sharedDir, "corpus", "kubernetes", "Kubernetes.als"), "--html", file, "--json"], {
      out: (s) => (out += s),
      err: () => {},
    });
    t.is(code, 0);
    const result = JSON.parse(out.trimEnd().split("\n").pop()!) as { instances: { sigs: Record<string, string[]> }[] };
    const atoms = new Set(Object.values(result.instances[0]!.sigs).flat().filter((a) => a.includes("$")));
    t.true(atoms.size > 20, `the instance has ${atoms.size} sig atoms`);

    await withBrowser(async (browser) => {
      const { page, incidents } = await openReport(browser, file);
      const onPage = new Set((await page.evaluate(`Array.from(document.querySelectorAll("tr[data-atom]"), (r) => r.getAttribute("data-atom"))`)) as string[]);
      for (const atom of atoms) t.true(onPage.has(atom), `${atom} is in the table view`);
      t.true((await page.evaluate(`document.querySelectorAll("table.sig-table").length`)) as number >= 10, "one table per sig");

      const visible = async (): Promise<{ steps: string[]; label: string }> =>
        (await page.evaluate(`({
          steps: Array.from(document.querySelectorAll("figure.picture"))
            .filter((f) => getComputedStyle(f).display !== "none").map((f) => f.getAttribute("data-atom")),
          label: document.querySelector("div.projected output").textContent,
        })`)) as { steps: string[]; label: string };
      t.deepEqual(await visible(), { steps: ["Time$0"], label: "Time Time0" });
      const first = await page.screenshot({ type: "png", fullPage: false });

      await page.click('button[data-step-by="1"]');
      await page.click('button[data-step-by="1"]');
      t.deepEqual(await visible(), { steps: ["Time$2"], label: "Time Time2" }, "the next button steps forward");
      await page.evaluate(`(() => { const r = document.querySelector("div.projected input[type=range]"); r.value = "5"; r.dispatchEvent(new Event("input")); })()`);
      t.deepEqual(await visible(), { steps: ["Time$5"], label: "Time Time5" }, "the slider jumps to a step");
      await page.click('button[data-step-by="1"]');
      t.deepEqual((await visible()).steps, ["Time$5"], "stepping past the last picture stays on it");
      const last = await page.screenshot({ type: "png", fullPage: false });
      t.notDeepEqual(Buffer.from(first), Buffer.from(last), "another step is another picture");

      writeFileSync(join(dir, "kubernetes-time0.png"), first);
      writeFileSync(join(dir, "kubernetes-time5.png"), last);
      t.log(`screenshots: ${join(dir, "kubernetes-time0.png")}, ${join(dir, "kubernetes-time5.png")}`);
      t.true((await colourCount(browser, first)) > 20, "the first screenshot is not blank");
      t.true((await colourCount(browser, last)) > 20, "the last screenshot is not blank");
      t.deepEqual(incidents, []);
    });
  });
}
