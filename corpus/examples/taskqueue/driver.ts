// The model-based test driver for the dispatcher: it performs each TaskQueue action on
// a Dispatcher and reads the dispatcher's state back in the spec's terms. Written once
// per implementation; `tla2ts/testing` does the rest (test/examples/taskQueueMbt.test.ts).

import type { Driver } from "tla2ts/testing";
import { machine, type TaskQueueAction, type TaskQueueState, type Workers } from "./generated/TaskQueue.machine.js";
import type { Dispatcher, DispatcherOptions, TaskId, WorkerId } from "./dispatcher.js";

/** What the driver uses of a dispatcher: the correct one's and the seeded bug's public face. */
export type DispatcherApi = Pick<Dispatcher, "dispatch" | "complete" | "crashed" | "snapshot">;
export type DispatcherClass = new (workers: ReadonlySet<WorkerId>, tasks: Iterable<TaskId>, options: DispatcherOptions) => DispatcherApi;

export function dispatcherDriver(Impl: DispatcherClass): Driver<TaskQueueState, TaskQueueAction, DispatcherApi> {
  const { Workers, MaxCrashes } = machine.constants;
  return {
    // The spec starts with every task queued in any order: the dispatcher gets that order.
    create: (init) => new Impl(Workers, init.queue, { maxCrashes: MaxCrashes, journal: async () => {} }),
    async apply(dispatcher, action) {
      switch (action.name) {
        case "Dispatch":
          await dispatcher.dispatch(action.w);
          return;
        case "Finish":
          return dispatcher.complete(action.w);
        case "Crash":
          return dispatcher.crashed(action.w);
        case "Next":
          return; // all tasks done: the spec stutters
      }
    },
    project(dispatcher) {
      const { pending, assignments, completed, crashes } = dispatcher.snapshot();
      const worker = {} as Record<Workers, TaskQueueState["worker"][Workers]>;
      for (const w of Workers) {
        const task = assignments.get(w) as TaskQueueState["queue"][number] | undefined;
        worker[w] = task === undefined ? { state: "idle", task: "idle" } : { state: "busy", task };
      }
      return { queue: pending as TaskQueueState["queue"], worker, done: completed as TaskQueueState["done"], crashes };
    },
  };
}
