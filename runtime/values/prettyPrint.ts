// TLC breaks a printed value that is wider than 80 columns over several lines
// (`tlc2/pprint/`): it parses the one-line text back into a tree and lays the tree
// out with `{ `, `<< `, `[ `, `( ` openers, one element per line. It works on the
// *text*, and when its small parser does not understand the text (an identifier with
// `_` in it, such as a record field `desired_state`, a string with an escaped quote,
// a negative interval) it gives up and prints the line unbroken. The TLC state dumps
// show both outcomes, so this module reproduces the text-based algorithm, quirks
// included, rather than laying out the value tree directly.

const enum NodeType {
  Constant,
  Set,
  Sequence,
  Record,
  Function,
  Subset,
  Pair,
}

interface Node {
  readonly type: NodeType;
  readonly first: number;
  last: number;
  readonly children: Node[];
}

/** Thrown when TLC's pretty-printer parser would fail; the caller then keeps the one-line text. */
class Unparsable extends Error {}

function isWhitespace(c: string): boolean {
  return c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\f" || c === "\v";
}

function isDigit(c: string): boolean {
  return c >= "0" && c <= "9";
}

const letterOrDigit = /[\p{L}\p{Nd}]/u;

/**
 * Values nested deeper print on one line: TLC's recursive pretty-printer overflows its
 * stack there, and one element per line at that depth would indent quadratically.
 */
const MAX_NESTING = 1000;

class TextParser {
  private depth = 0;
  constructor(private readonly s: string) {}

  private at(i: number): string {
    if (i >= this.s.length) throw new Unparsable();
    return this.s[i]!;
  }

  private skipWhitespace(i: number): number {
    while (isWhitespace(this.at(i))) i++;
    return i;
  }

  parse(index: number): Node {
    if (++this.depth > MAX_NESTING) throw new Unparsable();
    const node = this.parseNested(index);
    this.depth--;
    return node;
  }

  private parseNested(index: number): Node {
    const i = this.skipWhitespace(index);
    const c = this.at(i);
    if (c === "{") return this.parseList(i, NodeType.Set, 1, "}");
    if (c === "<") return this.parseList(i, NodeType.Sequence, 2, ">");
    if (c === "[") return this.parsePairs(i, NodeType.Record, "|->", ",", "]");
    if (c === "(") return this.parsePairs(i, NodeType.Function, ":>", "@@", ")");
    if (this.s.startsWith("SUBSET", i)) {
      const elt = this.parse(this.skipWhitespace(i + 6));
      return { type: NodeType.Subset, first: i, last: elt.last, children: [elt] };
    }
    return this.parseConstant(i);
  }

  private parseList(first: number, type: NodeType, openLength: number, close: string): Node {
    const children: Node[] = [];
    let last = this.skipWhitespace(first + openLength);
    while (this.at(last) !== close) {
      const elt = this.parse(last);
      children.push(elt);
      last = this.skipWhitespace(elt.last + 1);
      if (this.at(last) === ",") last++;
      last = this.skipWhitespace(last);
    }
    if (type === NodeType.Sequence) last++; // the second '>' of '>>'
    return { type, first, last, children };
  }

  private parsePairs(first: number, type: NodeType, div: string, sep: string, close: string): Node {
    const children: Node[] = [];
    let last = this.skipWhitespace(first + 1);
    while (this.at(last) !== close) {
      const arg = this.parse(last);
      let p = this.skipWhitespace(arg.last + 1);
      if (!this.s.startsWith(div, p)) throw new Unparsable();
      const val = this.parse(this.skipWhitespace(p + div.length));
      children.push({ type: NodeType.Pair, first: arg.first, last: val.last, children: [arg, val] });
      p = this.skipWhitespace(val.last + 1);
      if (this.s.startsWith(sep, p)) p += sep.length;
      last = this.skipWhitespace(p);
    }
    return { type, first, last, children };
  }

  private parseConstant(first: number): Node {
    const s = this.s;
    let last = first;
    const c = this.at(first);
    if (c === '"') {
      // TLC's parser stops at the next quote, escaped or not.
      do last++;
      while (this.at(last) !== '"');
      return { type: NodeType.Constant, first, last, children: [] };
    }
    if (isDigit(c)) {
      const iv = this.parseInterval(first);
      if (iv !== undefined) return iv;
    }
    if (c === "-") {
      last++;
      this.at(last);
      while (last < s.length && isDigit(s[last]!)) last++;
      return { type: NodeType.Constant, first, last: last - 1, children: [] };
    }
    if (letterOrDigit.test(c)) {
      while (last < s.length && letterOrDigit.test(s[last]!)) last++;
      return { type: NodeType.Constant, first, last: last - 1, children: [] };
    }
    throw new Unparsable();
  }

  private parseInterval(first: number): Node | undefined {
    const s = this.s;
    let last = first;
    while (last < s.length && isDigit(s[last]!)) last++;
    if (!s.startsWith("..", last)) return undefined;
    last += 2;
    if (last >= s.length || !isDigit(s[last]!)) return undefined;
    while (last < s.length && isDigit(s[last]!)) last++;
    return { type: NodeType.Constant, first, last: last - 1, children: [] };
  }
}

interface Layout {
  readonly open: string;
  readonly close: string;
  readonly pad: string;
  readonly sep: string;
  readonly div: string;
  readonly divPad: string;
}

const setLayout: Layout = { open: "{ ", close: " }", pad: "  ", sep: ",", div: "", divPad: "" };
const seqLayout: Layout = { open: "<< ", close: " >>", pad: "   ", sep: ",", div: "", divPad: "" };
const fcnLayout: Layout = { open: "( ", close: " )", pad: "  ", sep: " @@", div: " :>", divPad: "    " };
const rcdLayout: Layout = { open: "[ ", close: " ]", pad: "  ", sep: ",", div: " |->", divPad: "    " };
const subsetLayout: Layout = { open: "SUBSET ", close: " ", pad: " ", sep: ",", div: "", divPad: "" };

class Formatter {
  constructor(private readonly s: string) {}

  private text(n: Node): string {
    return this.s.slice(n.first, n.last + 1);
  }

  private len(n: Node): number {
    return n.last - n.first + 1;
  }

  format(n: Node, width: number, trailer: number, leftPad: string): string {
    if (this.len(n) <= width - trailer) return this.text(n);
    switch (n.type) {
      case NodeType.Constant:
        return this.text(n);
      case NodeType.Set:
        return this.formatList(n, width, trailer, leftPad, setLayout);
      case NodeType.Sequence:
        return this.formatList(n, width, trailer, leftPad, seqLayout);
      case NodeType.Subset:
        return this.formatList(n, width, trailer, leftPad, subsetLayout);
      case NodeType.Function:
        return this.formatPairs(n, width, trailer, leftPad, fcnLayout);
      case NodeType.Record:
        return this.formatPairs(n, width, trailer, leftPad, rcdLayout);
      case NodeType.Pair:
        throw new Unparsable();
    }
  }

  private formatList(n: Node, width: number, trailer: number, leftPad: string, l: Layout): string {
    const w = width - Math.max(l.open.length, l.pad.length);
    const t = trailer + l.close.length;
    const pad = leftPad + l.pad;
    let out = l.open;
    const cs = n.children;
    for (let i = 0; i < cs.length; i++) {
      if (i < cs.length - 1) out += this.format(cs[i]!, w, l.sep.length, pad) + l.sep + "\n" + pad;
      else out += this.format(cs[i]!, w, t, pad);
    }
    return out + l.close;
  }

  private formatPairs(n: Node, width: number, trailer: number, leftPad: string, l: Layout): string {
    const w = width - Math.max(l.open.length, l.pad.length);
    const t = trailer + l.close.length;
    const pad = leftPad + l.pad;
    const valuePad = pad + l.divPad;
    let out = l.open;
    const cs = n.children;
    for (let i = 0; i < cs.length; i++) {
      const arg = cs[i]!.children[0]!;
      const val = cs[i]!.children[1]!;
      const notLast = i < cs.length - 1;
      const tail = notLast ? l.sep + "\n" + pad : "";
      const valueTrailer = notLast ? l.sep.length : t;
      const oneLineRoom = notLast ? w - l.sep.length : w - t;
      if (this.len(arg) + l.div.length + 1 + this.len(val) <= oneLineRoom) {
        out += this.text(arg) + l.div + " " + this.text(val) + tail;
      } else {
        const head = this.len(arg) + l.div.length <= w ? this.text(arg) : this.format(arg, w, t + l.div.length, pad);
        out +=
          head +
          l.div +
          "\n" +
          valuePad +
          this.format(val, w - l.divPad.length, valueTrailer, valuePad) +
          tail;
      }
    }
    return out + l.close;
  }
}

/** TLC's layout of the one-line value text `text` in `width` columns (TLC's default 80). */
export function prettyPrint(text: string, width = 80): string {
  try {
    const tree = new TextParser(text).parse(0);
    if (tree.last < text.length - 1) return text;
    return new Formatter(text).format(tree, width, 0, "");
  } catch (e) {
    if (e instanceof Unparsable) return text;
    throw e;
  }
}
