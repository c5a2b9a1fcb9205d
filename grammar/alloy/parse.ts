// parseAlloy: text → syntax tree + located diagnostics. One parser instance is
// reused (building a Chevrotain parser costs more than parsing a model).

import { EOF, type IToken } from "../chevrotain.js";
import { diagnostic, type Diagnostic } from "../../runtime/diagnostics.js";
import type { AlsModule } from "./ast.js";
import { lexAlloy, tokenRange } from "./lexer.js";
import { AlloyParser } from "./parser.js";

export interface AlloyParseResult {
  /** The tree; when there are errors it holds what could be recovered. */
  readonly ast: AlsModule;
  readonly diagnostics: readonly Diagnostic[];
}

/** After this many syntax errors the rest are more likely echoes of the first ones. */
const maxSyntaxErrors = 20;

let sharedParser: AlloyParser | undefined;

/** `parser`: another parser than the shared one (tests compare stored and computed lookahead). */
export function parseAlloy(text: string, file: string, parser?: AlloyParser): AlloyParseResult {
  const lexed = lexAlloy(file, text);
  parser ??= sharedParser ??= new AlloyParser();
  const ast = parser.parse(lexed.tokens);
  const diagnostics: Diagnostic[] = [...lexed.diagnostics];
  const seen = new Set<number>();
  let count = 0;
  for (const e of parser.errors) {
    const t = e.token;
    const range = t.tokenType === EOF ? endRange(text) : tokenRange(t);
    if (seen.has(range.start)) continue;
    seen.add(range.start);
    if (++count > maxSyntaxErrors) {
      diagnostics.push(diagnostic("AlloyTooManyErrors", file, range, { count: maxSyntaxErrors }));
      break;
    }
    diagnostics.push(diagnostic("AlloyUnexpectedToken", file, range, { expected: e.message, found: describeFound(t) }));
  }
  return { ast, diagnostics };
}

function describeFound(t: IToken): string {
  return t.tokenType === EOF ? "the end of the file" : `'${t.image}'`;
}

/** The end of the file: the last character, so the caret lands on a real line. */
function endRange(text: string): { start: number; end: number } {
  const end = text.trimEnd().length;
  return { start: Math.max(0, end - 1), end: Math.max(1, end) };
}
