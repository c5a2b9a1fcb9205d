// A small task dispatcher, the implementation that TaskQueue.tla specifies: a queue of
// pending tasks handed out to idle workers in order; a worker completes its task or
// crashes, and a crashed worker's task goes back to the end of the queue, within a crash
// budget. Every change is written to a journal first (write-ahead), which is why the
// operations are async. It knows nothing of the spec: driver.ts connects the two.

export type TaskId = string;
export type WorkerId = string;

export type JournalEntry =
  | { readonly type: "assigned"; readonly worker: WorkerId; readonly task: TaskId }
  | { readonly type: "completed"; readonly worker: WorkerId; readonly task: TaskId }
  | { readonly type: "requeued"; readonly worker: WorkerId; readonly task: TaskId };

export interface DispatcherOptions {
  /** Crashes tolerated in total; a crash beyond them is refused. */
  readonly maxCrashes: number;
  /** Where every change is recorded before it takes effect. */
  readonly journal?: (entry: JournalEntry) => Promise<void>;
}

export interface DispatcherSnapshot {
  readonly pending: readonly TaskId[];
  readonly assignments: ReadonlyMap<WorkerId, TaskId>;
  readonly completed: ReadonlySet<TaskId>;
  readonly crashes: number;
}

export class Dispatcher {
  private readonly pending: TaskId[];
  private readonly assignments = new Map<WorkerId, TaskId>();
  private readonly completed = new Set<TaskId>();
  private crashes = 0;
  private lastAssigned: TaskId | undefined;

  constructor(
    private readonly workers: ReadonlySet<WorkerId>,
    tasks: Iterable<TaskId>,
    private readonly options: DispatcherOptions,
  ) {
    this.pending = [...tasks];
  }

  /** Hands the next pending task to an idle worker; undefined when nothing is pending. */
  async dispatch(worker: WorkerId): Promise<TaskId | undefined> {
    this.requireWorker(worker);
    if (this.assignments.has(worker)) throw new Error(`worker ${worker} is busy with ${this.assignments.get(worker)}`);
    const task = this.pending[0];
    if (task === undefined) return undefined;
    await this.record({ type: "assigned", worker, task });
    this.pending.shift();
    this.assignments.set(worker, task);
    this.lastAssigned = task;
    return task;
  }

  /** The worker finished its task. */
  async complete(worker: WorkerId): Promise<void> {
    const task = this.taskOf(worker);
    await this.record({ type: "completed", worker, task });
    this.assignments.delete(worker);
    this.completed.add(task);
  }

  /** The worker crashed: its task goes back to the end of the queue. */
  async crashed(worker: WorkerId): Promise<void> {
    const task = this.taskOf(worker);
    if (this.crashes >= this.options.maxCrashes) throw new Error(`crash budget of ${this.options.maxCrashes} exhausted`);
    await this.record({ type: "requeued", worker, task });
    this.assignments.delete(worker);
    this.pending.push(task);
    this.crashes++;
  }

  /** The task most recently handed out, for monitoring. */
  get mostRecent(): TaskId | undefined {
    return this.lastAssigned;
  }

  snapshot(): DispatcherSnapshot {
    return { pending: [...this.pending], assignments: new Map(this.assignments), completed: new Set(this.completed), crashes: this.crashes };
  }

  private taskOf(worker: WorkerId): TaskId {
    this.requireWorker(worker);
    const task = this.assignments.get(worker);
    if (task === undefined) throw new Error(`worker ${worker} has no task`);
    return task;
  }

  private requireWorker(worker: WorkerId): void {
    if (!this.workers.has(worker)) throw new Error(`unknown worker ${worker}`);
  }

  private async record(entry: JournalEntry): Promise<void> {
    await this.options.journal?.(entry);
  }
}
