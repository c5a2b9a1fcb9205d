// Module customization hooks that append the URL of every module loaded to the file
// named by TLA2TS_MODULE_TRACE (one a line). Registered by ./register.ts.

import { appendFileSync } from "node:fs";

type NextLoad = (url: string, context: unknown) => Promise<unknown>;

export async function load(url: string, context: unknown, nextLoad: NextLoad): Promise<unknown> {
  const file = process.env["TLA2TS_MODULE_TRACE"];
  if (file !== undefined) appendFileSync(file, url + "\n");
  return nextLoad(url, context);
}
