// Subset signatures: admins and guests are users, nobody is both.
sig User {
  friends: set User,
}
sig Admin in User {}
sig Guest in User {}

fact roles {
  no Admin & Guest
  all g: Guest | no g.friends & Admin
  friends = ~friends
}

pred adminWithFriends {
  some a: Admin | some a.friends
}

assert guestsNotAdmins {
  no Guest & Admin
}

assert adminsHaveFriends {
  all a: Admin | some a.friends
}

run adminWithFriends for 3
check guestsNotAdmins for 3
check adminsHaveFriends for 3
run {} for exactly 1 User expect 1
