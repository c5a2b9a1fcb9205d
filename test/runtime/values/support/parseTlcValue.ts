// Reads values written in TLC's printed syntax (as in TLC's state dumps) back into
// runtime values, through the factory. Test support only: the runtime never parses.
// Identifiers other than TRUE/FALSE become model values; records and `:>` functions
// are built with `record`/`fcn`, so the factory, not the text, decides the order.

import {
  fcn,
  interval,
  modelValue,
  setOf,
  str,
  tuple,
  type InternTable,
  type Value,
} from "../../../../runtime/values/index.js";

export function parseTlcValue(table: InternTable, text: string): Value {
  const p = new Reader(table, text);
  const v = p.value();
  p.skip();
  if (p.pos !== text.length) throw new Error(`trailing text at ${p.pos} in ${text}`);
  return v;
}

class Reader {
  pos = 0;
  constructor(
    private readonly table: InternTable,
    private readonly s: string,
  ) {}

  skip(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
  }

  private eat(tok: string): boolean {
    this.skip();
    if (this.s.startsWith(tok, this.pos)) {
      this.pos += tok.length;
      return true;
    }
    return false;
  }

  private expect(tok: string): void {
    if (!this.eat(tok)) throw new Error(`expected ${tok} at ${this.pos} in ${this.s}`);
  }

  private list(close: string, item: () => void, sep: string): void {
    if (this.eat(close)) return;
    do item();
    while (this.eat(sep));
    this.expect(close);
  }

  value(): Value {
    this.skip();
    if (this.eat("{")) {
      const xs: Value[] = [];
      this.list("}", () => xs.push(this.value()), ",");
      return setOf(xs);
    }
    if (this.eat("<<")) {
      const xs: Value[] = [];
      this.list(">>", () => xs.push(this.value()), ",");
      return tuple(xs);
    }
    if (this.eat("[")) {
      const names: Value[] = [];
      const values: Value[] = [];
      this.list(
        "]",
        () => {
          names.push(str(this.table, this.identifier()));
          this.expect("|->");
          values.push(this.value());
        },
        ",",
      );
      return fcn(names, values);
    }
    if (this.eat("(")) {
      const dom: Value[] = [];
      const values: Value[] = [];
      this.list(
        ")",
        () => {
          dom.push(this.value());
          this.expect(":>");
          values.push(this.value());
        },
        "@@",
      );
      return fcn(dom, values);
    }
    if (this.s[this.pos] === '"') return str(this.table, this.stringLiteral());
    const num = /^-?\d+/.exec(this.s.slice(this.pos, this.pos + 12));
    if (num !== null) {
      this.pos += num[0].length;
      const lo = Number(num[0]);
      if (this.eat("..")) {
        const hi = /^-?\d+/.exec(this.s.slice(this.pos))![0];
        this.pos += hi.length;
        return interval(lo, Number(hi));
      }
      return lo;
    }
    const id = this.identifier();
    if (id === "TRUE") return true;
    if (id === "FALSE") return false;
    return modelValue(this.table, id);
  }

  private identifier(): string {
    this.skip();
    const m = /^[A-Za-z0-9_]+/.exec(this.s.slice(this.pos, this.pos + 200));
    if (m === null) throw new Error(`expected a name at ${this.pos} in ${this.s}`);
    this.pos += m[0].length;
    return m[0];
  }

  private stringLiteral(): string {
    let out = "";
    this.pos++;
    for (;;) {
      const c = this.s[this.pos++];
      if (c === undefined) throw new Error("unterminated string");
      if (c === '"') return out;
      if (c === "\\") {
        const e = this.s[this.pos++]!;
        out += e === "n" ? "\n" : e === "t" ? "\t" : e === "r" ? "\r" : e === "f" ? "\f" : e;
      } else out += c;
    }
  }
}

/** The names (identifiers and string contents) of `text` in first-appearance order. */
export function namesInOrder(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([A-Za-z_][A-Za-z0-9_]*)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const name = m[1] ?? m[2]!;
    if (!seen.has(name)) {
      seen.add(name);
      out.push(name);
    }
  }
  return out;
}
