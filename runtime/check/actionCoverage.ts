// TLC's action coverage (`-coverage`): for Init and for each action of the next-state
// relation, `distinct:generated`, where generated counts every state the action
// produced (duplicates included) and distinct the states it found first. Sub-actions
// that come from one operator (`Dispatch(w1)`, `Dispatch(w2)`) are one line, as in TLC.
// See docs/semantics.md ("Coverage and state-graph dump") for where we differ from TLC.

import { tlcLocation } from "./report.js";
import type { SearchObserver } from "./searchObserver.js";
import type { ActionGenerator, CompiledSpec, SourceLocation, State } from "./spec.js";

export interface ActionCount {
  /** The operator's name without its arguments (`Dispatch`); "Init" for the initial states. */
  readonly name: string;
  readonly location: SourceLocation | undefined;
  distinct: number;
  generated: number;
}

export class ActionCoverage implements SearchObserver {
  readonly init: ActionCount = { name: "Init", location: undefined, distinct: 0, generated: 0 };
  /** One entry per operator, in the order of the spec's first sub-action of it. */
  readonly actions: ActionCount[] = [];
  /** Each sub-action's count, by the operator it comes from: `name@location`. */
  private readonly byKey = new Map<string, ActionCount>();
  private readonly byAction = new Map<ActionGenerator, ActionCount>();

  constructor(spec: CompiledSpec) {
    for (const a of spec.actions) this.countOf(a);
  }

  /**
   * The count of `action`'s operator. A run evaluates the sub-actions built over its own
   * context (`withActionsOver`), other objects than the spec's `actions`: those are found by
   * their operator, once each.
   */
  private countOf(action: ActionGenerator): ActionCount {
    let count = this.byAction.get(action);
    if (count !== undefined) return count;
    const name = operatorName(action.name);
    const key = `${name}@${tlcLocation(action.location)}`;
    count = this.byKey.get(key);
    if (count === undefined) {
      count = { name, location: action.location, distinct: 0, generated: 0 };
      this.byKey.set(key, count);
      this.actions.push(count);
    }
    this.byAction.set(action, count);
    return count;
  }

  initialState(_s: State, _inModel: boolean, isNew: boolean): void {
    this.init.generated++;
    if (isNew) this.init.distinct++;
  }

  successor(_from: number, action: ActionGenerator, _s: State, _inModel: boolean, isNew: boolean): void {
    const count = this.countOf(action);
    count.generated++;
    if (isNew) count.distinct++;
  }

  /** The counts, Init first, for --json. */
  counts(): { action: string; location?: string; distinct: number; generated: number }[] {
    return [this.init, ...this.actions].map((c) => ({
      action: c.name,
      ...(c.location !== undefined ? { location: tlcLocation(c.location) } : {}),
      distinct: c.distinct,
      generated: c.generated,
    }));
  }

  /** The lines TLC prints, from "The coverage statistics" to "End of statistics.". */
  report(timestamp: string): string[] {
    const lines = [`The coverage statistics at ${timestamp}`];
    for (const c of [this.init, ...this.actions]) lines.push(`${label(c)}: ${c.distinct}:${c.generated}`);
    for (const c of this.actions) if (c.generated === 0) lines.push(`Warning: the action ${label(c)} was never enabled.`);
    lines.push("End of statistics.");
    return lines;
  }
}

function label(c: ActionCount): string {
  return c.location === undefined ? `<${c.name}>` : `<${c.name} ${tlcLocation(c.location)}>`;
}

/** `Dispatch(w1)` → `Dispatch`. */
function operatorName(subAction: string): string {
  const paren = subAction.indexOf("(");
  return paren < 0 ? subAction : subAction.slice(0, paren);
}
