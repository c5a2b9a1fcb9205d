module lib/pair[elem]

-- A local parameterised module: found under the opening model's folder.
sig Pair { left, right: elem }

pred swapped[p, q: Pair] { p.left = q.right && p.right = q.left }

fun lefts: set elem { Pair.left }
