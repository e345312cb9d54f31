// WAL checkpoints off the event loop. node:sqlite is synchronous: with SQLite's automatic checkpoint, the
// commit that crosses the WAL's size limit copies the log into the database and syncs it on the game
// server's only thread, stalling every room for 10-30 ms about once a second under load (npm run bench).
// Instead the server's own connection never checkpoints (wal_autocheckpoint = 0) and a worker thread with
// its own connection runs a PASSIVE checkpoint every CHECKPOINT_INTERVAL_MS, which never blocks writers.
import { Worker } from 'node:worker_threads';

/** How often the worker folds the WAL into the database, in ms. */
export const CHECKPOINT_INTERVAL_MS = 1000;

export class Checkpointer {
  private readonly worker: Worker;

  constructor(path: string, intervalMs = CHECKPOINT_INTERVAL_MS) {
    // A module file of its own, started without the process's flags: a server booted with
    // `--input-type=module -e ...` (scripts/support/siteServer.mjs) would pass that flag on, and it
    // breaks a worker of eval'd source as well as one of a file.
    this.worker = new Worker(new URL('./checkpointWorker.ts', import.meta.url), { workerData: { path, intervalMs }, execArgv: [] });
    // A checkpoint the worker could not make is retried on its next tick; the worker never holds the process open.
    this.worker.unref();
  }

  /** A last checkpoint, then the worker ends. */
  async stop(): Promise<void> {
    const stopped = new Promise<void>((resolve) => {
      this.worker.once('message', () => resolve());
      this.worker.once('exit', () => resolve());
    });
    this.worker.postMessage('stop');
    await stopped;
    await this.worker.terminate();
  }
}
