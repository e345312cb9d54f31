// A logger whose entries tests can read: for what the server logs (levels, no stacks, error ids).
import pino from 'pino';
import { Writable } from 'node:stream';
import type { Logger } from '../log.ts';

export interface LogEntry {
  level: number;
  msg?: string;
  err?: { stack?: string };
  [key: string]: unknown;
}

/** pino's levels. */
export const WARN = 40;
export const ERROR = 50;

/** A logger at info whose entries are parsed into `entries` as they are written. */
export function capturedLog(): { log: Logger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) entries.push(JSON.parse(line) as LogEntry);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), entries };
}
