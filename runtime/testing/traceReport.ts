// The text of an invalid trace, shared by the typed API (plain values) and `tla2ts
// validate` (TLA+ values): which line no behaviour reaches, the candidate states before
// it (at most a few printed), and the closest reached state with, per variable, what
// differs. The callers render the values; this decides the layout.

/** Candidate states printed before the line; the count says how many there are. */
export const PRINTED_CANDIDATES = 3;

export interface MismatchParts {
  readonly module: string;
  /** `line 500` (with the file when there is one). */
  readonly where: string;
  /** The logged values of the line, rendered. */
  readonly logged: string;
  /** The logged action, rendered, when the line names one. */
  readonly loggedAction?: string;
  /** True for the first line: the candidates are the initial states. */
  readonly first: boolean;
  readonly candidateCount: number;
  /** At most PRINTED_CANDIDATES, rendered (several lines each allowed). */
  readonly candidates: readonly string[];
  readonly closest?: {
    readonly state: string;
    /** The sub-action of the last step into it. */
    readonly action?: string;
    readonly actionDiffers: boolean;
    /** One line per differing place. */
    readonly details: readonly string[];
  };
}

const indent = (text: string, by: string): string => text.split("\n").map((l) => by + l).join("\n");

export function mismatchReport(p: MismatchParts): string {
  const out = [`invalid: no behaviour of ${p.module} reaches ${p.where}: ${p.logged}${p.loggedAction === undefined ? "" : ` after ${p.loggedAction}`}`];
  const what = p.first ? "initial state(s)" : "candidate state(s) after the line before";
  out.push(`${p.candidateCount} ${what}${p.candidateCount > p.candidates.length ? `, the first ${p.candidates.length}` : ""}:`);
  p.candidates.forEach((c, i) => out.push(`  candidate ${i + 1}:`, indent(c, "    ")));
  const c = p.closest;
  if (c === undefined) {
    out.push(p.first || p.candidateCount === 0 ? "no state to compare with" : `no successor of a candidate${p.loggedAction === undefined ? "" : ` through ${p.loggedAction}`}`);
    return out.join("\n");
  }
  out.push(`closest reachable state${c.action === undefined ? "" : ` (after ${c.action})`}:`, indent(c.state, "    "));
  if (c.actionDiffers && p.first && c.action === undefined) out.push(`  the line names the action ${p.loggedAction}, but no action leads to an initial state (log the initial state without one, or allow steps before it with a larger gap)`);
  else if (c.actionDiffers) out.push(`  no step through ${p.loggedAction} reaches a state that agrees with the line; the closest state is reached ${c.action === undefined ? "by stuttering" : `through ${c.action}`}`);
  for (const d of c.details) out.push(`  ${d}`);
  return out.join("\n");
}
