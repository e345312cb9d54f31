// The per-connection command limit: a token bucket for commands and a leaky count of
// refusals that ends a flooding connection. Pure: time is passed in.
import { describe, expect, it } from 'vitest';
import { COMMAND_BURST, COMMAND_RATE_PER_S, FLOOD_REFUSAL_DRAIN_PER_S, FLOOD_REFUSALS_BEFORE_DISCONNECT, MessageLimit } from './messageLimit.ts';

describe('MessageLimit', () => {
  it('lets a burst of 40 commands through at once, then refuses', () => {
    const limit = new MessageLimit(0);
    const verdicts = Array.from({ length: COMMAND_BURST + 1 }, () => limit.take(0));
    expect(COMMAND_BURST).toBe(40);
    expect(verdicts.slice(0, COMMAND_BURST).every((v) => v === 'ok')).toBe(true);
    expect(verdicts[COMMAND_BURST]).toBe('refuse');
  });

  it('refills 20 commands a second', () => {
    const limit = new MessageLimit(0);
    for (let i = 0; i < COMMAND_BURST; i += 1) limit.take(0);
    expect(COMMAND_RATE_PER_S).toBe(20);
    expect(limit.take(10)).toBe('refuse'); // 10 ms: a fifth of a command
    expect(limit.take(50)).toBe('ok'); // 50 ms: one command
    expect(limit.take(50)).toBe('refuse');
    // One second refills 20, never more than the burst.
    let ok = 0;
    for (let i = 0; i < 30; i += 1) if (limit.take(1050) === 'ok') ok += 1;
    expect(ok).toBe(20);
    let full = 0;
    for (let i = 0; i < 100; i += 1) if (limit.take(60_000) === 'ok') full += 1;
    expect(full).toBe(COMMAND_BURST);
  });

  it('never refuses a player sending 20 commands a second for a minute', () => {
    const limit = new MessageLimit(0);
    for (let t = 0; t < 60_000; t += 50) expect(limit.take(t)).toBe('ok');
  });

  it('disconnects a flood after 100 refusals, and never a client that only brushes the limit', () => {
    const flood = new MessageLimit(0);
    const verdicts: string[] = [];
    // 1,800 commands a second: one every 0.56 ms.
    for (let i = 0; i < 1800 && verdicts.at(-1) !== 'disconnect'; i += 1) verdicts.push(flood.take(i * (1000 / 1800)));
    expect(verdicts.filter((v) => v === 'ok').length).toBeGreaterThanOrEqual(COMMAND_BURST);
    // About 100 refusals (a few more, as the count drains a little meanwhile), within about 80 ms.
    const refused = verdicts.filter((v) => v === 'refuse').length;
    expect(refused).toBeGreaterThanOrEqual(FLOOD_REFUSALS_BEFORE_DISCONNECT - 1);
    expect(refused).toBeLessThan(FLOOD_REFUSALS_BEFORE_DISCONNECT + 5);
    expect(verdicts.length * (1000 / 1800)).toBeLessThan(100);
    expect(verdicts.at(-1)).toBe('disconnect');
    // The limit outlives the connection (the player's next one shares it): no fresh burst right after,
    // the next command past the limit closes again, and after quiet the limit is whole again.
    const closedAt = verdicts.length * (1000 / 1800);
    expect(flood.take(closedAt + 1)).toBe('disconnect');
    expect(flood.take(closedAt + 100)).toBe('ok'); // 100 ms refilled two commands
    expect(flood.take(closedAt + 101)).toBe('ok');
    // (the count drained a hundredth meanwhile: the second command over the limit closes)
    expect([flood.take(closedAt + 102), flood.take(closedAt + 103)]).toContain('disconnect');
    const later = closedAt + (FLOOD_REFUSALS_BEFORE_DISCONNECT / FLOOD_REFUSAL_DRAIN_PER_S) * 1000;
    const rested = Array.from({ length: COMMAND_BURST + 1 }, () => flood.take(later));
    expect(rested.filter((v) => v === 'ok')).toHaveLength(COMMAND_BURST);
    expect(rested.at(-1)).toBe('refuse');

    // 25 commands a second for ten minutes: 5 refused a second, fewer than the refusals drain.
    expect(FLOOD_REFUSAL_DRAIN_PER_S).toBeGreaterThan(5);
    const eager = new MessageLimit(0);
    const seen = new Set<string>();
    for (let t = 0; t < 600_000; t += 40) seen.add(eager.take(t));
    expect([...seen].sort()).toEqual(['ok', 'refuse']);
  });
});
