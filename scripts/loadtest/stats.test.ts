import { describe, expect, it } from 'vitest';
import { capacity, loopbackAddress, parseOptions, parseProcStat, percentile, stepPlan, summarize } from './stats.ts';

describe('loadtest figures', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes latency and refusals per command kind', () => {
    const summary = summarize([
      { kind: 'runShow', ms: 10, refused: false },
      { kind: 'advanceWeek', ms: 30, refused: false },
      { kind: 'advanceWeek', ms: 20, refused: true },
    ]);
    expect(summary).toEqual([
      { kind: 'advanceWeek', count: 2, refused: 1, p50: 20, p95: 30, p99: 30 },
      { kind: 'runShow', count: 1, refused: 0, p50: 10, p95: 10, p99: 10 },
    ]);
  });

  it('reads CPU time and RSS from /proc/<pid>/stat, with spaces in the command name', () => {
    // Fields 14 (utime) 250 ticks, 15 (stime) 50 ticks, 24 (rss) 1000 pages.
    const fields = ['S', ...Array.from({ length: 10 }, () => '0'), '250', '50', ...Array.from({ length: 8 }, () => '0'), '1000', '0'];
    const text = `1234 (node server) ${fields.join(' ')}`;
    expect(parseProcStat(text)).toEqual({ cpuMs: 3000, rssBytes: 4_096_000 });
  });

  it('spreads sign-ups over loopback addresses under the per-address limit', () => {
    expect(loopbackAddress(0, 8)).toBe('127.1.0.1');
    expect(loopbackAddress(7, 8)).toBe('127.1.0.1');
    expect(loopbackAddress(8, 8)).toBe('127.1.0.2');
    expect(loopbackAddress(250 * 8, 8)).toBe('127.1.1.1');
    const used = new Map<string, number>();
    for (let i = 0; i < 5000; i += 1) used.set(loopbackAddress(i, 8), (used.get(loopbackAddress(i, 8)) ?? 0) + 1);
    expect(Math.max(...used.values())).toBe(8);
  });

  it('steps up to --max, or runs one step for --players', () => {
    expect(stepPlan({ max: 2000 })).toEqual([50, 100, 200, 400, 800, 1000, 1500, 2000]);
    expect(stepPlan({ max: 300 })).toEqual([50, 100, 200, 300]);
    expect(stepPlan({ max: 2000, players: 120 })).toEqual([120]);
  });

  it('names the capacity: the last step under the goal before the first over it', () => {
    expect(capacity([{ players: 50, lightP95: 8 }, { players: 100, lightP95: 17 }, { players: 200, lightP95: 400 }])).toBe(100);
    expect(capacity([{ players: 50, lightP95: 80 }])).toBe(0);
    expect(capacity([{ players: 50, lightP95: Number.NaN }])).toBe(0);
    expect(capacity([{ players: 50, lightP95: 49 }, { players: 100, lightP95: 50 }])).toBe(50);
  });

  it('reads options and refuses bad ones with a sentence', () => {
    expect(parseOptions([])).toEqual({ max: 2000, stepSeconds: 30, flood: false, lone: false, port: 2631, weekSeconds: 10 });
    expect(parseOptions(['--week-seconds', '30', '--lone'])).toMatchObject({ weekSeconds: 30, lone: true });
    expect(() => parseOptions(['--week-seconds', '1'])).toThrow('--week-seconds needs a whole number of at least 2');
    expect(parseOptions(['--lone', '--players', '1500'])).toMatchObject({ lone: true, players: 1500 });
    expect(parseOptions(['--players', '100', '--step-seconds', '20', '--flood'])).toMatchObject({ players: 100, stepSeconds: 20, flood: true });
    expect(() => parseOptions(['--max', 'lots'])).toThrow('--max needs a whole number of at least 1');
    expect(() => parseOptions(['--fast'])).toThrow('Unknown option --fast');
  });
});
