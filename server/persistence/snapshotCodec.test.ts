// The snapshot codec: a world survives encode → decode exactly; every kind of damaged snapshot is one
// UnreadableSnapshot with a short internal reason, never a raw parser or TypeError.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playedCareer } from '#shared/sim/testing/career.ts';
import { startedWorld } from '#shared/sim/testing/worlds.ts';
import { WORLD_VERSION, type World } from '#shared/sim/world.ts';
import { decodeWorld, encodeWorld, UnreadableSnapshot } from './snapshotCodec.ts';

const gz = (text: string): Uint8Array => new Uint8Array(gzipSync(text));

function unreadable(data: Uint8Array, version = WORLD_VERSION): UnreadableSnapshot {
  try {
    decodeWorld(data, version);
  } catch (error) {
    expect(error).toBeInstanceOf(UnreadableSnapshot);
    return error as UnreadableSnapshot;
  }
  throw new Error('decodeWorld read a damaged snapshot');
}

function jsonWith(change: (world: Record<string, unknown>) => void): string {
  const world = JSON.parse(JSON.stringify(startedWorld(21))) as Record<string, unknown>;
  change(world);
  return JSON.stringify(world);
}

describe('snapshot codec', () => {
  it('gives back an equal world after several played weeks, from gzip bytes smaller than the JSON', () => {
    const world = playedCareer(3, 6);
    const data = encodeWorld(world);
    expect(data).toBeInstanceOf(Uint8Array);
    expect([data[0], data[1]]).toStrictEqual([0x1f, 0x8b]);
    expect(data.length).toBeLessThan(JSON.stringify(world).length / 4);
    const decoded = decodeWorld(data, WORLD_VERSION);
    expect(decoded).toStrictEqual(JSON.parse(JSON.stringify(world)) as World);
    expect(decoded.calendar.totalWeeksProgressed).toBe(6);
  });

  it('migrates a snapshot of an older world version to this one', () => {
    const world = JSON.parse(JSON.stringify(startedWorld(22))) as Record<string, unknown>;
    // A version-8 world: no TV deal yet, so its v9 migration only renumbers it.
    world.version = 8;
    const decoded = decodeWorld(gz(JSON.stringify(world)), 8);
    expect(decoded.version).toBe(WORLD_VERSION);
    expect(decoded.federations[0]!.name).toBe('Test Wrestling');
  });

  it('refuses each of the 7 damaged snapshots with an UnreadableSnapshot and a short reason', () => {
    const good = encodeWorld(startedWorld(23));
    const cases: Array<[string, Uint8Array, number, RegExp]> = [
      ['truncated bytes', good.subarray(0, Math.floor(good.length / 2)), WORLD_VERSION, /not gzip|truncated|unexpected end/i],
      ['garbage bytes', new TextEncoder().encode('definitely not a snapshot'), WORLD_VERSION, /not gzip|incorrect header/i],
      ['null', gz('null'), WORLD_VERSION, /not an object/],
      ['{}', gz('{}'), WORLD_VERSION, /calendar|federations/],
      ['no federations', gz(jsonWith((w) => { w.federations = []; })), WORLD_VERSION, /^federations:/],
      ['a string for a number', gz(jsonWith((w) => { (w.federations as Array<Record<string, unknown>>)[0]!.funds = '50000'; })), WORLD_VERSION, /^federations\.0\.funds:/],
      ['a newer version', good, WORLD_VERSION + 1, /newer/],
    ];
    for (const [label, data, version, reason] of cases) {
      const error = unreadable(data, version);
      expect(error.reason, label).toMatch(reason);
      expect(error.reason.length, label).toBeLessThan(200);
      expect(error.message, label).toBe('The saved game could not be read.');
    }
  });

  it('refuses gzip of broken JSON and of a world whose migration cannot run', () => {
    expect(unreadable(gz('{"version": 9, "federations": [')).reason).toMatch(/JSON/);
    // A version-1 world without federations makes the old migrations throw a TypeError: still unreadable.
    expect(unreadable(gz('{"calendar": {}}'), 1).reason).toMatch(/migration/);
  });
});
