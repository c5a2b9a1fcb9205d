// Helpers for the browser tests of the HTML reports and for the README's screenshot:
// write a report through the CLI, open it in headless Chromium, take screenshots and
// tell a blank one from a drawn one.

import type { Browser, Page } from "puppeteer-core";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { main } from "../../compiler/cli/main.js";
import { sharedDir } from "./shared.js";

/** The README's screenshot, made by `npm run golden:update` (test/tools/screenshots.ts). */
export const traceExplorerPng = "docs/img/trace-explorer.png";
/** The viewport it is taken in: wide enough for a lasso's three loop states and the back-to card. */
export const screenshotViewport = { width: 1700, height: 900 } as const;

/** The UpdateCluster model whose liveness counterexample is a lasso, with a watch expression. */
export const updateClusterLasso = {
  spec: join(sharedDir, "corpus", "updatecluster", "UpdateCluster.tla"),
  watch: '{r \\in DOMAIN requests : requests[r].st # "waiting"}',
};

/** Runs `tla2ts` with these arguments; the JSON result when `--json` was given. */
export async function runCli(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await main([...args, "--progress", "0"], { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

export interface OpenedReport {
  readonly page: Page;
  /** Dialogs (alert, confirm) and script errors the page raised: a report must raise none. */
  readonly incidents: string[];
}

export async function openReport(browser: Browser, file: string, width = 1400, height = 900): Promise<OpenedReport> {
  const page = await browser.newPage();
  const incidents: string[] = [];
  page.on("dialog", (d) => {
    incidents.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("pageerror", (e) => incidents.push(`page error: ${String(e)}`));
  await page.setViewport({ width, height, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(file).href, { waitUntil: "load" });
  return { page, incidents };
}

// The code run inside pages is written as strings: the project compiles without the DOM
// library (runtime code must not touch browser globals), and these few lines need it.

/**
 * How many distinct colours a PNG has (sampled), counted by drawing it on a canvas in a
 * blank page: a blank or all-white screenshot has one or two.
 */
export async function colourCount(browser: Browser, png: Uint8Array): Promise<number> {
  const page = await browser.newPage();
  try {
    const src = JSON.stringify(`data:image/png;base64,${Buffer.from(png).toString("base64")}`);
    return (await page.evaluate(`(async () => {
      const img = new Image();
      img.src = ${src};
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext("2d");
      g.drawImage(img, 0, 0);
      const pixels = g.getImageData(0, 0, img.width, img.height).data;
      const seen = new Set();
      for (let i = 0; i < pixels.length && seen.size < 1000; i += 4 * 7) seen.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
      return seen.size;
    })()`)) as number;
  } finally {
    await page.close();
  }
}

/**
 * The trace explorer as a person sees it on opening the report, scrolled to its end so
 * that a lasso's loop (up to the "back to" card) is in view: the README's picture.
 */
export async function traceExplorerScreenshot(page: Page): Promise<Uint8Array> {
  const bottom = (await page.evaluate(`(() => {
    const trace = document.querySelector(".trace");
    trace.scrollLeft = trace.scrollWidth;
    // The time figures differ from run to run; without them the picture is the same each time.
    for (const time of document.querySelectorAll(".time")) time.remove();
    window.scrollTo(0, 0);
    return Math.ceil(trace.getBoundingClientRect().bottom) + 16;
  })()`)) as number;
  const width = page.viewport()!.width;
  return page.screenshot({ type: "png", clip: { x: 0, y: 0, width, height: Math.min(bottom, 1000) } });
}
