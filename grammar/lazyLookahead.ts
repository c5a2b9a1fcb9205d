// Chevrotain's LL(k) lookahead, computed per decision on first use instead of all at
// once when a parser is constructed. Building the TLA+ parser spent most of its
// construction computing lookahead for every alternation and repetition of the
// grammar (measured: the proof-step alternation alone took a quarter of it), and a
// spec without proofs, like most, never takes those decisions. The functions are the
// ones Chevrotain would have built, from the same grammar, so parsing is unchanged;
// grammar validation (the parser's `validate` option) still runs eagerly.

import { LLkLookaheadStrategy, type ILookaheadStrategy } from "./chevrotain.js";

type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
type AlternationDecider = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type OptionalDecider = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;

export class LazyLookaheadStrategy extends LLkLookaheadStrategy {
  override buildLookaheadForAlternation(options: AlternationOptions): AlternationDecider {
    let decide: AlternationDecider | undefined;
    const build = (): AlternationDecider => super.buildLookaheadForAlternation(options);
    // Chevrotain calls deciders with the parser as `this`.
    return function (this: unknown, alternatives) {
      decide ??= build();
      return decide.call(this, alternatives);
    };
  }

  override buildLookaheadForOptional(options: OptionalOptions): OptionalDecider {
    let decide: OptionalDecider | undefined;
    const build = (): OptionalDecider => super.buildLookaheadForOptional(options);
    return function (this: unknown) {
      decide ??= build();
      return decide.call(this);
    };
  }
}
