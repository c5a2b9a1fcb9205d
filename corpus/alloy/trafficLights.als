// Two traffic lights at a crossing; enum colours; never both green.
enum Color { Red, Amber, Green }

abstract sig Light {
  color: one Color,
}
one sig NorthSouth, EastWest extends Light {}

fact safety {
  Green in NorthSouth.color implies EastWest.color = Red
  Green in EastWest.color implies NorthSouth.color = Red
}

pred bothRed {
  Light.color = Red
}

assert neverBothGreen {
  not (NorthSouth.color = Green and EastWest.color = Green)
}

assert someRed {
  Red in Light.color
}

run bothRed expect 1
run {} expect 1
check neverBothGreen
check someRed
