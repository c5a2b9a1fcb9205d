module modules

-- The module system: library modules loaded from their Alloy source (util/graph twice
-- with aliases, util/relation unqualified, util/boolean), two orderings told apart by
-- argument types, a local parameterised module, higher-order quantifiers, and Alloy 4
-- spellings ('var' as a name, a '!' formula in a block, the 'int e' cast).

open util/ordering[Time] as TO
open util/ordering[Key] as KO
open util/graph[Node] as ng
open util/graph[Key] as kg
open util/relation
open util/boolean
open lib/pair[Key]

sig Time {}
sig Key {}
sig Node { edges: set Node, flag: Bool, var: lone Key }

fact { ng/ring[edges] }

pred ordered[t: Time, k: Key] {
  -- min/next are overloaded over the two orderings: the argument's type decides.
  min[Time] = t
  k = next[min[Key]]
  ! no Pair
}

pred someSwap { some disj p, q: Pair | swapped[p, q] }

pred ringAndAcyclic { some Node && acyclic[edges, Node] }

assert ringIsFunctional { functional[edges, Node] }

pred flags { some n: Node | isTrue[n.flag] && Not[n.flag] = False }

-- Higher-order: a witness relation in a run, a universal relation in a check (both skolemized).
pred hasOrder { some r: Key -> Key | totalOrder[r, Key] && some r }
assert everyRelationHasDom { all r: Node -> Node | dom[r] in Node }

pred castsAndVars { some n: Node | int #n.edges = 1 && some n.var }

run ordered for 3 expect 1
run someSwap for 3 expect 1
run ringAndAcyclic for 3 expect 0
check ringIsFunctional for 3 expect 0
run flags for 3 expect 1
run hasOrder for 3 expect 1
check everyRelationHasDom for 3 expect 0
run castsAndVars for 3 expect 1
