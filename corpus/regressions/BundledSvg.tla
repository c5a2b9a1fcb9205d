------------------------------ MODULE BundledSvg ------------------------------
(***************************************************************************)
(* EXTENDS SVG and Quorum with no copy of them beside the spec: TLC finds  *)
(* them on its classpath, tla2ts ships them (compiler/stdlib/community).   *)
(* The invariant pins SVGElemToString's attribute order, which is TLC's    *)
(* intern-token order of the names: SANY parses all of this module's      *)
(* EXTENDS names before descending into TLC's own modules, so SVG's cx,    *)
(* cy, r come before the r of Naturals' \div (depth-first they would      *)
(* not), and string literals ("fill") come after every module's names.     *)
(* TLC: no error, 3 distinct states, 3 generated, depth 3.                 *)
(***************************************************************************)
EXTENDS TLC, SVG, Quorum, Naturals, Sequences
VARIABLE x
Init == x = 0
Next == x < 2 /\ x' = x + 1
Spec == Init /\ [][Next]_x
Markup ==
  SVGElemToString(Group(<<Circle(x, 2, 3, "fill" :> "red"), Text(1, 2, "hi", <<>>)>>, <<>>))
Inv ==
  /\ Markup = "<g><circle cx='" \o ToString(x) \o "' cy='2' r='3' fill='red'></circle><text x='1' y='2'>hi</text></g>"
  /\ QuorumSystem({1, 2}) = {{{1, 2}}, {{1}, {1, 2}}, {{2}, {1, 2}}}
===============================================================================
