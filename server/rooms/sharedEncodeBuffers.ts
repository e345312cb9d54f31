// One pair of state-encoding buffers for every room of the process, instead of a pair per room.
//
// Colyseus gives each room's serializer two buffers of Encoder.BUFFER_SIZE: one its patches are encoded
// into, one its full state (a join) is encoded into; the first patch after a join then grows the patch
// buffer to twice that. A long career's join state measures up to ~80 KB (npm run bench), so rooms held
// 128 KB + 256 KB of ArrayBuffers each: ~480 MB for 1,250 rooms. V8 counts ArrayBuffers as external
// memory and starts a full mark of the whole heap each time it grows by 64 MB, whatever the heap's own
// room: on a server of a thousand rooms, such marks of the whole heap come every few seconds "for external
// memory pressure" (--trace-incremental-marking), and each stalls the one core for seconds (docs/protocol.md
// "Memory and the collector"; the figures are in docs/benchmarks.md).
//
// Sharing is safe because the room's state has filtered parts (each client sees its own federation's
// private part through a StateView): then Colyseus never sends these buffers themselves. A patch is
// encoded into the shared buffer and each client gets a copy of its bytes (Encoder.encodeView), a join
// likewise (encodeAllView), all within one synchronous call, so the next room's encode cannot overwrite
// bytes still to be sent. The one thing Colyseus keeps in its full-state buffer between calls is the
// encoded shared part, reused for the next join when nothing changed: with the buffer shared another
// room may have written over it since, so a join always encodes it again (a join is rare; a patch is not).
import { Encoder } from '@colyseus/schema';

/** The shared buffers' size, in bytes: a long career's join state (~80 KB) with room to spare. A larger state grows the room's own buffer. */
export const SHARED_ENCODE_BUFFER_BYTES = 256 * 1024;

/**
 * Encoder.BUFFER_SIZE, in bytes: what Colyseus allocates for each room's buffers before they are
 * replaced by the shared ones, and for the one-off encoder of a room's handshake (its type list).
 * Colyseus's own default; an encode that outgrows a buffer grows it in steps of this size.
 */
export const ROOM_BUFFER_BYTES = 16 * 1024;
Encoder.BUFFER_SIZE = ROOM_BUFFER_BYTES;

/** What this module reads and writes of Colyseus 0.18's SchemaSerializer (server/rooms/sharedEncodeBuffers.test.ts holds it to that). */
interface SchemaSerializerParts {
  hasFilters: boolean;
  needFullEncode: boolean;
  fullEncodeBuffer: Uint8Array;
  encoder: { sharedBuffer: Uint8Array };
  getFullState: (...args: unknown[]) => unknown;
}

let patchBuffer: Uint8Array | undefined;
let fullStateBuffer: Uint8Array | undefined;

function serializerOf(room: object): SchemaSerializerParts {
  const serializer = (room as { _serializer?: Partial<SchemaSerializerParts> })._serializer;
  if (!serializer || typeof serializer.hasFilters !== 'boolean' || !serializer.encoder?.sharedBuffer || !(serializer.fullEncodeBuffer instanceof Uint8Array) || typeof serializer.getFullState !== 'function') {
    throw new Error('shareEncodeBuffers: the room has no Colyseus SchemaSerializer as expected (was @colyseus/core upgraded?)');
  }
  return serializer as SchemaSerializerParts;
}

/** Points the room's serializer (after setState) at the process's shared buffers. A state without filtered parts keeps its own. */
export function shareEncodeBuffers(room: object): void {
  const serializer = serializerOf(room);
  if (!serializer.hasFilters) return;
  patchBuffer ??= new Uint8Array(SHARED_ENCODE_BUFFER_BYTES);
  fullStateBuffer ??= new Uint8Array(SHARED_ENCODE_BUFFER_BYTES);
  // The full state's first byte (the protocol's "room state" code) is written once, by reset().
  fullStateBuffer[0] = serializer.fullEncodeBuffer[0]!;
  serializer.encoder.sharedBuffer = patchBuffer;
  serializer.fullEncodeBuffer = fullStateBuffer;
  const fullState = serializer.getFullState.bind(serializer);
  serializer.getFullState = (...args: unknown[]) => {
    serializer.needFullEncode = true;
    const bytes = fullState(...args);
    // A client without a view (none in this game: onJoin gives each its own) would be sent the shared
    // bytes themselves: a copy, so the next room's encode cannot change them before they are written.
    return bytes instanceof Uint8Array && bytes.buffer === fullStateBuffer!.buffer ? bytes.slice() : bytes;
  };
}

/** An encoder with a buffer of its own the shared buffers' size: a whole room's state encoded outside a room (the benches). */
export function roomSizedEncoder<T extends ConstructorParameters<typeof Encoder>[0]>(state: T): Encoder {
  const encoder = new Encoder(state);
  encoder.sharedBuffer = new Uint8Array(SHARED_ENCODE_BUFFER_BYTES);
  return encoder;
}
