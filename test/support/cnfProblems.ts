// CNF problems with known answers for the SAT solver's tests and benchmark.

/** Pigeons into holes, each pigeon in some hole, no two in one: unsatisfiable iff pigeons > holes. */
export function pigeonholeCnf(pigeons: number, holes: number): number[][] {
  const v = (p: number, h: number): number => p * holes + h + 1;
  const cnf: number[][] = [];
  for (let p = 0; p < pigeons; p++) cnf.push(Array.from({ length: holes }, (_, h) => v(p, h)));
  for (let h = 0; h < holes; h++)
    for (let a = 0; a < pigeons; a++) for (let b = a + 1; b < pigeons; b++) cnf.push([-v(a, h), -v(b, h)]);
  return cnf;
}
