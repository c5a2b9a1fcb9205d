// Headless Chromium for tests that open generated reports in a real browser. The browser
// comes from the system (Debian's `chromium` package, installed by .ci/run), never from a
// download at install time: puppeteer-core carries no browser of its own. Callers skip
// loudly when `browserPath` is undefined.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";

const CANDIDATES = [process.env["TLA2TS_CHROMIUM"], "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export const browserPath: string | undefined = CANDIDATES.find((p): p is string => p !== undefined && p !== "" && existsSync(p));

export function browserMissingMessage(): string {
  return (
    `\n!!! SKIPPED: no Chromium found (looked at ${CANDIDATES.filter(Boolean).join(", ")}).\n` +
    `!!! Install Debian's chromium package (.ci/run does) or set TLA2TS_CHROMIUM; the browser tests did NOT run.\n`
  );
}

/**
 * Runs `use` with a fresh headless browser and profile, closed afterwards. The flags keep
 * Chromium off the network (the CI machine's network is closed, and a report must work
 * from disk without it anyway).
 */
export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  if (browserPath === undefined) throw new Error(browserMissingMessage());
  const profile = mkdtempSync(join(tmpdir(), "tla2ts-chromium-"));
  const browser = await puppeteer.launch({
    executablePath: browserPath,
    headless: true,
    userDataDir: profile,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
