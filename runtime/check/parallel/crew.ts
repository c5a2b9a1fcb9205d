// Who expands the levels of the parallel search: while the frontier is small, the
// coordinator's own thread alone (LocalCrew); then that thread with worker threads
// (Team: the coordinator's thread and a Pool of one thread fewer than the workers asked
// for). All answer the same messages (messages.ts) through `answer`.
//
// A level's expansion is balanced as it runs: when a member is done while another
// still has states left, the coordinator asks that one (on the work board,
// levelExpander.ts) for half of its tail and hands it to the idle member. The
// coordinator does that from its event loop, between the slices its own thread expands
// in; a slice ends early when the board says another member is idle (Board.Idle), so a
// thread done first waits some 64 states for more work, not the rest of a slice.
//
// The coordinator's thread is a member, not a bystander, because each extra V8 isolate
// costs CPU the one-worker search does not spend: its own JIT compilation and warm-up of
// the whole spec, and its own heap to collect. Its expander is warm already and keeps
// its frontier, so handing over moves only the threads' shares.

import { tlcPolynomial } from "../../values/tlcHash.js";
import { Worker } from "node:worker_threads";
import { answer, prepareExpansion } from "./answer.js";
import { Board, BOARD_STRIDE, MIN_TAIL, type LevelExpander } from "./levelExpander.js";
import type { FromWorker, ToWorker, WorkerSetup } from "./messages.js";
import type { SharedSeenTable } from "./sharedSeen.js";

/**
 * How long the coordinator's thread expands before it lets the event loop run (ms): it
 * serves Ctrl-C, the threads' prints, and hands a finished thread more work.
 */
const SLICE_MS = 10;

/**
 * The young generation of a worker thread's heap (MB; V8 makes a third of it each semi-space). The
 * search makes many short-lived values: with 32 MB semi-spaces instead of Node's 16, SwarmKitLarge's
 * one-thread search scavenged 238 times instead of 438 and took about 4% less CPU (measured with
 * --max-semi-space-size), at the cost of some 48 MB more young generation per thread.
 */
const YOUNG_GENERATION_MB = 96;

type Expanded = Extract<FromWorker, { type: "expanded" }>;

/** Who expands the levels: worker threads, or the coordinator's own thread. */
export interface Crew {
  readonly size: number;
  /** Sends `m(w)` to each member w it is defined for and waits for their answers (of type T). */
  ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]>;
  tell(w: number, m: ToWorker): void;
}

/** The coordinator's own thread as a crew of one. */
export class LocalCrew implements Crew {
  readonly size = 1;
  constructor(readonly expander: LevelExpander) {}

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    const message = m(0);
    if (message?.type === "expand") return [await this.expand(message)] as Extract<FromWorker, { type: T }>[];
    const reply = message === undefined ? undefined : answer(this.expander, message);
    return (reply === undefined ? [] : [reply]) as Extract<FromWorker, { type: T }>[];
  }

  /**
   * Expands in slices, returning to the event loop between them: a level's share can take
   * seconds, and meanwhile Ctrl-C must end the run and the threads' prints be shown.
   */
  async expand(m: Extract<ToWorker, { type: "expand" }>): Promise<Expanded> {
    const expander = this.expander;
    prepareExpansion(expander, m);
    expander.beginExpansion();
    return this.goOn();
  }

  /** Expands states another member handed over, after its own share. */
  steal(m: Extract<ToWorker, { type: "steal" }>): Promise<Expanded> {
    this.expander.steal(m.states, m.ids);
    return this.goOn();
  }

  private async goOn(): Promise<Expanded> {
    const expander = this.expander;
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

  private readonly board: Int32Array;
  /** States handed from one member to another while levels were expanded (their tails), and how many hand-overs. */
  stolen = 0;
  steals = 0;
  /** Where the tails members give away go while a level is expanded. */
  private onSpare: (w: number, states: Uint8Array, ids: Int32Array) => void = () => {};

  constructor(
    private readonly local: LocalCrew,
    private readonly pool: Pool,
  ) {
    this.size = 1 + pool.size;
    this.board = new Int32Array(pool.board);
    local.expander.joinBoard(this.board, 0, (states, ids) => this.onSpare(0, states, ids));
    pool.onSpare = (w, states, ids) => this.onSpare(w + 1, states, ids);
  }

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    const first = m(0);
    if (first?.type === "expand") return (await this.expand(first)) as Extract<FromWorker, { type: T }>[];
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

  tell(w: number, m: ToWorker): void {
    if (w === 0) this.local.tell(0, m);
    else this.pool.tell(w - 1, m);
  }

  /**
   * Expands a level on every member; whenever one is done while another has at least
   * 2 * MIN_TAIL states left, asks the one with most left for half of them and hands
   * them to the idle one. Resolves with each member's last answer (totals for the level).
   */
  private expand(m: Extract<ToWorker, { type: "expand" }>): Promise<Expanded[]> {
    const { board, size } = this;
    // Left, Want and Idle afresh; not the bells (worker.ts), which count on.
    for (let w = 0; w < size; w++) board.fill(0, w * BOARD_STRIDE, w * BOARD_STRIDE + Board.Bell);
    const latest: Expanded[] = [];
    const busy = new Array<boolean>(size).fill(true);
    /** The member asked for its tail (which answers with "spare", or is done first), or -1. */
    let asked = -1;
    return new Promise((resolve, reject) => {
      let failed = false;
      const fail = (e: unknown): void => {
        failed = true;
        this.onSpare = () => {};
        reject(e);
      };
      const balance = (): void => {
        if (failed) return;
        if (asked < 0 && busy.includes(false)) {
          let most = 2 * MIN_TAIL - 1;
          for (let w = 0; w < size; w++) {
            const left = Atomics.load(board, w * BOARD_STRIDE + Board.Left);
            if (busy[w] && left > most) {
              asked = w;
              most = left;
            }
          }
          if (asked >= 0) Atomics.store(board, asked * BOARD_STRIDE + Board.Want, 1);
        }
        if (asked < 0 && !busy.includes(true)) {
          this.onSpare = () => {};
          resolve(latest);
        }
      };
      const done = (w: number, r: Expanded): void => {
        latest[w] = r;
        busy[w] = false;
        if (asked === w) {
          // Done before it saw the request: there is no tail.
          asked = -1;
          Atomics.store(board, w * BOARD_STRIDE + Board.Want, 0);
        }
        balance();
      };
      const run = (w: number, request: Extract<ToWorker, { type: "expand" | "steal" }>): void => {
        // Busy from now: the coordinator's thread stops watching it (levelExpander.ts, anotherIdle).
        Atomics.store(this.board, w * BOARD_STRIDE + Board.Idle, 0);
        const answer = w > 0 ? this.pool.request(w - 1, request) : request.type === "expand" ? this.local.expand(request) : this.local.steal(request);
        answer.then((r) => done(w, r as Expanded), fail);
      };
      this.onSpare = (w, states, ids) => {
        if (asked === w) asked = -1;
        if (ids.length > 0) {
          this.stolen += ids.length;
          this.steals++;
          // Members go idle only when done, and one is asked only while another is idle.
          const idle = busy.indexOf(false);
          busy[idle] = true;
          run(idle, { type: "steal", states, ids });
        }
        balance();
      };
      // The threads get their requests first and work while this thread expands its own share.
      for (let w = 1; w < size; w++) run(w, m);
      run(0, m);
    });
  }
}

/** The worker threads, each answering requests in order. */
export class Pool implements Crew {
  readonly workers: Worker[] = [];
  /** The work board of the team (levelExpander.ts, Board): the coordinator's thread and these threads. */
  readonly board: SharedArrayBuffer;
  /** Receives the tails the threads give away (messages of type "spare"). */
  onSpare: (w: number, states: Uint8Array, ids: Int32Array) => void = () => {};
  /** Per worker, the requests waiting for its answers, oldest first. */
  private readonly waiting: { resolve: (m: FromWorker) => void; reject: (e: Error) => void }[][] = [];
  private failure: string | undefined;
  private closing = false;
  /** Per thread, its CPU time when it had loaded the spec (with `stats`). */
  readonly startupCpuMs: number[] = [];

  constructor(
    private readonly code: string,
    readonly size: number,
    private readonly print: (text: string) => void,
    /** The threads report their CPU time (TLA2TS_PARALLEL_STATS). */
    private readonly stats = false,
  ) {
    this.board = new SharedArrayBuffer(4 * BOARD_STRIDE * (size + 1));
    this.boardView = new Int32Array(this.board);
  }
  /** `board`, where the threads' bells are. */
  private readonly boardView: Int32Array;

  async start(table: SharedSeenTable, checkDeadlock: boolean): Promise<number[]> {
    for (let w = 0; w < this.size; w++) {
      const setup: WorkerSetup = { code: this.code, checkDeadlock, table: table.buffer, control: table.controlBuffer, board: this.board, member: w + 1, tlcPolynomial: tlcPolynomial(), stats: this.stats };
      const worker = new Worker(new URL("./worker.js", import.meta.url), { workerData: setup, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      this.waiting.push([]);
      worker.on("message", (m: FromWorker) => this.receive(w, m));
      worker.on("error", (e) => this.fail(`worker ${w + 1} failed: ${e.message}`));
      // A thread that ends on its own (out of memory, killed) would leave its requests unanswered.
      worker.on("exit", (code) => this.closing || this.fail(`worker ${w + 1} stopped (exit code ${code})`));
      this.workers.push(worker);
    }
    const ready = await Promise.all(this.workers.map((_, w) => this.reply(w)));
    for (const m of ready) this.startupCpuMs.push(m.type === "ready" ? (m.cpuMs ?? NaN) : NaN);
    return ready.map((m) => (m.type === "ready" ? m.internSize : -1));
  }

  async ask<T extends FromWorker["type"]>(m: (w: number) => ToWorker | undefined): Promise<Extract<FromWorker, { type: T }>[]> {
    const replies: Promise<FromWorker>[] = [];
    for (let w = 0; w < this.size; w++) {
      const message = m(w);
      if (message === undefined) continue;
      replies.push(this.reply(w));
      this.post(w, message);
    }
    return (await Promise.all(replies)) as Extract<FromWorker, { type: T }>[];
  }

  tell(w: number, m: ToWorker): void {
    this.post(w, m);
  }

  /**
   * Posts `m` to thread w and rings its bell on the board (a thread waits for its messages there: worker.ts).
   * Its buffers are copied, never handed over with a transfer list: see worker.ts on detaching.
   */
  private post(w: number, m: ToWorker): void {
    this.workers[w]!.postMessage(m);
    this.ring(w);
  }

  private ring(w: number): void {
    const bell = (w + 1) * BOARD_STRIDE + Board.Bell;
    Atomics.add(this.boardView, bell, 1);
    Atomics.notify(this.boardView, bell);
  }

  /** Sends `m` to thread w and waits for its answer. */
  request(w: number, m: ToWorker): Promise<FromWorker> {
    const answer = this.reply(w);
    this.post(w, m);
    return answer;
  }

  async close(): Promise<void> {
    this.closing = true;
    for (let w = 0; w < this.size; w++) {
      Atomics.store(this.boardView, (w + 1) * BOARD_STRIDE + Board.Quit, 1);
      this.ring(w);
    }
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private reply(w: number): Promise<FromWorker> {
    if (this.failure !== undefined) return Promise.reject(new Error(this.failure));
    return new Promise((resolve, reject) => this.waiting[w]!.push({ resolve, reject }));
  }

  private receive(w: number, m: FromWorker): void {
    if (m.type === "print") this.print(m.text);
    else if (m.type === "failed") this.fail(`worker ${w + 1}: ${m.message}`);
    else if (m.type === "spare") this.onSpare(w, m.states, m.ids);
    else this.waiting[w]!.shift()?.resolve(m);
  }

  private fail(message: string): void {
    this.failure ??= message;
    for (const queue of this.waiting) for (const request of queue.splice(0)) request.reject(new Error(message));
  }
}
