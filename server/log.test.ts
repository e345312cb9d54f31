import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CLIENT_MISTAKE_LOGS_PER_SOURCE, CLIENT_MISTAKE_LOGS_TOTAL, CLIENT_MISTAKE_WINDOW_MS, ClientMistakeLog } from './log.ts';

function captured() {
  const entries: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) entries.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // pino writes synchronously to a plain stream.
  return { entries, log: pino({ level: 'info' }, sink) };
}

describe('ClientMistakeLog', () => {
  it('writes a few warn entries per source per window, then reports how many it dropped', () => {
    const { entries, log } = captured();
    let now = 1_000;
    const mistakes = new ClientMistakeLog(log, () => now);
    for (let i = 0; i < 45; i += 1) mistakes.warn('client-a', { reason: 'unreadable' }, 'command frame refused');
    expect(entries).toHaveLength(CLIENT_MISTAKE_LOGS_PER_SOURCE);
    expect(entries.every((entry) => entry.level === 40 && entry.clientMistake === true && !('err' in entry))).toBe(true);
    // Another source still gets its lines in the same window.
    mistakes.warn('client-b', { reason: 'unreadable' }, 'command frame refused');
    expect(entries).toHaveLength(CLIENT_MISTAKE_LOGS_PER_SOURCE + 1);
    expect(entries.at(-1)!.suppressed).toBe(45 - CLIENT_MISTAKE_LOGS_PER_SOURCE);
    // The next window starts afresh.
    now += CLIENT_MISTAKE_WINDOW_MS;
    mistakes.warn('client-a', { reason: 'unreadable' }, 'command frame refused');
    expect(entries).toHaveLength(CLIENT_MISTAKE_LOGS_PER_SOURCE + 2);
  });

  it('caps the entries of all sources together', () => {
    const { entries, log } = captured();
    const mistakes = new ClientMistakeLog(log, () => 0);
    for (let i = 0; i < CLIENT_MISTAKE_LOGS_TOTAL * 3; i += 1) mistakes.warn(`client-${i}`, {}, 'websocket connection error from a client');
    expect(entries).toHaveLength(CLIENT_MISTAKE_LOGS_TOTAL);
  });
});
