// Binds every name and operator symbol inside an expression to what it denotes,
// opening a frame for each binder (quantifiers, CHOOSE, set and function
// constructors, LAMBDA, LET). TLA+ forbids a bound name from shadowing any name
// already visible, so each new name is checked against the whole scope chain.

import {
  assertNever,
  type Bound,
  type Expr,
  type Ident,
  type Infix,
  type NameExpr,
  type Postfix,
  type Prefix,
} from "../../grammar/tla/ast.js";
import { select } from "./subexpressionSelect.js";
import type { Range } from "../../runtime/diagnostics.js";
import type { Binder, Binding, Instantiation, Visible } from "./model.js";
import { builtinOperator, builtinOperatorArgument, symbolKey, type Fixity } from "./operatorNames.js";
import { bindingOfEntity, bindingOfVisible, entryArity, isLocalName, type Scope, type ScopeEntry } from "./scope.js";
import type { Session } from "./session.js";

/**
 * What a bare name of an operator with arguments may stand for at this position:
 * `value` (none: `Op` must be applied), an operator of the given arity (an argument
 * for a parameter declared `F(_)`), or `any` (proof facts, unknown callees).
 */
export type OperandContext = "value" | number | "any";

/** Standard modules that define commonly used symbols, for the "not defined" hint. */
const symbolHomes: Readonly<Record<string, string>> = {
  "+": "Naturals", "-": "Naturals", "*": "Naturals", "^": "Naturals", "<": "Naturals", ">": "Naturals",
  "<=": "Naturals", ">=": "Naturals", "%": "Naturals", "\\div": "Naturals", "..": "Naturals",
  "-.": "Integers", "/": "Reals", "\\o": "Sequences", ":>": "TLC", "@@": "TLC",
  "\\oplus": "Bags", "\\ominus": "Bags", "\\sqsubseteq": "Bags",
};

export class ExprBinder {
  constructor(private readonly session: Session) {}

  expr(e: Expr, scope: Scope, context: OperandContext = "value"): void {
    // The argument for an operator parameter `F(_, _)` is an operator of that arity, named or a LAMBDA (SANY).
    if (typeof context === "number" && e.kind !== "Name" && !(e.kind === "Lambda" && e.params.length === context)) {
      if (e.kind === "Lambda") this.session.report("OperatorArgumentArity", scope.module, e.range, { name: "this LAMBDA", arity: context, found: e.params.length });
      else this.session.report("ExpressionForOperator", scope.module, e.range, { arity: context });
    }
    // SANY's grammar has LAMBDA only as an argument (for an operator parameter) or a substitute: anywhere a value is
    // expected it is an error (`Op == LAMBDA x : x` is a parse error to SANY, TLC exits 150).
    if (context === "value" && e.kind === "Lambda") this.session.report("LambdaNotArgument", scope.module, e.range, {});
    switch (e.kind) {
      case "Name":
        this.name(e, scope, context);
        return;
      case "Number":
      case "String":
      case "At":
      case "StepRef":
        return;
      case "Prefix":
        this.operatorSymbol(e, e.op, "prefix", scope);
        this.expr(e.operand, scope);
        return;
      case "Infix":
        this.operatorSymbol(e, e.op, "infix", scope);
        this.expr(e.left, scope);
        this.expr(e.right, scope);
        return;
      case "Postfix":
        this.operatorSymbol(e, e.op, "postfix", scope);
        this.expr(e.operand, scope);
        return;
      case "Times":
        for (const s of e.sets) this.expr(s, scope);
        return;
      case "Junction":
        for (const item of e.items) this.expr(item, scope);
        return;
      case "Quant": {
        const inner = this.bounds(e.bounds, scope, e);
        this.expr(e.body, inner);
        return;
      }
      case "UnboundedQuant": {
        const inner = scope.child();
        for (const n of e.names) this.declareBound(inner, n, e);
        this.expr(e.body, inner);
        return;
      }
      case "Choose": {
        if (e.set !== undefined) this.expr(e.set, scope);
        const inner = scope.child();
        for (const n of e.names) this.declareBound(inner, n, e);
        this.expr(e.body, inner);
        return;
      }
      case "SetEnum":
      case "Tuple":
        for (const el of e.elements) this.expr(el, scope);
        return;
      case "SetFilter": {
        const inner = this.bounds([e.bound], scope, e);
        this.expr(e.predicate, inner);
        return;
      }
      case "SetMap": {
        const inner = this.bounds(e.bounds, scope, e);
        this.expr(e.element, inner);
        return;
      }
      case "FunctionCtor": {
        const inner = this.bounds(e.bounds, scope, e);
        this.expr(e.body, inner);
        return;
      }
      case "FunctionSet":
        this.expr(e.domain, scope);
        this.expr(e.range_, scope);
        return;
      case "RecordCtor":
      case "RecordSet":
        for (const f of e.fields) this.expr(f.value, scope);
        return;
      case "Except":
        this.expr(e.target, scope);
        for (const u of e.updates) {
          for (const step of u.path) if (step.kind === "IndexStep") for (const a of step.args) this.expr(a, scope);
          this.expr(u.value, scope);
        }
        return;
      case "FunctionApp":
        this.expr(e.fn, scope);
        for (const a of e.args) this.expr(a, scope);
        return;
      case "RecordField":
        this.expr(e.record, scope);
        return;
      case "If":
        this.expr(e.cond, scope);
        this.expr(e.then, scope);
        this.expr(e.else_, scope);
        return;
      case "Case":
        for (const arm of e.arms) {
          this.expr(arm.guard, scope);
          this.expr(arm.body, scope);
        }
        if (e.other !== undefined) this.expr(e.other, scope);
        return;
      case "Let": {
        const inner = scope.child();
        this.session.definitions.letDefinitions(e.defs, inner);
        this.expr(e.body, inner);
        return;
      }
      case "Lambda": {
        const inner = scope.child();
        for (const p of e.params) {
          this.session.declare(inner, p.name, p.range, {
            kind: "local",
            name: p.name,
            binding: { kind: "parameter", owner: e, decl: p, arity: 0 },
            arity: 0,
            range: p.range,
          });
        }
        this.expr(e.body, inner);
        return;
      }
      case "BoxAction":
      case "AngleAction":
        this.expr(e.action, scope);
        this.expr(e.subscript, scope);
        return;
      case "Fairness":
        this.expr(e.subscript, scope);
        this.expr(e.action, scope);
        return;
      case "Label":
        this.expr(e.body, scope);
        return;
      default:
        assertNever(e);
    }
  }

  /** Binds the sets of `x \in S, y \in T` in the outer scope, then opens one frame with every bound name. */
  bounds(bounds: readonly Bound[], scope: Scope, binder: Binder): Scope {
    for (const b of bounds) this.expr(b.set, scope);
    const inner = scope.child();
    for (const b of bounds) for (const n of b.names) this.declareBound(inner, n, b.tuple ? b : binder);
    return inner;
  }

  declareBound(scope: Scope, ident: Ident, binder: Binder, arity = 0): void {
    this.session.declare(scope, ident.name, ident.range, {
      kind: "local",
      name: ident.name,
      binding: { kind: "bound", binder, ident },
      arity,
      range: ident.range,
    });
  }

  private operatorSymbol(node: Prefix | Infix | Postfix, symbol: string, fixity: Fixity, scope: Scope): void {
    const builtin = builtinOperator(symbol, fixity);
    if (builtin !== undefined) {
      this.session.operators.set(node, { kind: "builtin", name: builtin });
      return;
    }
    const key = symbolKey(symbol, fixity);
    const entry = scope.lookup(key);
    if (entry === undefined) {
      if (this.session.mayBeFromMissingModule(key, scope)) return;
      const range = this.symbolRange(node, symbol, scope);
      this.session.report("UnknownOperatorSymbol", scope.module, range, {
        op: symbol,
        module: symbolHomes[key] ?? "the one that defines it",
      });
      return;
    }
    this.session.operators.set(node, this.bindingOf(entry));
  }

  /** The operator's own characters: after the left operand (infix, postfix) or at the start (prefix). */
  private symbolRange(node: Prefix | Infix | Postfix, symbol: string, scope: Scope): Range {
    const from = node.kind === "Infix" ? node.left.range.end : node.kind === "Postfix" ? node.operand.range.end : node.range.start;
    const at = scope.module.source.text.indexOf(symbol, from);
    return at >= 0 && at < node.range.end ? { start: at, end: at + symbol.length } : node.range;
  }

  private bindingOf(entry: ScopeEntry): Binding {
    return isLocalName(entry) ? entry.binding : bindingOfVisible(entry);
  }

  name(e: NameExpr, scope: Scope, context: OperandContext): void {
    if (e.prefix.length > 0) {
      this.pathName(e, scope, context);
      return;
    }
    const nameRange = { start: e.range.start, end: e.range.start + e.name.length };
    const builtin = builtinOperator(e.name, "ident");
    if (builtin !== undefined) {
      this.session.references.set(e, { kind: "builtin", name: builtin });
      this.checkArity(e.name, 0, e.args.length, context, scope, nameRange);
      this.args(e.args, scope, undefined);
      return;
    }
    const entry = scope.lookup(symbolKey(e.name, "ident"));
    if (entry === undefined) {
      const operator = typeof context === "number" && e.args.length === 0 ? builtinOperatorArgument(e.name, context) : undefined;
      if (operator !== undefined) {
        this.session.references.set(e, { kind: "builtin", name: operator });
        return;
      }
      // A built-in operator symbol (`\cup`, SUBSET) where no operator parameter of its arity takes it.
      const arity = e.args.length === 0 ? [1, 2].find((n) => builtinOperatorArgument(e.name, n) !== undefined) : undefined;
      if (arity !== undefined) {
        if (typeof context === "number") this.session.report("OperatorArgumentArity", scope.module, nameRange, { name: e.name, arity: context, found: arity });
        else if (context === "value") this.session.report("BuiltinOperatorAsValue", scope.module, nameRange, { name: e.name });
        return;
      }
      this.session.reportUnknownName(e.name, scope, nameRange);
      this.args(e.args, scope, undefined);
      return;
    }
    this.session.references.set(e, this.bindingOf(entry));
    this.checkArity(e.name, entryArity(entry), e.args.length, context, scope, nameRange);
    this.args(e.args, scope, isLocalName(entry) ? undefined : entry);
  }

  /** `I!Op(a)`, `I(x)!J!Op`, and subexpression selectors such as `Def!2` (proofs). */
  private pathName(e: NameExpr, scope: Scope, context: OperandContext): void {
    const first = e.prefix[0]!;
    const firstRange = { start: first.range.start, end: first.range.start + first.name.length };
    const entry = scope.lookup(symbolKey(first.name, "ident"));
    for (const seg of e.prefix) this.args(seg.args, scope, undefined);
    if (entry === undefined) {
      this.session.reportUnknownName(first.name, scope, firstRange);
      this.args(e.args, scope, undefined);
      return;
    }
    let current: ScopeEntry = entry;
    let via: readonly Instantiation[] = [];
    let segmentName = first.name;
    let segmentArgs = first.args.length;
    let segmentRange: Range = firstRange;
    const names = [...e.prefix.slice(1).map((s) => s.name), e.name];
    for (let i = 0; i < names.length; i++) {
      const member = names[i]!;
      if (isLocalName(current) || current.entity.kind !== "instance") {
        // Not an instance: the rest selects a subexpression (`Inv!2`, `Op!lbl`), meaningful only in proofs.
        if (!isLocalName(current) && (current.entity.kind === "operator" || current.entity.kind === "theorem")) {
          const selectorArgs = [...e.prefix.slice(i + 1).map((seg) => seg.args), e.args];
          this.session.references.set(e, { kind: "subexpression", of: bindingOfEntity(current.entity, via), selectors: names.slice(i), args: e.prefix[i]!.args, selectorArgs });
          if (context !== "any") this.subexpressionArity(e, current.entity, names.slice(i), selectorArgs, context, scope);
        } else {
          this.session.report("NotAnInstance", scope.module, segmentRange, { name: segmentName, member });
        }
        this.args(e.args, scope, undefined);
        return;
      }
      this.checkArity(segmentName, current.entity.arity, segmentArgs, "value", scope, segmentRange);
      const instantiation = current.entity.instantiation;
      via = [...via, ...current.via, instantiation];
      const found: Visible | undefined = this.memberOf(instantiation, member);
      const isLast = i === names.length - 1;
      const memberRange = isLast ? this.finalNameRange(e, scope) : e.prefix[i + 1]!.range;
      if (found === undefined) {
        this.session.report("UnknownInstanceMember", scope.module, memberRange, {
          module: instantiation.module.name,
          instance: segmentName,
          member,
        });
        this.args(e.args, scope, undefined);
        return;
      }
      current = found;
      segmentName = member;
      segmentArgs = isLast ? e.args.length : e.prefix[i + 1]!.args.length;
      segmentRange = memberRange;
    }
    const target = current as Visible;
    this.session.references.set(e, bindingOfEntity(target.entity, [...via, ...target.via]));
    this.checkArity(e.name, target.entity.arity, e.args.length, context, scope, segmentRange);
    this.args(e.args, scope, target);
  }

  /**
   * A subexpression path without arguments is an operator of the parameters and bound identifiers it crosses
   * (subexpressionSelect.ts): passed for an operator parameter (`A(SOp!@, 1, 2)`) it must have that parameter's
   * arity, and as a value none (SANY).
   */
  private subexpressionArity(e: NameExpr, entity: Visible["entity"], selectors: readonly string[], selectorArgs: readonly (readonly Expr[])[], context: number | "value", scope: Scope): void {
    const node = entity.kind === "operator" ? entity.node : undefined;
    if (node?.kind !== "OperatorDef" || e.args.length > 0 || e.prefix.some((p) => p.args.length > 0)) return;
    const found = select(node.body, selectors.map((name, i) => ({ name, args: selectorArgs[i] ?? [] })), node.params)?.open.length;
    const name = [e.prefix[0]!.name, ...selectors].join("!");
    if (found === undefined || found === (context === "value" ? 0 : context)) return;
    if (context === "value") this.session.report("WrongArity", scope.module, e.range, { name, expected: found, given: 0 });
    else this.session.report("OperatorArgumentArity", scope.module, e.range, { name, arity: context, found });
  }

  /** A definition of an instantiated module, or one of its constants or variables (meaning its substitute). */
  /**
   * A definition the instanced module exports. Its CONSTANT and VARIABLE parameters are not members: an
   * instance imports definitions only, so SANY reports `I!x` as "Unknown operator: `x'." (exit 150).
   */
  private memberOf(instantiation: Instantiation, member: string): Visible | undefined {
    const exported = instantiation.module.exports.get(symbolKey(member, "ident"));
    // As an unnamed INSTANCE imports (definitionBinder.ts unnamedInstance): parameters stay behind.
    return exported?.entity.kind === "constant" || exported?.entity.kind === "variable" ? undefined : exported;
  }

  private finalNameRange(e: NameExpr, scope: Scope): Range {
    const last = e.prefix[e.prefix.length - 1]!;
    const at = scope.module.source.text.indexOf(e.name, last.range.end);
    return at >= 0 && at < e.range.end ? { start: at, end: at + e.name.length } : e.range;
  }

  /** Arguments of an application; where the callee's parameter is an operator (`F(_)`), a bare operator name may be passed. */
  private args(args: readonly Expr[], scope: Scope, callee: Visible | undefined): void {
    if (args.length === 0) return;
    const params = callee !== undefined && callee.entity.kind === "operator" ? callee.entity.node?.params : undefined;
    // A RECURSIVE operator applied in a definition bound before its own: its parameters are not known yet, so an operand may be an operator.
    // Given the wrong number of arguments (reported at the callee, as SANY does), no argument is checked against a parameter.
    const unbound = callee !== undefined && callee.entity.kind === "operator" && (callee.entity.node === undefined || callee.entity.arity !== args.length);
    for (let i = 0; i < args.length; i++) {
      const declared = params?.[i];
      const context: OperandContext = callee === undefined || unbound ? "any" : declared === undefined ? "value" : declared.arity > 0 ? declared.arity : "value";
      this.expr(args[i]!, scope, context);
    }
  }

  private checkArity(name: string, expected: number, given: number, context: OperandContext, scope: Scope, range: Range): void {
    if (typeof context === "number") {
      // The argument for an operator parameter `F(_)`: an operator of that arity, named without arguments (SANY).
      if (given > 0) this.session.report("ExpressionForOperator", scope.module, range, { arity: context });
      else if (expected !== context) this.session.report("OperatorArgumentArity", scope.module, range, { name, arity: context, found: expected });
      return;
    }
    if (given === expected) return;
    if (given === 0 && context === "any") return;
    this.session.report("WrongArity", scope.module, range, { name, expected, given });
  }
}
