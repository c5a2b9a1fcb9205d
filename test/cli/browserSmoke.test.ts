// The browser the report tests rely on starts and renders a page from disk, with scripts.
import test from "ava";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { browserMissingMessage, browserPath, withBrowser } from "../support/browser.js";

if (browserPath === undefined) {
  console.warn(browserMissingMessage());
  test.skip("headless Chromium renders a local page (no browser installed)", () => {});
} else {
  test("headless Chromium renders a local page and runs its script", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "browser-smoke-"));
    const file = join(dir, "page.html");
    writeFileSync(file, `<!doctype html><p id="x">static</p><script>document.getElementById("x").textContent = "scripted";</script>`);
    const text = await withBrowser(async (browser) => {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(file).href);
      return page.$eval("#x", (e) => e.textContent);
    });
    t.is(text, "scripted");
  });
}
