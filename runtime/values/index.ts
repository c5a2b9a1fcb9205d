// The runtime value model: build values through the factory, compare, fingerprint
// and print them as TLC does. The classes in kinds.ts are exported as types only.

export { Kind, isFcn, isSet, kindName, tlcClassName, tlcKindImage, PREDICATE_ENUMERATED, type FilterPredicate } from "./kinds.js";
export type {
  BoxedValue,
  Fcn,
  FcnSet,
  FcnValue,
  InfiniteSet,
  Interval,
  LazyFcn,
  ModelValue,
  ProductSet,
  RecordSet,
  SetEnum,
  SetValue,
  StrValue,
  SubsetSet,
  Tuple,
  Value,
} from "./kinds.js";
export { InternTable } from "./intern.js";
export { EvalError } from "./errors.js";
export * from "./factory.js";
export { compare, equals, sortedIndexOf } from "./compare.js";
export { buildSmallParts, force, forceFcn, holdsLazy, lazyParts, lazyApply, lazyDomain, lazyExcept, lazyFcn, lazySelect, markDomainLiteral } from "./lazyFcn.js";
export { cardinality, enumerationFailure, isNonSetKept, lazyClassFailure, sizeFailure, expand, isEnumerable, member, memberPair, rawElements, sortedElements, tlcSearch } from "./sets.js";
export { difference, intersect, union, unionAll } from "./setOps.js";
export { fingerprintHex, fingerprintInto, fingerprintState, StateHasher } from "./valueFingerprint.js";
export { defaultPrintOptions, normalizedPrintOptions, printValue, quoteString, type PrintOptions } from "./print.js";
export { prettyPrint } from "./prettyPrint.js";
export { printState } from "./printState.js";
export { INT_MAX, INT_MIN, addInt, intLiteral, mulInt, negInt, powInt, subInt } from "./int32.js";
