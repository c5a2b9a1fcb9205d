// What name resolution finds out, as side tables beside the AST (which it leaves
// untouched): what every name denotes, which definitions each module can see, and
// how each INSTANCE maps the instantiated module's constants and variables.

import type { SourceText } from "../../grammar/source.js";
import type {
  Assumption,
  Bound,
  Choose,
  Expr,
  FunctionCtor,
  FunctionDef,
  Ident,
  Infix,
  Instance,
  Lambda,
  Module,
  ModuleDef,
  NameExpr,
  NewDecl,
  Node,
  OpDecl,
  OperatorDef,
  Postfix,
  Prefix,
  Quant,
  SetFilter,
  SetMap,
  Theorem,
  UnboundedQuant,
  StepBody,
} from "../../grammar/tla/ast.js";
import type { Diagnostic } from "../../runtime/diagnostics.js";

/** One module as loaded: a top-level module of a file, or a submodule inside another. */
export interface ResolvedModule {
  readonly name: string;
  readonly ast: Module;
  /** Path of the file holding the module, as diagnostics name it. */
  readonly file: string;
  readonly source: SourceText;
  /** True for the modules shipped in compiler/stdlib. */
  readonly standard: boolean;
  /** The module this one is nested in, for submodules. */
  readonly enclosing: ResolvedModule | undefined;
  /** Every name usable at the end of the module, LOCAL and imported ones included. */
  readonly visible: ReadonlyMap<string, Visible>;
  /** What EXTENDS or INSTANCE of this module brings in: everything visible that is not LOCAL (nor inherited from an enclosing module). */
  readonly exports: ReadonlyMap<string, Visible>;
  /** The constants and variables an INSTANCE of this module must substitute (own ones and those of extended modules). */
  readonly parameters: readonly (ConstantEntity | VariableEntity)[];
  /** Every INSTANCE in the module (unnamed, named, in LET), in source order. */
  readonly instantiations: readonly Instantiation[];
}

/** The meaning of a module-level or LET-level name. */
export type Entity = OperatorEntity | FunctionEntity | ConstantEntity | VariableEntity | InstanceEntity | TheoremEntity;

/** `Op(a, b) == e`, or a RECURSIVE declaration whose definition follows. */
export interface OperatorEntity {
  readonly kind: "operator";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: number;
  /** Where the name was first introduced (the RECURSIVE declaration or the definition head). */
  readonly nameRange: Ident["range"];
  /** Undefined only for a RECURSIVE operator never defined (reported). */
  readonly node: OperatorDef | undefined;
}

/** `f[x \in S] == e` */
export interface FunctionEntity {
  readonly kind: "function";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: 0;
  readonly nameRange: Ident["range"];
  readonly node: FunctionDef;
}

export interface ConstantEntity {
  readonly kind: "constant";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: number;
  readonly nameRange: Ident["range"];
  readonly decl: OpDecl;
}

export interface VariableEntity {
  readonly kind: "variable";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: 0;
  readonly nameRange: Ident["range"];
  readonly ident: Ident;
}

/** `I == INSTANCE M ...` or `I(x) == INSTANCE M ...`: usable only as `I!Op`. */
export interface InstanceEntity {
  readonly kind: "instance";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: number;
  readonly nameRange: Ident["range"];
  readonly node: ModuleDef;
  readonly instantiation: Instantiation;
}

/** A named `THEOREM T == ...` or `ASSUME A == ...`. */
export interface TheoremEntity {
  readonly kind: "theorem";
  readonly name: string;
  readonly module: ResolvedModule;
  readonly arity: 0;
  readonly nameRange: Ident["range"];
  readonly node: Theorem | Assumption;
}

/** A name as seen from one module: the entity, and the INSTANCEs it was reached through. */
export interface Visible {
  readonly name: string;
  readonly entity: Entity;
  /** Instantiations from the viewing module down to the entity's module, outermost first; empty for own and extended names. */
  readonly via: readonly Instantiation[];
  readonly local: boolean;
}

/** How an instantiated module's constant or variable is replaced. */
export type SubstitutionValue =
  | { readonly kind: "explicit"; readonly expr: Expr }
  /** Not named in WITH: replaced by the same name in the instantiating module. */
  | { readonly kind: "implicit"; readonly binding: Binding };

export interface Instantiation {
  readonly instance: Instance;
  /** The module instantiated. */
  readonly module: ResolvedModule;
  /** The module whose text holds the INSTANCE. */
  readonly from: ResolvedModule;
  /** For `I == INSTANCE M` / `I(x) == INSTANCE M`; undefined for an unnamed INSTANCE. */
  readonly moduleDef: ModuleDef | undefined;
  /** Every parameter (constant or variable) of `module`, by name. */
  readonly substitutions: ReadonlyMap<string, SubstitutionValue>;
}

/** The node that introduces a bound variable. */
export type Binder = Quant | UnboundedQuant | Choose | SetFilter | SetMap | FunctionCtor | FunctionDef | Bound | NewDecl | Lambda | StepBody;

/** What one use of a name (a NameExpr, or an operator symbol) denotes. */
export type Binding =
  | { readonly kind: "definition"; readonly entity: OperatorEntity | FunctionEntity | TheoremEntity; readonly via: readonly Instantiation[] }
  | { readonly kind: "constant"; readonly entity: ConstantEntity; readonly via: readonly Instantiation[] }
  | { readonly kind: "variable"; readonly entity: VariableEntity; readonly via: readonly Instantiation[] }
  /** Only as the target of a `!` path or a proof's DEF list. */
  | { readonly kind: "instance"; readonly entity: InstanceEntity; readonly via: readonly Instantiation[] }
  | { readonly kind: "bound"; readonly binder: Binder; readonly ident: Ident }
  | { readonly kind: "parameter"; readonly owner: Node; readonly decl: OpDecl | Ident; readonly arity: number }
  | { readonly kind: "builtin"; readonly name: string }
  /** `Def!2`, `Def!lbl`: a subexpression of a definition (proofs only). */
  | {
      readonly kind: "subexpression";
      readonly of: Binding;
      readonly selectors: readonly string[];
      /** The arguments given to the definition selected from (`Foo(5)!:`). */
      readonly args: readonly Expr[];
      /** The arguments written after each selector (`Op!lab(1)`, `Def!(14)`: an empty selector), in order. */
      readonly selectorArgs: readonly (readonly Expr[])[];
    };

export interface Resolved {
  readonly root: ResolvedModule | undefined;
  /** Every module loaded, dependencies before their dependents. */
  readonly modules: readonly ResolvedModule[];
  /** What every name use denotes. */
  readonly references: ReadonlyMap<NameExpr, Binding>;
  /** What every operator symbol (`+`, `\prec`, `-` as prefix, `^+`) denotes. */
  readonly operators: ReadonlyMap<Prefix | Infix | Postfix, Binding>;
  /** Parse and name diagnostics of every file loaded. */
  readonly diagnostics: readonly Diagnostic[];
  /** The text of every file read, those with syntax errors included, by the path diagnostics use. */
  readonly sources: ReadonlyMap<string, SourceText>;
}
