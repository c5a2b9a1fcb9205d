// Chevrotain's LL(k) lookahead, computed per decision on first use instead of all at
// once when a parser is constructed: a spec without proofs, like most, never takes the
// proof grammar's decisions. The functions are the ones Chevrotain would have built,
// from the same grammar, so parsing is unchanged. The parsers normally read their
// lookahead from generated tables (storedLookahead.ts); this is what they do when a
// table is stale, and what the tables are checked against.

import { LLkLookaheadStrategy, type ILookaheadStrategy } from "./chevrotain.js";

type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
type AlternationDecider = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type OptionalDecider = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: AlternationOptions): AlternationDecider {
    return lazyAlternation(() => super.buildLookaheadForAlternation(options));
  }

  override buildLookaheadForOptional(options: OptionalOptions): OptionalDecider {
    return lazyOptional(() => super.buildLookaheadForOptional(options));
  }
}

/** A decider that `build`s the real one when first asked. */
export function lazyAlternation(build: () => AlternationDecider): AlternationDecider {
  let decide: AlternationDecider | undefined;
  // Chevrotain calls deciders with the parser as `this`.
  return function (this: unknown, alternatives) {
    decide ??= build();
    return decide.call(this, alternatives);
  };
}

export function lazyOptional(build: () => OptionalDecider): OptionalDecider {
  let decide: OptionalDecider | undefined;
  return function (this: unknown) {
    decide ??= build();
    return decide.call(this);
  };
}
