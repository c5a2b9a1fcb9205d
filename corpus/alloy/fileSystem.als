// A file system: a tree of directories rooted at one Root.
abstract sig FSObject {}
sig File extends FSObject {}
sig Dir extends FSObject {
  contents: set FSObject,
}
one sig Root extends Dir {}

fact tree {
  all d: Dir | d not in d.^contents
  all o: FSObject - Root | one contents.o
  no contents.Root
  FSObject in Root.*contents
}

assert acyclic {
  no d: Dir | d in d.^contents
}

assert rootReachesFiles {
  File in Root.^contents
}

assert everyDirHasContents {
  all d: Dir | some d.contents
}

pred deep {
  some d: Dir - Root | some d.contents & Dir
}

run deep for 4
check acyclic for 4
check rootReachesFiles for 4
check everyDirHasContents for 3
run {} for 3 expect 1
