// gzip for snapshots. The storage adapters use it for saves written in the old format (JSON text) and
// the snapshot codec for worlds, so both give the same bytes for the same text.
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * zlib level of snapshots (1 = fastest, 9 = smallest). Level 6 makes snapshots about a third smaller
 * for about twice the time. Snapshots are written often and read rarely, on the thread that runs every
 * room: the time matters more than the bytes (`npm run bench` prints the figures; docs/benchmarks.md).
 */
export const SNAPSHOT_GZIP_LEVEL = 1;

export function gzipText(text: string): Uint8Array {
  const buffer = gzipSync(text, { level: SNAPSHOT_GZIP_LEVEL });
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Throws zlib's error for bytes that are not a whole gzip stream. */
export function gunzipText(data: Uint8Array): string {
  return gunzipSync(data).toString('utf8');
}
