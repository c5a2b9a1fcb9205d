// The public face of the TLC model-file front end: parse, print, summarise.

export type * from "./ast.js";
export { parseCfg, type CfgParseResult } from "./parse.js";
export { printCfg } from "./printer.js";
export { summarizeCfg, formatCfgSummary, type CfgModel } from "./summary.js";
export { keywordSpellings } from "./tokens.js";
