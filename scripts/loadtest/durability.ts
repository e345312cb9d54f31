// Autosave lag, measured from outside the server: how long after a command's answer its change is
// durable. The room appends each command to its game's log before it answers (docs/persistence.md), and
// the append moves the slot's saved_at to the command's time, so a change is durable once the slot row's
// saved_at reaches the time the command was sent. The probe reads the SQLite file directly (no HTTP
// request, so the server's own figures are not disturbed), once at the answer and then every poll.
import { DatabaseSync } from 'node:sqlite';

export interface DurabilityProbe {
  /** True when the player's change sent at `sentAtMs` (wall clock, ms) is in storage. */
  isDurable(userId: string, sentAtMs: number): boolean;
  close(): void;
}

/** Reads the slot rows of the embedded store (server/storage/sqlite): a slot whose last logged command is from the send or later holds the change. */
export function sqliteSaveProbe(databaseFile: string): DurabilityProbe {
  const db = new DatabaseSync(databaseFile);
  // The server writes with WAL; a reader waits briefly rather than failing while a write commits.
  db.exec('PRAGMA busy_timeout = 1000');
  const newest = db.prepare('SELECT MAX(saved_at) AS savedAt FROM game_slots WHERE user_id = ?');
  return {
    isDurable(userId, sentAtMs) {
      const row = newest.get(userId) as { savedAt: number | null } | undefined;
      return row?.savedAt != null && row.savedAt >= sentAtMs;
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
  private pending: Array<{ userId: string; answeredAtMs: number; sentAtMs: number }> = [];
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly probe: DurabilityProbe;

  constructor(probe: DurabilityProbe) {
    this.probe = probe;
    this.timer = setInterval(() => this.poll(), DURABILITY_POLL_MS);
  }

  /** A change answered at `answeredAtMs` (sent at `sentAtMs`): checked at once (lag 0 when it was durable at its answer), then at every poll. */
  watch(userId: string, answeredAtMs: number, sentAtMs: number): void {
    let durable = false;
    try {
      durable = this.probe.isDurable(userId, sentAtMs);
    } catch {
      // The file is busy: the poll tries again.
    }
    if (durable) this.lags.push(Math.max(0, Date.now() - answeredAtMs));
    else this.pending.push({ userId, answeredAtMs, sentAtMs });
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
        durable = this.probe.isDurable(entry.userId, entry.sentAtMs);
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
