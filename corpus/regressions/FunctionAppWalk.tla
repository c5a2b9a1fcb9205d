--------------------------- MODULE FunctionAppWalk ---------------------------
(* TLC walks f[a] in an action as an action when f is a function not yet     *)
(* built (a FcnLambdaValue without its record): the body of `[x \in S |-> e]`,*)
(* of a LET `f[x \in S] == e`, of a definition of either that reads          *)
(* variables, or of an operator with arguments returning one, runs with x    *)
(* bound to a (Tool.getNextStates, FcnApply), so each true disjunct and each *)
(* witness of an \E in it yields a successor, at each level of a recursive   *)
(* function. A constant-level top-level definition is built at start-up (not *)
(* walked); in Init f[a] is a value; once every variable is assigned the rest *)
(* is a plain boolean. Found on byzpaxos-VoteProof (SafeAt: 27,727 generated, *)
(* TLC 318,877).                                                             *)
(* Expected (TLC): Init 1 distinct state generated; no error, 5 distinct     *)
(* states, 85 generated, depth 5.                                            *)
EXTENDS Naturals

VARIABLES x, y

Built[i \in 0..9] == i = i \/ i > 0
Lazy[i \in 0..9] == x = x \/ i > 0
LazyOp == [i \in 0..9 |-> i = i \/ x > 0]
Of(v) == [i \in 0..9 |-> v = v \/ i < 9]

Init == /\ (LET g[i \in 0..1] == i = i \/ i < 5 IN g[0])
        /\ x = 0
        /\ y = 0

Safe(b) == LET SA[bb \in 0..9] ==
                 \/ bb = 0
                 \/ \E c \in 0..(bb - 1) : SA[c] /\ c < 2
           IN SA[b]

Next == /\ x < 4
        /\ Safe(x)
        /\ Built[x]
        /\ Lazy[x]
        /\ [i \in 0..9 |-> \E j \in {1, 2} : j > i - 9][x]
        /\ x' = x + 1
        /\ LazyOp[x]
        /\ Of(x)[x]
        /\ y' = y
        /\ Lazy[x]
==============================================================================
