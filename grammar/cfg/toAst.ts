// Builds AST statements from the CST of one section. It is only called on
// sections that parsed without error, so every child the grammar requires is
// present; a missing one means the grammar and this file disagree, which is an
// internal error rather than bad input.

import type { CstElement, CstNode, IToken } from "chevrotain";
import { diagnostic, type Diagnostic, type Range } from "../../runtime/diagnostics.js";
import type {
  CfgName,
  CfgStatement,
  CfgValue,
  ConstantEntry,
  NameListKind,
  SingleNameKind,
} from "./ast.js";
import { tokenRange } from "./lexer.js";

const singleNameKinds: Readonly<Record<string, SingleNameKind>> = {
  SPECIFICATION: "Specification",
  INIT: "Init",
  NEXT: "Next",
  SYMMETRY: "Symmetry",
  VIEW: "View",
  ALIAS: "Alias",
  POSTCONDITION: "Postcondition",
  TYPE_CONSTRAINT: "TypeConstraint",
};

const nameListKinds: Readonly<Record<string, NameListKind>> = {
  INVARIANT: "Invariants",
  INVARIANTS: "Invariants",
  PROPERTY: "Properties",
  PROPERTIES: "Properties",
  CONSTRAINT: "Constraints",
  CONSTRAINTS: "Constraints",
  ACTION_CONSTRAINT: "ActionConstraints",
  ACTION_CONSTRAINTS: "ActionConstraints",
};

// TLC stores .cfg integers with Integer.parseInt.
const minInt = -(2n ** 31n);
const maxInt = 2n ** 31n - 1n;

class GrammarMismatch extends Error {}

export class CfgAstBuilder {
  constructor(
    private readonly path: string,
    private readonly diagnostics: Diagnostic[],
  ) {}

  /** The statement of a section's CST, or undefined after reporting an internal error. */
  statement(section: CstNode): CfgStatement | undefined {
    try {
      return this.section(section);
    } catch (error) {
      if (!(error instanceof GrammarMismatch)) throw error;
      this.diagnostics.push(diagnostic("InternalError", this.path, nodeRange(section), { message: error.message }));
      return undefined;
    }
  }

  private section(node: CstNode): CfgStatement {
    const keyword = token(node, "keyword");
    const range = nodeRange(node);
    switch (node.name) {
      case "singleNameSection": {
        const kind = singleNameKinds[keyword.image];
        if (kind === undefined) throw new GrammarMismatch(`no statement kind for ${keyword.image}`);
        return { kind, keyword: keyword.image, name: nameOf(token(node, "name")), range };
      }
      case "nameListSection": {
        const kind = nameListKinds[keyword.image];
        if (kind === undefined) throw new GrammarMismatch(`no statement kind for ${keyword.image}`);
        return { kind, keyword: keyword.image, names: tokens(node, "name").map(nameOf), range };
      }
      case "checkDeadlockSection": {
        const value = token(node, "value");
        return { kind: "CheckDeadlock", keyword: keyword.image, value: value.image === "TRUE", valueRange: tokenRange(value), range };
      }
      case "constantsSection":
        return { kind: "Constants", keyword: keyword.image, entries: nodes(node, "entry").map((e) => this.entry(e)), range };
      default:
        throw new GrammarMismatch(`unknown section rule ${node.name}`);
    }
  }

  private entry(node: CstNode): ConstantEntry {
    const range = nodeRange(node);
    const name = qualifiedName(single(nodes(node, "lhs"), "lhs"));
    const scope = nodes(node, "module")[0];
    const module = scope === undefined ? undefined : nameOf(token(scope, "name"));
    if (tokens(node, "arrow").length > 0) {
      return { kind: "Override", name, module, definition: nameOf(token(node, "definition")), range };
    }
    const argList = nodes(node, "args")[0];
    const args = argList === undefined ? [] : nodes(argList, "arg").map((v) => this.value(v));
    return { kind: "Assignment", name, args, module, value: this.value(single(nodes(node, "value"), "value")), range };
  }

  private value(node: CstNode): CfgValue {
    const range = nodeRange(node);
    const c = node.children;
    if (c["number"] !== undefined) {
      const digits = token(node, "number").image;
      const text = c["minus"] !== undefined ? "-" + digits : digits;
      const value = BigInt(text);
      // TLC's ModelConfig.parseValue has no negative numbers (TLC-SEMANTICS §7.1);
      // we read them to recover but report what TLC would reject.
      if (c["minus"] !== undefined) {
        this.diagnostics.push(diagnostic("CfgNegativeInteger", this.path, range, { found: text }));
      } else if (value < minInt || value > maxInt) {
        this.diagnostics.push(diagnostic("CfgIntegerOutOfRange", this.path, range, { found: text }));
      }
      // Canonical decimal text: `007` and `7` are the same integer to TLC.
      return { kind: "Int", value: value.toString(), range };
    }
    if (c["string"] !== undefined) {
      const image = token(node, "string").image;
      return { kind: "Str", value: image.slice(1, image.endsWith('"') && image.length > 1 ? -1 : undefined), range };
    }
    if (c["true"] !== undefined) return { kind: "Bool", value: true, range };
    if (c["false"] !== undefined) return { kind: "Bool", value: false, range };
    if (c["modelValue"] !== undefined) return { kind: "ModelValue", name: token(node, "modelValue").image, range };
    const set = nodes(node, "set")[0];
    if (set !== undefined) return { kind: "Set", elements: nodes(set, "element").map((e) => this.value(e)), range };
    throw new GrammarMismatch("a value node with no recognised child");
  }
}

function qualifiedName(node: CstNode): CfgName {
  const parts = tokens(node, "part");
  return { kind: "Name", name: parts.map((p) => p.image).join("!"), range: nodeRange(node) };
}

function nameOf(t: IToken): CfgName {
  return { kind: "Name", name: t.image, range: tokenRange(t) };
}

export function nodeRange(node: CstNode): Range {
  const loc = node.location;
  if (loc === undefined || Number.isNaN(loc.startOffset)) return { start: 0, end: 0 };
  return { start: loc.startOffset, end: (loc.endOffset ?? loc.startOffset) + 1 };
}

function isToken(e: CstElement): e is IToken {
  return (e as IToken).tokenType !== undefined;
}

function tokens(node: CstNode, label: string): IToken[] {
  return (node.children[label] ?? []).filter(isToken);
}

function nodes(node: CstNode, label: string): CstNode[] {
  return (node.children[label] ?? []).filter((e): e is CstNode => !isToken(e));
}

function token(node: CstNode, label: string): IToken {
  return single(tokens(node, label), label);
}

function single<T>(items: readonly T[], label: string): T {
  const first = items[0];
  if (first === undefined) throw new GrammarMismatch(`missing '${label}' child`);
  return first;
}
