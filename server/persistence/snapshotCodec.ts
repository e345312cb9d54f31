// A world ⇄ the bytes of a snapshot: its JSON, gzip-compressed. Decoding migrates older versions
// (shared/sim/migrations.ts) and checks the result (shared/sim/worldCheck.ts); any failure, whatever
// the cause (damaged bytes, bad JSON, a failing migration, a missing field, a newer version), is one
// UnreadableSnapshot whose `reason` is for the server log. Players never see it.
import { migrateWorld } from '#shared/sim/migrations.ts';
import { checkWorld, WorldCheckError } from '#shared/sim/worldCheck.ts';
import { WORLD_VERSION, type World } from '#shared/sim/world.ts';
import { gunzipText, gzipText } from './compression.ts';

export class UnreadableSnapshot extends Error {
  /** Short internal description of what was wrong; for the log, never for a player. */
  readonly reason: string;
  constructor(reason: string, options?: { cause?: unknown }) {
    super('The saved game could not be read.', options);
    this.name = 'UnreadableSnapshot';
    this.reason = reason;
  }
}

/** Error text cut to one short line (zlib and JSON messages can quote long input). */
function short(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

export function encodeWorld(world: World): Uint8Array {
  return gzipText(JSON.stringify(world));
}

/** The world in `data`, saved at world version `version`, brought to WORLD_VERSION and checked. */
export function decodeWorld(data: Uint8Array, version: number): World {
  if (!Number.isInteger(version) || version < 1) throw new UnreadableSnapshot(`bad version ${String(version)}`);
  if (version > WORLD_VERSION) throw new UnreadableSnapshot(`version ${version} is newer than this server's ${WORLD_VERSION}`);
  let text: string;
  try {
    text = gunzipText(data);
  } catch (error) {
    throw new UnreadableSnapshot(`not gzip or truncated: ${short(error)}`, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UnreadableSnapshot(`bad JSON: ${short(error)}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UnreadableSnapshot('the world is not an object');
  let migrated: World;
  try {
    migrated = migrateWorld({ ...parsed, version });
  } catch (error) {
    throw new UnreadableSnapshot(`migration from version ${version} failed: ${short(error)}`, { cause: error });
  }
  try {
    return checkWorld(migrated);
  } catch (error) {
    if (error instanceof WorldCheckError) throw new UnreadableSnapshot(error.reason, { cause: error });
    throw new UnreadableSnapshot(`check failed: ${short(error)}`, { cause: error });
  }
}
