// Operator symbols: which are built into TLA+ (need no declaration), which spellings
// are synonyms of one operator, and the key under which a symbol is looked up.
// Symbols such as `+`, `\o` or `\prec` are not built in: they mean something only
// where a module that defines them is extended or instantiated, as in SANY.

/** Names that are part of the language itself. */
export const builtinNames = ["TRUE", "FALSE", "BOOLEAN", "STRING"] as const;

/** Built-in infix operators, canonical spelling first in each synonym group. */
const builtinInfixGroups: readonly (readonly string[])[] = [
  ["=>"],
  ["<=>", "\\equiv"],
  ["/\\", "\\land"],
  ["\\/", "\\lor"],
  ["="],
  ["#", "/="],
  ["\\in"],
  ["\\notin"],
  ["\\subseteq"],
  ["\\cup", "\\union"],
  ["\\cap", "\\intersect"],
  ["\\"],
  ["~>"],
  ["-+->"],
  ["\\cdot"],
];

const builtinPrefixGroups: readonly (readonly string[])[] = [
  ["~", "\\lnot", "\\neg"],
  ["[]"],
  ["<>"],
  ["ENABLED"],
  ["UNCHANGED"],
  ["SUBSET"],
  ["UNION"],
  ["DOMAIN"],
];

const builtinPostfixGroups: readonly (readonly string[])[] = [["'"]];

/** Synonyms among user-definable symbols (defined in standard modules), canonical first. */
const definableSynonymGroups: readonly (readonly string[])[] = [
  ["<=", "=<", "\\leq"],
  [">=", "\\geq"],
  ["\\o", "\\circ"],
  ["\\oplus", "(+)"],
  ["\\ominus", "(-)"],
  ["\\odot", "(.)"],
  ["\\oslash", "(/)"],
  ["\\otimes", "(\\X)"],
];

function canonicalTable(groups: readonly (readonly string[])[]): Map<string, string> {
  const table = new Map<string, string>();
  for (const group of groups) for (const spelling of group) table.set(spelling, group[0]!);
  return table;
}

const builtinInfix = canonicalTable(builtinInfixGroups);
const builtinPrefix = canonicalTable(builtinPrefixGroups);
const builtinPostfix = canonicalTable(builtinPostfixGroups);
const definableSynonyms = canonicalTable(definableSynonymGroups);

export type Fixity = "ident" | "prefix" | "infix" | "postfix";

/** The canonical spelling of a built-in operator symbol used with this fixity, or undefined. */
export function builtinOperator(symbol: string, fixity: Fixity): string | undefined {
  switch (fixity) {
    case "infix":
      return builtinInfix.get(symbol);
    case "prefix":
      return builtinPrefix.get(symbol);
    case "postfix":
      return builtinPostfix.get(symbol);
    case "ident":
      return (builtinNames as readonly string[]).includes(symbol) ? symbol : undefined;
  }
}

/**
 * The built-in operator a symbol names when it is an argument for an operator parameter
 * of `arity` (`Op(\cup)`, `Op(=>)`, SANY's built-in operator arguments): the infix
 * operator for arity 2, the prefix (or postfix) one for arity 1.
 */
export function builtinOperatorArgument(symbol: string, arity: number): string | undefined {
  if (arity === 2) return builtinOperator(symbol, "infix");
  if (arity === 1) return builtinOperator(symbol, "prefix") ?? builtinOperator(symbol, "postfix");
  return undefined;
}

/**
 * The scope key of a name or user-definable operator symbol. Prefix minus is the
 * operator `-.` (distinct from infix `-`); synonyms share one key.
 */
export function symbolKey(symbol: string, fixity: Fixity): string {
  if (fixity === "prefix" && (symbol === "-" || symbol === "-.")) return "-.";
  return definableSynonyms.get(symbol) ?? symbol;
}

/** Whether a name is spelt as an identifier (as opposed to an operator symbol). */
export function isIdentifierName(name: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(name);
}
