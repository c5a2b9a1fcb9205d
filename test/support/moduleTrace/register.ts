// `node --import .../moduleTrace/register.js CLI ...`: records which modules a run
// loads (see hooks.ts), for tests of what a command does not load.

import { register } from "node:module";

register("./hooks.js", import.meta.url);
