// Text from the specification never reaches emitted code unescaped: string
// literals go through JSON.stringify (with the two line separators JSON allows but
// older JS string syntax does not escaped too), and TLA+ names become JS
// identifiers over a safe alphabet with a prefix no JS keyword or emitted helper has.

/** A JS string literal for any text. */
export function jsString(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** A JSON value as a JS literal (the two line separators escaped, as in jsString). */
export function jsonLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * A JS identifier for a TLA+ name: letters and digits are kept, every other
 * character becomes `$hex$` (its code in hex; `_` becomes `__`), and the result is prefixed so it can never
 * be a reserved word nor collide with the emitter's own `$`-helpers.
 */
export function mangle(prefix: string, name: string): string {
  let out = prefix + "_";
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    const safe = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
    out += safe ? name[i] : c === 95 ? "__" : `$${c.toString(16)}$`;
  }
  return out;
}

/** Text safe to put inside a `/* ... *\/` comment. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, "* /").replace(/[\r\n\u2028\u2029]/g, " ");
}
