// Structured logs through pino. One logger per server; tests pass level 'silent'.
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: 'main-event-mogul' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
  });
}

/** Client mistakes logged per source (a connection, an address) per window; more are counted, not written. */
export const CLIENT_MISTAKE_LOGS_PER_SOURCE = 5;
/** Client mistakes logged per window from all sources together, so many sources cannot flood the log either. */
export const CLIENT_MISTAKE_LOGS_TOTAL = 100;
/** The window of both limits, in ms. */
export const CLIENT_MISTAKE_WINDOW_MS = 60_000;
/** Sources tracked in one window; past this, only the total limit applies (memory stays bounded). */
const CLIENT_MISTAKE_MAX_SOURCES = 10_000;

/**
 * Logs what clients get wrong (unreadable or oversize frames, unknown commands) at warn, without stack
 * traces, rate limited: a client's mistake is worth a line for the operator, never a flood. Entries
 * dropped in a window are reported as `suppressed` on the next entry written.
 */
export class ClientMistakeLog {
  private windowEndsAt = 0;
  private total = 0;
  private perSource = new Map<string, number>();
  private suppressed = 0;
  private readonly log: Logger;
  private readonly now: () => number;

  constructor(log: Logger, now: () => number = Date.now) {
    this.log = log;
    this.now = now;
  }

  /** `fields` are plain values (ids, a reason, an error's message): never an Error object. */
  warn(source: string, fields: Record<string, string | number | undefined>, message: string): void {
    const now = this.now();
    if (now >= this.windowEndsAt) {
      this.windowEndsAt = now + CLIENT_MISTAKE_WINDOW_MS;
      this.total = 0;
      this.perSource.clear();
    }
    const count = this.perSource.get(source) ?? 0;
    if (count >= CLIENT_MISTAKE_LOGS_PER_SOURCE || this.total >= CLIENT_MISTAKE_LOGS_TOTAL) {
      this.suppressed += 1;
      return;
    }
    if (this.perSource.size < CLIENT_MISTAKE_MAX_SOURCES || this.perSource.has(source)) this.perSource.set(source, count + 1);
    this.total += 1;
    const suppressed = this.suppressed;
    this.suppressed = 0;
    this.log.warn({ clientMistake: true, ...fields, ...(suppressed ? { suppressed } : {}) }, message);
  }
}
