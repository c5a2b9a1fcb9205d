// An address book maps names to at most one address each (Jackson, chapter 2).
sig Name, Addr {}
sig Book {
  addr: Name -> lone Addr,
}

pred add[b, b': Book, n: Name, a: Addr] {
  b'.addr = b.addr + n -> a
}

pred del[b, b': Book, n: Name] {
  b'.addr = b.addr - n -> Addr
}

fun lookup[b: Book, n: Name]: set Addr {
  n.(b.addr)
}

pred showAdd {
  some b, b': Book, n: Name, a: Addr | add[b, b', n, a] and some lookup[b', n]
}

assert delUndoesAdd {
  all b, b', b'': Book, n: Name, a: Addr |
    no n.(b.addr) and add[b, b', n, a] and del[b', b'', n] implies b.addr = b''.addr
}

assert addIdempotent {
  all b, b', b'': Book, n: Name, a: Addr |
    add[b, b', n, a] and add[b', b'', n, a] implies b'.addr = b''.addr
}

assert delUndoesAddWrong {
  all b, b', b'': Book, n: Name, a: Addr |
    add[b, b', n, a] and del[b', b'', n] implies b.addr = b''.addr
}

run showAdd for 2 but 2 Book
check delUndoesAdd for 3
check addIdempotent for 3
check delUndoesAddWrong for 3
run showAdd for 1 but exactly 1 Book, exactly 1 Name, exactly 1 Addr
