// A room's commands, one after another: an awaited write or load never interleaves with another command.

export class CommandQueue {
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `task` after every task queued before it; the queue itself never rejects. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task);
    // The queue keeps neither the value nor the error: a command's answer (its events) held until the
    // room's next command would outlive the young generation in every room (docs/benchmarks.md).
    this.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Settles once every task queued so far has finished. */
  idle(): Promise<unknown> {
    return this.tail;
  }
}
