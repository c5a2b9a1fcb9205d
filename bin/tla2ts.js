#!/usr/bin/env node
// The CLI entry named in package.json "bin". The sources are TypeScript compiled to
// build/ by `npm ci` (the "prepare" script), so this file only hands over to them.
import { main } from "../build/compiler/cli/main.js";

process.exitCode = await main(process.argv.slice(2));
