// Hotel rooms and guests: a guest holds keys; each key opens one room.
sig Key {}
sig Room {
  keys: set Key,
}
sig Guest {
  holds: set Key,
}

fact keysBelongToOneRoom {
  all k: Key | lone keys.k
}

pred canEnter[g: Guest, r: Room] {
  some g.holds & r.keys
}

pred sharedRoom {
  some r: Room | some disj g, h: Guest | canEnter[g, r] and canEnter[h, r]
}

assert oneRoomPerKey {
  all k: Key, disj r, s: Room | k in r.keys implies k not in s.keys
}

assert guestsEnterOneRoom {
  all g: Guest | lone r: Room | canEnter[g, r]
}

run sharedRoom for 2
check oneRoomPerKey for 3
check guestsEnterOneRoom for 2
