// TLC's variable print order depends on the size of SANY's root symbol table
// (TLC-SEMANTICS §6.2): the compiler passes the order when the table outgrows 191 buckets.

import test from "ava";
import { resolve } from "../../../compiler/resolve/index.js";
import { rootSymbolCount, tlcPrintOrder } from "../../../compiler/emit/printOrder.js";
import { tlcSymbolTableCapacity } from "../../../runtime/check/varOrder.js";

test("java.util.Hashtable capacity after n insertions: 11, 23, ... 191, 383, 767", (t) => {
  t.is(tlcSymbolTableCapacity(0), 11);
  t.is(tlcSymbolTableCapacity(8), 11);
  t.is(tlcSymbolTableCapacity(9), 23);
  t.is(tlcSymbolTableCapacity(143), 191);
  t.is(tlcSymbolTableCapacity(144), 383);
  t.is(tlcSymbolTableCapacity(287), 383);
  t.is(tlcSymbolTableCapacity(288), 767);
});

function resolveText(text: string) {
  const files = new Map([["/m/M.tla", text]]);
  const r = resolve("/m/M.tla", { readFile: (p: string) => files.get(p) });
  if (r.root === undefined) throw new Error("no root module");
  return r.root;
}

test("a small root module keeps the runtime's default order", (t) => {
  const root = resolveText("---- MODULE M ----\nVARIABLES tasks, nodes, nEvents, services\nInit == TRUE\n====\n");
  t.is(rootSymbolCount(root), 72 + 5);
  t.is(tlcPrintOrder(root, ["tasks", "nodes", "nEvents", "services"]), undefined);
});

test("a root module with more than 143 symbols prints in the 383-bucket order (as TLC prints SwarmKit)", (t) => {
  const defs = Array.from({ length: 80 }, (_, i) => `D${i} == ${i}`).join("\n");
  const root = resolveText(`---- MODULE M ----\nVARIABLES tasks, nodes, nEvents, services\n${defs}\n====\n`);
  t.is(rootSymbolCount(root), 72 + 84);
  // Buckets mod 383: tasks 77, nodes 135, services 266, nEvents 296 (mod 191 services would come first).
  t.deepEqual(tlcPrintOrder(root, ["tasks", "nodes", "nEvents", "services"]), [0, 1, 3, 2]);
});

test("a named INSTANCE adds I!op for the instantiated module's definitions, not its CONSTANTs and VARIABLEs (as TLC prints InstancePrintOrder)", (t) => {
  const files = new Map([
    ["/m/M.tla", "---- MODULE M ----\nVARIABLES v\nI(o) == INSTANCE L WITH lock <- o, Free <- 0\n====\n"],
    ["/m/L.tla", "---- MODULE L ----\nCONSTANT Free\nVARIABLE lock\nHeld == lock # Free\nIdle == lock = Free\n====\n"],
  ]);
  const r = resolve("/m/M.tla", { readFile: (p: string) => files.get(p) });
  t.is(rootSymbolCount(r.root!), 72 + 2 + 2);
});
