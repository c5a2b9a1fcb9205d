// TLC's own intern table, replayed: every name TLC's JVM interns before the model
// checker starts, in TLC's order, so that a name's position in the list (from 1) is
// the token TLC gives it. A model value's hash code is built from its name's token
// (runtime/values/tlcHash.ts), and TLCModelValue("x") makes a model value named by
// the string's own UniqueString, so the layouts of graphs of such model values need
// these tokens.
//
// The order (measured by dumping util.InternTable after TLC runs, docs/semantics.md):
//  1. the .cfg's values;
//  2. SANY's built-in operator names (sanyBuiltinNames);
//  3. the root module's token images as the parser makes their nodes (text order,
//     string literals with their quotes), with its syntax-node kind names after the
//     three header tokens, "$$_void" once the first expression ends, and for each
//     infix operator application its canonical name followed by "." (SANY's
//     precedence parser looks up a mixfix form each time an infix operator meets the
//     next one, or the end of the expression, after its right operand's first part);
//     then "--unknown--";
//  4. the same for the other modules in "Parsing file" order (TLC's own modules from
//     tlcVocabulary.generated.ts, the images of their jar texts);
//  5. the semantic phase: four names of its own, then module by module in
//     "Semantic processing" order (root last) the contents of string literals and,
//     at each named INSTANCE (`I == INSTANCE N`), `I!d` for every definition N
//     exports (nested instances' too, `I!J!d`).
// Names TLC interns while setting up the model checker come after: its Java override
// classes' method names (appended to the seed by compiler/analyse/internOrder.ts), the
// names its evaluation of the constant definitions builds, "UnnamedAction", TLCGet's keys,
// its seeds (runtime/values/intern.ts and runtime/check/spec.ts `withActionsOver` reserve
// those at run time), then strings built while checking.

import type { IToken } from "../../grammar/chevrotain.js";
import { lexTla, decodeString } from "../../grammar/tla/lexer.js";

/** SANY's synonyms: the spelling whose name (plus ".") its precedence parser looks up. */
const canonicalOperator: ReadonlyMap<string, string> = new Map([
  ["<=>", "\\equiv"],
  ["/\\", "\\land"],
  ["\\/", "\\lor"],
  ["#", "/="],
  ["<=", "\\leq"],
  ["=<", "\\leq"],
  [">=", "\\geq"],
  ["\\cap", "\\intersect"],
  ["\\cup", "\\union"],
  ["(+)", "\\oplus"],
  ["(-)", "\\ominus"],
  ["(.)", "\\odot"],
  ["(/)", "\\oslash"],
  ["(\\X)", "\\otimes"],
  ["\\circ", "\\o"],
  ["\\X", "\\times"],
  ["~", "\\lnot"],
  ["\\neg", "\\lnot"],
]);

/** The name SANY gives an operator written `op`. */
export function sanyOperatorName(op: string): string {
  return canonicalOperator.get(op) ?? op;
}

/** What one module adds to the table: while it is parsed, and in the semantic phase. */
export interface ModuleInterns {
  /** Token images and the parser's own names, in the order the parser interns them. */
  readonly parse: readonly string[];
  /** The text offset each entry of `parse` stands at. */
  readonly parseOffsets: readonly number[];
  /** String literal contents, in text order. */
  readonly strings: readonly string[];
  /** Where the first expression ends (the offset before which "$$_void" goes), -1 without one. */
  readonly firstExpressionEnd: number;
  /** Index in `parse` of the first name after the three header tokens. */
  readonly afterHeader: number;
  /** For each named INSTANCE, its offset and index among the strings: `strings.slice(0, index)` come before it. */
  readonly instanceAt: readonly {
    readonly offset: number;
    readonly stringsBefore: number;
  }[];
}

interface Placed {
  readonly offset: number;
  readonly name: string;
}

/** The names SANY interns for one module's text and syntax tree. */
export function moduleInterns(
  file: string,
  text: string,
  ast: object,
  tokens?: readonly IToken[],
): ModuleInterns {
  return moduleInternsAndUses(file, text, ast as ModuleAst, tokens).interns;
}

type ModuleAst = { readonly extends?: readonly { readonly name: string }[] };

/**
 * `moduleInterns` and `moduleUses` of a module from one walk of its syntax tree, with the
 * tokens its parse made when given (`SourceText.tokens`: the text is not lexed again).
 * Every check runs this on each of the spec's own modules, so it is written for speed.
 */
export function moduleInternsAndUses(
  file: string,
  text: string,
  ast: ModuleAst,
  tokens: readonly IToken[] = lexTla(file, text).tokens,
): { interns: ModuleInterns; uses: ModuleUses } {
  const dots: Placed[] = [];
  let firstExpressionEnd = -1;
  const instanceOffsets: number[] = [];
  const instances: AnyNode[] = [];
  // Operands of operators are not expressions of their own for SANY's parser: it ends
  // only the expression they are part of. The walk marks a node's operands before it
  // visits them (children before their parent).
  walk(ast, (node, operand) => {
    const kind = node.kind;
    if (!operand && expressionKinds.has(kind)) {
      if (firstExpressionEnd < 0 || node.range.end < firstExpressionEnd)
        firstExpressionEnd = node.range.end;
    }
    if (kind === "Infix") {
      const n = node as unknown as { op: string };
      dots.push({
        offset: firstPartEnd(text, node),
        name: sanyOperatorName(n.op) + ".",
      });
    } else if (kind === "Times") {
      const parts = (node as unknown as { sets: AnyNode[] }).sets;
      for (let i = 1; i < parts.length; i++)
        dots.push({ offset: parts[i]!.range.end, name: "\\times." });
    } else if (kind === "ModuleDef") {
      instanceOffsets.push(node.range.start);
    } else if (kind === "Instance") {
      instances.push(node);
    }
  });
  dots.sort((a, b) => a.offset - b.offset);
  // Token images, and the `----` separators the lexer skips (SANY makes tokens of them).
  const images: Placed[] = [];
  const strings: string[] = [];
  const stringOffsets: number[] = [];
  let gapStart = -1;
  for (const t of tokens) {
    if (gapStart >= 0 && gapStart < t.startOffset)
      separatorsIn(text, gapStart, t.startOffset, images);
    gapStart = (t.endOffset ?? t.startOffset) + 1;
    const type = t.tokenType.name;
    if (type === "UnterminatedString") continue;
    if (type === "String") {
      // SANY interns a string token's image as written and, when escapes make it differ,
      // its decoded contents in quotes too.
      const contents = decodeString(t.image).value;
      strings.push(contents);
      stringOffsets.push(t.startOffset);
      images.push({ offset: t.startOffset, name: t.image });
      if (t.image !== `"${contents}"`)
        images.push({ offset: t.startOffset, name: `"${contents}"` });
    } else images.push({ offset: t.startOffset, name: t.image });
  }
  const parse: string[] = [];
  const parseOffsets: number[] = [];
  const put = (p: Placed): void => {
    parse.push(p.name);
    parseOffsets.push(p.offset);
  };
  let d = 0;
  for (const image of images) {
    while (d < dots.length && dots[d]!.offset <= image.offset) put(dots[d++]!);
    put(image);
  }
  while (d < dots.length) put(dots[d++]!);
  const instanceAt = instanceOffsets
    .sort((a, b) => a - b)
    .map((offset) => ({
      offset,
      stringsBefore: stringOffsets.filter((s) => s < offset).length,
    }));
  instances.sort((a, b) => a.range.start - b.range.start);
  return {
    interns: {
      parse,
      parseOffsets,
      strings,
      firstExpressionEnd,
      afterHeader: Math.min(3, parse.length),
      instanceAt,
    },
    uses: {
      extends: (ast.extends ?? []).map((e) => e.name),
      instances: instances.map(
        (i) => (i as unknown as { module: { name: string } }).module.name,
      ),
    },
  };
}

/** The modules a module names: its EXTENDS, and its INSTANCEs in text order. */
export interface ModuleUses {
  readonly extends: readonly string[];
  readonly instances: readonly string[];
}

export function moduleUses(module: {
  readonly extends: readonly { readonly name: string }[];
}): ModuleUses {
  const instances: AnyNode[] = [];
  walk(module, (n) => {
    if (n.kind === "Instance") instances.push(n);
  });
  instances.sort((a, b) => a.range.start - b.range.start);
  return {
    extends: module.extends.map((e) => e.name),
    instances: instances.map(
      (i) => (i as unknown as { module: { name: string } }).module.name,
    ),
  };
}

/**
 * The order SANY reads module files in ("Parsing file" lines), from the root: it
 * repeatedly looks, depth first from the root, for a module whose context has a name
 * not yet bound, EXTENDS names first (a module's own, then those of the modules it
 * extends, then of those it instantiates), and only when none is left INSTANCE names
 * (same walk); binding a name reads the file unless an earlier binding read it.
 * Undefined when `uses` does not know a module.
 */
export function sanyParseOrder(
  root: string,
  uses: (name: string) => ModuleUses | undefined,
): string[] | undefined {
  const order = [root];
  const bound = new Map<string, Set<string>>();
  const isBound = (m: string, n: string): boolean =>
    bound.get(m)?.has(n) === true;
  const find = (
    kind: "extends" | "instances",
  ): [string, string] | undefined => {
    const visited = new Set<string>();
    const go = (m: string): [string, string] | undefined => {
      if (visited.has(m)) return undefined;
      visited.add(m);
      const u = uses(m)!;
      for (const n of u[kind]) if (!isBound(m, n)) return [m, n];
      for (const n of u.extends) {
        const found = isBound(m, n) ? go(n) : undefined;
        if (found !== undefined) return found;
      }
      for (const n of u.instances) {
        const found = isBound(m, n) ? go(n) : undefined;
        if (found !== undefined) return found;
      }
      return undefined;
    };
    return go(root);
  };
  if (uses(root) === undefined) return undefined;
  for (;;) {
    const next = find("extends") ?? find("instances");
    if (next === undefined) return order;
    const [m, n] = next;
    if (uses(n) === undefined) return undefined;
    let set = bound.get(m);
    if (set === undefined) bound.set(m, (set = new Set()));
    set.add(n);
    if (!order.includes(n)) order.push(n);
  }
}

/** Appends to `out` the `----` separators between two tokens, skipping comments. */
function separatorsIn(text: string, from: number, to: number, out: Placed[]): void {
  let i = from;
  while (i < to) {
    if (text.startsWith("\\*", i)) {
      const eol = text.indexOf("\n", i);
      i = eol < 0 || eol > to ? to : eol + 1;
    } else if (text.startsWith("(*", i)) {
      let depth = 0;
      while (i < to) {
        if (text.startsWith("(*", i)) (depth++, (i += 2));
        else if (text.startsWith("*)", i)) {
          i += 2;
          if (--depth === 0) break;
        } else i++;
      }
    } else if (text.startsWith("----", i)) {
      let j = i;
      while (j < to && text[j] === "-") j++;
      out.push({ offset: i, name: text.slice(i, j) });
      i = j;
    } else i++;
  }
}

/**
 * Where SANY's precedence parser first meets the operator after an infix operator's
 * right operand: after its leftmost part, a parenthesised expression being one part
 * (syntax nodes leave the parentheses out of their range, their parent keeps them).
 */
function firstPartEnd(text: string, infix: AnyNode): number {
  const { left, right } = infix as unknown as { left: AnyNode; right: AnyNode };
  if (text.slice(left.range.end, right.range.start).trimEnd().endsWith("("))
    return closingParenEnd(text, right.range.end);
  let n = right;
  for (;;) {
    const first =
      n.kind === "Infix"
        ? (n as unknown as { left: AnyNode }).left
        : n.kind === "Times"
          ? (n as unknown as { sets: AnyNode[] }).sets[0]!
          : undefined;
    if (first === undefined) return n.range.end;
    if (first.range.start > n.range.start)
      return closingParenEnd(text, first.range.end);
    n = first;
  }
}

/** The offset after the `)` that closes a parenthesised expression ending at `end`. */
function closingParenEnd(text: string, end: number): number {
  const close = text.indexOf(")", end);
  return close < 0 ? end : close + 1;
}

const expressionKinds: ReadonlySet<string> = new Set([
  "Name",
  "Number",
  "String",
  "At",
  "StepRef",
  "Prefix",
  "Infix",
  "Postfix",
  "Times",
  "Junction",
  "Quant",
  "UnboundedQuant",
  "Choose",
  "SetEnum",
  "SetFilter",
  "SetMap",
  "FunctionCtor",
  "FunctionSet",
  "RecordCtor",
  "RecordSet",
  "Except",
  "Tuple",
  "FunctionApp",
  "RecordField",
  "If",
  "Case",
  "Let",
  "Lambda",
  "BoxAction",
  "AngleAction",
  "Fairness",
  "Label",
]);

interface AnyNode {
  readonly kind: string;
  readonly range: { readonly start: number; readonly end: number };
}

/**
 * Visits every syntax node below `root`, children before their parent; `operand`: the node
 * is an operand of an Infix, Prefix, Postfix or Times node (`left`, `right`, `operand`,
 * `sets`). A `for in` over each object's keys: the AST's objects are plain literals, and
 * this walk runs over every module of every check.
 */
function walk(root: unknown, visit: (n: AnyNode, operand: boolean) => void): void {
  const go = (v: object, operand: boolean): void => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const x: unknown = v[i];
        if (x !== null && typeof x === "object") go(x, operand);
      }
      return;
    }
    const o = v as Record<string, unknown>;
    const kind = o["kind"];
    const operator = kind === "Infix" || kind === "Prefix" || kind === "Postfix" || kind === "Times";
    for (const k in o) {
      if (k === "range") continue;
      const x = o[k];
      if (x === null || typeof x !== "object") continue;
      go(x, operator && operandKey(kind as string, k));
    }
    if (typeof kind === "string" && o["range"] !== undefined) visit(v as AnyNode, operand);
  };
  if (root !== null && typeof root === "object") go(root, false);
}

/** Whether the child under key `k` of an operator node of `kind` is one of its operands. */
function operandKey(kind: string, k: string): boolean {
  if (kind === "Infix") return k === "left" || k === "right";
  if (kind === "Times") return k === "sets";
  return k === "operand";
}

/** One module as the table sees it, in "Parsing file" order; `semanticRank` orders the semantic phase. */
export interface InternModule {
  readonly interns: ModuleInterns;
  /** `I!d` names per named INSTANCE of this module, in `instanceAt` order. */
  readonly instanceNames: readonly (readonly string[])[];
}

/**
 * TLC's intern table before model checking starts, as a list in token order (token
 * = index + 1): `cfgValues`, then the modules in parse order (`parsed[0]` the root),
 * then their semantic names in `semantic` order (indexes into `parsed`).
 */
export function tlcInternNames(
  cfgValues: readonly string[],
  parsed: readonly InternModule[],
  semantic: readonly number[],
): string[] {
  const table = new NameList();
  table.addAll(cfgValues);
  table.addAll(sanyBuiltinNames);
  let voidPending = true;
  parsed.forEach((m, i) => {
    const p = m.interns.parse;
    if (i === 0) {
      table.addAll(p.slice(0, m.interns.afterHeader));
      table.addAll(sanySyntaxNames);
      let rest = p.slice(m.interns.afterHeader);
      if (m.interns.firstExpressionEnd >= 0) {
        // The images up to the first expression's end, then SANY's closing operator.
        const before =
          countImagesBefore(m.interns, m.interns.firstExpressionEnd) -
          m.interns.afterHeader;
        table.addAll(rest.slice(0, before));
        table.add(sanyVoidOperatorName);
        voidPending = false;
        rest = rest.slice(before);
      }
      table.addAll(rest);
      table.add(sanyAfterRootName);
    } else {
      table.addAll(p);
      if (voidPending && m.interns.firstExpressionEnd >= 0) {
        table.add(sanyVoidOperatorName);
        voidPending = false;
      }
    }
  });
  table.addAll(sanySemanticStartNames);
  for (const i of semantic) table.addAll(semanticNames(parsed[i]!));
  return table.list;
}

/** What the semantic phase interns for one module: its string literals' contents, and at each named INSTANCE its `I!d` names. */
export function semanticNames(m: InternModule): string[] {
  const out: string[] = [];
  let s = 0;
  m.interns.instanceAt.forEach((at, k) => {
    out.push(...m.interns.strings.slice(s, at.stringsBefore));
    s = Math.max(s, at.stringsBefore);
    out.push(...(m.instanceNames[k] ?? []));
  });
  out.push(...m.interns.strings.slice(s));
  return out;
}

/** How many entries of `interns.parse` come from text before `offset` (dots included). */
function countImagesBefore(interns: ModuleInterns, offset: number): number {
  return interns.parseOffsets.filter((o) => o < offset).length;
}

class NameList {
  readonly list: string[] = [];
  private readonly seen = new Set<string>();
  add(name: string): void {
    if (this.seen.has(name)) return;
    this.seen.add(name);
    this.list.push(name);
  }
  addAll(names: Iterable<string>): void {
    for (const n of names) this.add(n);
  }
}

// Names TLC's intern table holds before it reads a spec's own names (measured on the
// oracle jar, TLC2 2026.04.29, by dumping util.InternTable after a run).

/** SANY's built-in operator names and synonyms, in the order SANY interns them. */
export const sanyBuiltinNames: readonly string[] = [
  "STRING",
  "FALSE",
  "TRUE",
  "BOOLEAN",
  "=",
  "/=",
  ".",
  "'",
  "\\lnot",
  "\\neg",
  "\\land",
  "\\lor",
  "\\equiv",
  "=>",
  "SUBSET",
  "UNION",
  "DOMAIN",
  "\\subseteq",
  "\\in",
  "\\notin",
  "\\",
  "\\intersect",
  "\\union",
  "\\times",
  "~>",
  "[]",
  "<>",
  "ENABLED",
  "UNCHANGED",
  "\\cdot",
  "-+->",
  "$AngleAct",
  "$BoundedChoose",
  "$BoundedExists",
  "$BoundedForall",
  "$CartesianProd",
  "$Case",
  "$ConjList",
  "$DisjList",
  "$Except",
  "$FcnApply",
  "$FcnConstructor",
  "$IfThenElse",
  "$NonRecursiveFcnSpec",
  "$Pair",
  "$RcdConstructor",
  "$RcdSelect",
  "$RecursiveFcnSpec",
  "$Seq",
  "$SetEnumerate",
  "$SetOfAll",
  "$SetOfFcns",
  "$SetOfRcds",
  "$SF",
  "$SquareAct",
  "$SubsetOf",
  "$TemporalExists",
  "$TemporalForall",
  "$TemporalWhile",
  "$Tuple",
  "$UnboundedChoose",
  "$UnboundedExists",
  "$UnboundedForall",
  "$WF",
  "$Nop",
  "$Qed",
  "$Pfcase",
  "$Have",
  "$Take",
  "$Pick",
  "$Witness",
  "$Suffices",
  "***I do not exist***",
  "--TLA+ BUILTINS--",
  "Formal_0",
  "Formal_1",
  "Formal_2",
  "[",
  "^",
  "/",
  "*",
  "-",
  "-.",
  "+",
  "^+",
  "^*",
  "^#",
  "<",
  "\\leq",
  ">",
  "\\geq",
  "...",
  "..",
  "|",
  "||",
  "&&",
  "&",
  "$$",
  "$",
  "??",
  "%%",
  "%",
  "##",
  "++",
  "--",
  "**",
  "//",
  "^^",
  "@@",
  "!!",
  "|-",
  "|=",
  "-|",
  "=|",
  "<:",
  ":>",
  ":=",
  "::=",
  "\\oplus",
  "\\ominus",
  "\\odot",
  "\\oslash",
  "\\otimes",
  "\\uplus",
  "\\sqcap",
  "\\sqcup",
  "\\div",
  "\\wr",
  "\\star",
  "\\o",
  "\\bigcirc",
  "\\bullet",
  "\\prec",
  "\\succ",
  "\\preceq",
  "\\succeq",
  "\\sim",
  "\\simeq",
  "\\ll",
  "\\gg",
  "\\asymp",
  "\\subset",
  "\\supset",
  "\\supseteq",
  "\\approx",
  "\\cong",
  "\\sqsubset",
  "\\sqsubseteq",
  "\\sqsupset",
  "\\sqsupseteq",
  "\\doteq",
  "\\propto",
  "~",
  "¬",
  "□",
  "◇",
  "/\\",
  "∧",
  "\\/",
  "∨",
  "<=>",
  "≡",
  "⇔",
  "#",
  "≠",
  "<=",
  "=<",
  "≤",
  ">=",
  "≥",
  "\\X",
  "×",
  "\\cap",
  "∩",
  "\\cup",
  "∪",
  "\\circ",
  "∘",
  "(+)",
  "⊕",
  "(-)",
  "⊖",
  "(.)",
  "⊙",
  "(/)",
  "⊘",
  "(\\X)",
  "⊗",
  "≈",
  "≔",
  "≍",
  "◯",
  "⩴",
  "●",
  "⋅",
  "≅",
  "÷",
  "≐",
  "‥",
  "…",
  "‼",
  "≫",
  "⇒",
  "∈",
  "⫤",
  "↝",
  "≪",
  "⊣",
  "∉",
  "⇸",
  "≺",
  "⪯",
  "∝",
  "⁇",
  "⊨",
  "⊢",
  "∼",
  "≃",
  "⊓",
  "⊔",
  "⊏",
  "⊑",
  "⊐",
  "⊒",
  "⋆",
  "⊂",
  "⊆",
  "≻",
  "⪰",
  "⊃",
  "⊇",
  "⊎",
  "‖",
  "≀",
  "⁺",
  "@",
];

/** The syntax-tree node kind names SANY interns when it builds its first node. */
export const sanySyntaxNames: readonly string[] = [
  "Not a node",
  "N_ActDecl",
  "N_ActionExpr",
  "N_AssumeDecl",
  "N_AssumeProve",
  "N_Assumption",
  "N_BeginModule",
  "N_Body",
  "N_BoundedQuant",
  "N_Case",
  "N_CaseArm",
  "N_CaseStatement",
  "N_ChooseStatement",
  "N_ConjItem",
  "N_ConjList",
  "N_ConsDecl",
  "N_DisjItem",
  "N_DisjList",
  "N_EndModule",
  "N_Except",
  "N_ExceptComponent",
  "N_ExceptSpec",
  "N_Times",
  "N_Extends",
  "N_FairnessExpr",
  "N_FcnAppl",
  "N_FcnConst",
  "N_FieldSet",
  "N_FieldVal",
  "N_FunctionDefinition",
  "N_FunctionParam",
  "N_GeneralId",
  "N_GenInfixOp",
  "N_GenNonExpPrefixOp",
  "N_GenPostfixOp",
  "N_GenPrefixOp",
  "N_IdentDecl",
  "N_Real",
  "N_IdentifierTuple",
  "N_IdentLHS",
  "N_IdPrefix",
  "N_IdPrefixElement",
  "N_IfThenElse",
  "N_InfixDecl",
  "N_InfixExpr",
  "N_InfixLHS",
  "N_InfixOp",
  "N_InnerProof",
  "N_Instance",
  "N_NonLocalInstance",
  "N_Integer",
  "N_LeafProof",
  "N_LetDefinitions",
  "N_LetIn",
  "N_MaybeBound",
  "N_Module",
  "N_ModuleDefinition",
  "N_NonExpPrefixOp",
  "N_Number",
  "N_NumberedAssumeProve",
  "N_OpApplication",
  "N_OpArgs",
  "N_OperatorDefinition",
  "N_OtherArm",
  "N_ParamDecl",
  "N_ParamDeclaration",
  "N_ParenExpr",
  "N_PostfixDecl",
  "N_PostfixExpr",
  "N_PostfixLHS",
  "N_PostfixOp",
  "N_PrefixDecl",
  "N_PrefixExpr",
  "N_PrefixLHS",
  "N_PrefixOp",
  "N_Proof",
  "N_ProofLet",
  "N_ProofName",
  "N_ProofStatement",
  "N_ProofStep",
  "N_QEDStep",
  "N_QuantBound",
  "N_RcdConstructor",
  "N_RecordComponent",
  "N_SetEnumerate",
  "N_SetOfAll",
  "N_SetOfFcns",
  "N_SetOfRcds",
  "N_String",
  "N_SubsetOf",
  "N_Substitution",
  "N_TempDecl",
  "N_Theorem",
  "N_Tuple",
  "N_UnBoundedOrBoundedChoose",
  "N_UnboundedQuant",
  "N_VariableDeclaration",
  "Token =",
  "Token \\in",
  "N_NewSymb",
  "N_Lambda",
  "N_Recursive",
  "N_Label",
  "N_StructOp",
  "N_NumerableStep",
  "N_TerminalProof",
  "N_UseOrHide",
  "N_NonExprBody",
  "N_DefStep",
  "N_HaveStep",
  "N_TakeStep",
  "N_WitnessStep",
  "N_PickStep",
  "N_CaseStep",
  "N_AssertStep",
];

/** What SANY interns once the root module is parsed, before the next file. */
export const sanyAfterRootName = "--unknown--";

/** The operator SANY pushes to close an expression, interned the first time an expression ends. */
export const sanyVoidOperatorName = "$$_void";

/** What SANY's semantic phase interns before it reads any module. */
export const sanySemanticStartNames: readonly string[] = [
  "LAMBDA",
  "$$InAssume",
  "nullODN",
  "nullOpArg",
  "nullLabelNode",
];
