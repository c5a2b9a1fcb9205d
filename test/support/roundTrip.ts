// Parse → print → parse for one file's text, reporting the first way the round trip
// breaks: the original does not parse, the printed text does not parse cleanly, the
// trees differ (ranges ignored), or printing the re-read tree gives different text.

import { parseTla } from "../../grammar/tla/index.js";
import { printSourceFile } from "../../grammar/tla/printer.js";
import { hasErrors, type Diagnostic } from "../../runtime/diagnostics.js";
import { astDifference, formatDifference } from "./astEqual.js";

export interface RoundTripResult {
  /** Undefined when the round trip holds. */
  readonly failure: string | undefined;
  /** The printed text (empty when the original did not parse). */
  readonly printed: string;
}

function describeDiagnostics(ds: readonly Diagnostic[], limit = 3): string {
  return ds
    .slice(0, limit)
    .map((d) => `${d.code} ${d.message} @${d.range.start}`)
    .join("; ");
}

function diagnosticKey(d: Diagnostic): string {
  return `${d.code} ${d.message}`;
}

export function roundTrip(path: string, text: string): RoundTripResult {
  const first = parseTla(path, text);
  if (first.ast === undefined || hasErrors(first.diagnostics)) {
    return { failure: `original does not parse: ${describeDiagnostics(first.diagnostics)}`, printed: "" };
  }
  const printed = printSourceFile(first.ast);
  const second = parseTla(path, printed);
  // Warnings the original also had (a module named unlike its file) are not the printer's doing.
  const known = new Set(first.diagnostics.map(diagnosticKey));
  const fresh = second.diagnostics.filter((d) => !known.has(diagnosticKey(d)));
  if (second.ast === undefined || fresh.length > 0) {
    const where = fresh[0] === undefined ? "" : ` near ${JSON.stringify(printed.slice(Math.max(0, fresh[0].range.start - 40), fresh[0].range.end + 40))}`;
    return { failure: `printed text does not parse cleanly: ${describeDiagnostics(fresh)}${where}`, printed };
  }
  const difference = astDifference(first.ast, second.ast);
  if (difference !== undefined) return { failure: `re-read tree differs ${formatDifference(difference)}`, printed };
  const reprinted = printSourceFile(second.ast);
  if (reprinted !== printed) return { failure: "printing the re-read tree gives different text", printed };
  return { failure: undefined, printed };
}
