// Autosave lag, measured from outside the server: how long after a command's answer its change is
// durable. Today the room autosaves the whole world some time after the last command (a debounce), so
// a change is durable once a save row written after the answer is in the SQLite file. The probe reads
// that file directly (no HTTP request, so the server's own figures are not disturbed). When saves
// become a command log appended before the answer, write another DurabilityProbe (for example: the log
// entry of the command is in the file) and pass it instead: the loadtest only calls `isDurable`.
import { DatabaseSync } from 'node:sqlite';

export interface DurabilityProbe {
  /** True when the player's change answered at `answeredAtMs` (wall clock, ms) is in storage. */
  isDurable(userId: string, answeredAtMs: number): boolean;
  close(): void;
}

/** Reads the save rows of the embedded store (server/storage/sqlite): a save written at or after the answer holds the change. */
export function sqliteSaveProbe(databaseFile: string): DurabilityProbe {
  const db = new DatabaseSync(databaseFile);
  // The server writes with WAL; a reader waits briefly rather than failing while a write commits.
  db.exec('PRAGMA busy_timeout = 1000');
  const newest = db.prepare('SELECT MAX(saved_at) AS savedAt FROM game_saves WHERE user_id = ?');
  return {
    isDurable(userId, answeredAtMs) {
      const row = newest.get(userId) as { savedAt: number | null } | undefined;
      return row?.savedAt != null && row.savedAt >= answeredAtMs;
    },
    close: () => db.close(),
  };
}

/** How often pending changes are checked, in ms: a lag is known to within this. */
export const DURABILITY_POLL_MS = 50;
/** A change not durable after this long is counted as not durable (and its wait stops), in ms. */
export const DURABILITY_GIVE_UP_MS = 10_000;

/**
 * Watches changes until they are durable. `watch` is called with a command's answer time; `lags`
 * collects (answer → seen durable) in ms, `notDurable` counts those still not durable after
 * DURABILITY_GIVE_UP_MS.
 */
export class DurabilityWatch {
  readonly lags: number[] = [];
  notDurable = 0;
  private pending: Array<{ userId: string; answeredAtMs: number }> = [];
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly probe: DurabilityProbe;

  constructor(probe: DurabilityProbe) {
    this.probe = probe;
    this.timer = setInterval(() => this.poll(), DURABILITY_POLL_MS);
  }

  watch(userId: string, answeredAtMs: number): void {
    this.pending.push({ userId, answeredAtMs });
  }

  /** Starts a new measurement window. */
  reset(): void {
    this.lags.length = 0;
    this.notDurable = 0;
    this.pending = [];
  }

  private poll(): void {
    const now = Date.now();
    this.pending = this.pending.filter((entry) => {
      let durable = false;
      try {
        durable = this.probe.isDurable(entry.userId, entry.answeredAtMs);
      } catch {
        // The file is busy: try again at the next poll.
      }
      if (durable) {
        this.lags.push(now - entry.answeredAtMs);
        return false;
      }
      if (now - entry.answeredAtMs > DURABILITY_GIVE_UP_MS) {
        this.notDurable += 1;
        return false;
      }
      return true;
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.probe.close();
  }
}
