// Shifts and remainders at 4-bit integers.
one sig Box {
  x: Int,
}

assert shiftLeftDoubles {
  Box.x >= 0 and Box.x < 4 implies Box.x << 1 = plus[Box.x, Box.x]
}

assert arithmeticShiftKeepsSign {
  Box.x < 0 implies Box.x >> 1 < 0
}

assert logicalShiftKeepsSign {
  Box.x < 0 implies Box.x >>> 1 < 0
}

assert remainderSmall {
  Box.x >= 0 implies rem[Box.x, 3] < 3
}

pred negativeHalf {
  Box.x >> 1 = -2
}

check shiftLeftDoubles
check arithmeticShiftKeepsSign
check logicalShiftKeepsSign
check remainderSmall
run negativeHalf
