// Who expands the levels of the parallel search: while the frontier is small, the
// coordinator's own thread alone (LocalCrew); then that thread with worker threads
// (Team: the coordinator's thread and a Pool of one thread fewer than the workers asked
// for). All answer the same messages (messages.ts) through `answer`.
//
// The coordinator's thread is a member, not a bystander, because each extra V8 isolate
// costs CPU the one-worker search does not spend: its own JIT compilation and warm-up of
// the whole spec, and its own heap to collect. Its expander is warm already and keeps
// its frontier, so handing over moves only the threads' shares.

import { tlcPolynomial } from "../../values/tlcHash.js";
import { Worker } from "node:worker_threads";
import { answer, prepareExpansion } from "./answer.js";
import type { LevelExpander } from "./levelExpander.js";
import type { FromWorker, ToWorker, WorkerSetup } from "./messages.js";
import type { SharedSeenTable } from "./sharedSeen.js";

/** How long the coordinator's thread expands before it lets the event loop run (ms). */
const SLICE_MS = 100;

/** Who expands the levels: worker threads, or the coordinator's own thread. */
export interface Crew {
  readonly size: number;
  /** Sends `m(w)` to each member w it is defined for and waits for their answers (of type T). */
  ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]>;
  tell(w: number, m: ToWorker, transfer?: ArrayBuffer[]): void;
}

/** The coordinator's own thread as a crew of one. */
export class LocalCrew implements Crew {
  readonly size = 1;
  constructor(readonly expander: LevelExpander) {}

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    const message = m(0);
    if (message?.type === "expand") return [await this.expand(message)] as Extract<FromWorker, { type: T }>[];
    const reply = message === undefined ? undefined : answer(this.expander, message).reply;
    return (reply === undefined ? [] : [reply]) as Extract<FromWorker, { type: T }>[];
  }

  /**
   * Expands in slices, returning to the event loop between them: a level's share can take
   * seconds, and meanwhile Ctrl-C must end the run and the threads' prints be shown.
   */
  private async expand(m: Extract<ToWorker, { type: "expand" }>): Promise<Extract<FromWorker, { type: "expanded" }>> {
    const expander = this.expander;
    prepareExpansion(expander, m);
    expander.beginExpansion();
    while (!expander.expandSome(performance.now() + SLICE_MS)) await new Promise((resolve) => setImmediate(resolve));
    return { type: "expanded", ...expander.expansion() };
  }

  tell(_w: number, m: ToWorker): void {
    answer(this.expander, m);
  }
}

/** The coordinator's thread (member 0) and worker threads (members 1, 2, ...). */
export class Team implements Crew {
  readonly size: number;

  constructor(
    private readonly local: LocalCrew,
    private readonly pool: Pool,
  ) {
    this.size = 1 + pool.size;
  }

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    // The threads get their requests first and work while this thread answers its own.
    const threads = this.pool.ask<T>((w) => m(w + 1));
    let own: Extract<FromWorker, { type: T }>[];
    try {
      own = await this.local.ask<T>(m);
    } catch (e) {
      threads.catch(() => {});
      throw e;
    }
    return [...own, ...(await threads)];
  }

  tell(w: number, m: ToWorker, transfer?: ArrayBuffer[]): void {
    if (w === 0) this.local.tell(0, m);
    else this.pool.tell(w - 1, m, transfer);
  }
}

/** The worker threads, each answering requests in order. */
export class Pool implements Crew {
  readonly workers: Worker[] = [];
  /** Per worker, the requests waiting for its answers, oldest first. */
  private readonly waiting: { resolve: (m: FromWorker) => void; reject: (e: Error) => void }[][] = [];
  private failure: string | undefined;
  private closing = false;

  constructor(
    private readonly code: string,
    readonly size: number,
    private readonly print: (text: string) => void,
  ) {}

  async start(table: SharedSeenTable, checkDeadlock: boolean): Promise<number[]> {
    const setup: WorkerSetup = { code: this.code, checkDeadlock, table: table.buffer, control: table.controlBuffer, tlcPolynomial: tlcPolynomial() };
    for (let w = 0; w < this.size; w++) {
      const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: setup });
      this.waiting.push([]);
      worker.on("message", (m: FromWorker) => this.receive(w, m));
      worker.on("error", (e) => this.fail(`worker ${w + 1} failed: ${e.message}`));
      // A thread that ends on its own (out of memory, killed) would leave its requests unanswered.
      worker.on("exit", (code) => this.closing || this.fail(`worker ${w + 1} stopped (exit code ${code})`));
      this.workers.push(worker);
    }
    const ready = await Promise.all(this.workers.map((_, w) => this.reply(w)));
    return ready.map((m) => (m.type === "ready" ? m.internSize : -1));
  }

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    const replies: Promise<FromWorker>[] = [];
    for (let w = 0; w < this.size; w++) {
      const message = m(w);
      if (message === undefined) continue;
      replies.push(this.reply(w));
      this.workers[w]!.postMessage(message);
    }
    return (await Promise.all(replies)) as Extract<FromWorker, { type: T }>[];
  }

  tell(w: number, m: ToWorker, transfer: ArrayBuffer[] = []): void {
    this.workers[w]!.postMessage(m, transfer);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private reply(w: number): Promise<FromWorker> {
    if (this.failure !== undefined) return Promise.reject(new Error(this.failure));
    return new Promise((resolve, reject) => this.waiting[w]!.push({ resolve, reject }));
  }

  private receive(w: number, m: FromWorker): void {
    if (m.type === "print") this.print(m.text);
    else if (m.type === "failed") this.fail(`worker ${w + 1}: ${m.message}`);
    else this.waiting[w]!.shift()?.resolve(m);
  }

  private fail(message: string): void {
    this.failure ??= message;
    for (const queue of this.waiting) for (const request of queue.splice(0)) request.reject(new Error(message));
  }
}
