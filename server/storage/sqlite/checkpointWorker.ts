// The worker thread of checkpointer.ts: its own connection to the database file, folding the WAL into it
// with a PASSIVE checkpoint (which never blocks the server's writes) every interval, and once more on stop.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { path, intervalMs } = workerData as { path: string; intervalMs: number };
const db = new DatabaseSync(path);
db.exec('PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');

function checkpoint(): void {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or closing: the next tick tries again.
  }
}

const timer = setInterval(checkpoint, intervalMs);
parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort?.postMessage('stopped');
});
