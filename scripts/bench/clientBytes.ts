// What a client of the room receives, as the room's serializer builds it: the shared part (calendar,
// every federation's public face) and the part its view adds (its own federation's private part,
// docs/protocol.md "Public and private"). Encoder.encodeAll() alone would leave the private part out.
import { Encoder, StateView } from '@colyseus/schema';
import { privatePartOf, showPlainLists } from '#server/rooms/projectWorld.ts';
import { roomSizedEncoder } from '#server/rooms/sharedEncodeBuffers.ts';
import type { FederationPrivateState, GameState } from '#shared/schema/GameState.ts';

/** A room's encoder with one client's view (its own federation's private part), as the room keeps them. */
export interface ClientEncoder {
  encoder: Encoder;
  view: StateView;
  own: FederationPrivateState;
}

export function clientEncoder(state: GameState, federationId: string): ClientEncoder {
  const encoder = roomSizedEncoder(state);
  const view = new StateView();
  const own = privatePartOf(state, federationId);
  view.add(own);
  return { encoder, view, own };
}

/** The join frame's bytes: the whole shared state and the client's view. */
export function joinBytes({ encoder, view }: ClientEncoder): number {
  const it = { offset: 0 };
  encoder.encodeAll(it);
  return encoder.encodeAllView(view, it.offset, { ...it }).length;
}

/** The next patch's bytes for the client (shared changes and its view's), then the changes are discarded. */
export function patchBytes({ encoder, view, own }: ClientEncoder): number {
  showPlainLists(view, own);
  const it = { offset: 0 };
  encoder.encode(it);
  const bytes = encoder.encodeView(view, it.offset, it).length;
  encoder.discardChanges();
  return bytes;
}
