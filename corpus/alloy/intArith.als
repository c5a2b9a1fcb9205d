// Integers at Alloy's default bit width 4 (-8..7). With the Analyzer's default "Prevent overflows"
// no instance rests on a sum that overflowed (overflow has none, plusMonotone holds); without it
// arithmetic wraps around (expected.json's `wrap` outcomes). overflow.als has more.
sig Account {
  balance: Int,
}

pred overflow {
  some a: Account | a.balance > 0 and plus[a.balance, 5] < 0
}

pred sumIsSix {
  #Account = 2
  (sum a: Account | a.balance) = 6
  all a: Account | a.balance >= 0
}

assert plusMonotone {
  all a: Account | a.balance > 0 implies plus[a.balance, 1] > a.balance
}

assert minusInverse {
  all a: Account | minus[plus[a.balance, 3], 3] = a.balance
}

assert wrapAround {
  plus[7, 1] = -8
}

assert mulDiv {
  all a: Account | a.balance >= 0 and a.balance < 3 implies div[mul[a.balance, 2], 2] = a.balance
}

run overflow for 1 Account
run sumIsSix for 2
check plusMonotone for 2
check minusInverse for 2
check wrapAround
check mulDiv for 2
run overflow for 1 Account, 5 Int expect 0
