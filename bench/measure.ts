// Fallback peak-RSS probe for bench/run.ts where GNU time is missing: runs the CLI in
// this process and, on exit, writes its peak resident set (KB) and CPU seconds (user, system)
// to the file named by the first argument, in GNU time's `%M %U %S` format. Node has no RUSAGE_CHILDREN, so the CLI must run in-process.

import { writeFileSync } from "node:fs";
import { main } from "../compiler/cli/main.js";

const [rssFile, ...args] = process.argv.slice(2);
if (rssFile === undefined) {
  process.stderr.write("usage: node build/bench/measure.js RSS_FILE check Spec.tla ...\n");
  process.exitCode = 2;
} else {
  process.on("exit", () => {
    const u = process.resourceUsage();
    writeFileSync(rssFile, `${u.maxRSS} ${u.userCPUTime / 1e6} ${u.systemCPUTime / 1e6}\n`);
  });
  process.exitCode = await main(args);
}
