// The public face of the Alloy front end's grammar.

export type * from "./ast.js";
export { parseAlloy, type AlloyParseResult } from "./parse.js";
