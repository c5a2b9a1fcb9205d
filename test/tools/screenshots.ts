// The README's screenshot of the trace explorer (docs/img/trace-explorer.png), remade by
// `npm run golden:update` exactly as htmlReportBrowser.test.ts takes it. A picture is not
// byte-stable across browser versions and fonts, so no test compares it; the browser
// test checks that it is there and takes the same picture into its temp folder.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { browserMissingMessage, browserPath, withBrowser } from "../support/browser.js";
import { openReport, runCli, screenshotViewport, traceExplorerPng, traceExplorerScreenshot, updateClusterLasso } from "../support/reportPages.js";
import { projectRoot, sharedAvailable, sharedMissingMessage } from "../support/shared.js";

/** Writes the screenshot; "changed", "unchanged" or "skipped" (no browser or no shared corpus). */
export async function updateTraceExplorerScreenshot(): Promise<"changed" | "unchanged" | "skipped"> {
  if (browserPath === undefined || !sharedAvailable) {
    console.error(`skipped ${traceExplorerPng}:${browserPath === undefined ? browserMissingMessage() : sharedMissingMessage()}`);
    return "skipped";
  }
  const html = join(mkdtempSync(join(tmpdir(), "trace-explorer-")), "report.html");
  const r = await runCli(["check", updateClusterLasso.spec, "--watch", updateClusterLasso.watch, "--html", html]);
  if (!existsSync(html)) throw new Error(`the UpdateCluster report was not written:\n${r.err}`);
  const png = await withBrowser(async (browser) => traceExplorerScreenshot((await openReport(browser, html, screenshotViewport.width, screenshotViewport.height)).page));
  const target = join(projectRoot, traceExplorerPng);
  if (existsSync(target) && Buffer.compare(readFileSync(target), Buffer.from(png)) === 0) return "unchanged";
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, png);
  console.log(`updated ${traceExplorerPng}`);
  return "changed";
}
