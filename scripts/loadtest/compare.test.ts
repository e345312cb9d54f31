import { describe, expect, it } from 'vitest';
import { compareSummary, parseCompareOptions, parseSummaryRow } from './compare.ts';

// A run's tail as scripts/loadtest.ts prints it (2026-11-28, 1,250 players of the AI world).
const RUN = `== 1250 players ==
  1250 players in (62.3 s to set up)
  1000.0 commands/s answered (0 without answer); light p50/p95/p99 0.8/73.3/868.2 ms

== Summary ==
players  commands/s  light p50/p95/p99 ms   CPU ms/cmd  server CPU  MB/room  autosave lag p95 ms  generator CPU
   1250      1000.0       0.8/73.3/868.2        0.56         56%     0.75                    1            12%

Capacity: 0 players on one core at p95 < 50 ms for light commands (goal: at least 1,000).`;

describe('npm run loadtest:compare', () => {
  it('reads its options, the lone world at the AI world’s count unless told', () => {
    expect(parseCompareOptions([])).toEqual({ players: 1000, lonePlayers: 1000, rounds: 3, stepSeconds: 30, weekSeconds: 10 });
    expect(parseCompareOptions(['--players', '1250', '--lone-players', '1500', '--rounds', '2', '--step-seconds', '60', '--week-seconds', '30'])).toEqual({ players: 1250, lonePlayers: 1500, rounds: 2, stepSeconds: 60, weekSeconds: 30 });
    expect(() => parseCompareOptions(['--rounds', '0'])).toThrow('--rounds needs a whole number of at least 1');
    expect(() => parseCompareOptions(['--lone'])).toThrow('Unknown option --lone');
  });

  it("reads a run's summary row, and nothing from a run that printed none", () => {
    expect(parseSummaryRow(RUN)).toEqual({ players: 1250, lightP95: 73.3, cpuMsPerCommand: 0.56, serverCpuPercent: 56, mbPerRoom: 0.75 });
    expect(parseSummaryRow('Load test failed: Port 2631 is already in use')).toBeNull();
  });

  it('prints the steps passed, the medians and the ratio of CPU per command', () => {
    const step = (lightP95: number, cpuMsPerCommand: number) => ({ players: 1250, lightP95, cpuMsPerCommand, serverCpuPercent: 60, mbPerRoom: 0.5 });
    expect(compareSummary([step(73.3, 0.6), step(40, 0.7), null], [step(16.2, 0.4), step(35.3, 0.42), step(60, 0.44)])).toEqual([
      'AI world: passed 1 of 3 steps (light p95 under 50 ms); median 0.65 ms of CPU per command, 60% of the core, 0.50 MB per room',
      'Lone world: passed 2 of 3 steps (light p95 under 50 ms); median 0.42 ms of CPU per command, 60% of the core, 0.50 MB per room',
      'CPU per command, AI world / lone world: 1.55 (medians)',
    ]);
  });
});
