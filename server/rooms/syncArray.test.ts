// The keyed array sync (the inbox): the synced list and a client's decoded copy equal the source after
// any change (items dropped anywhere, new ones at the end or among the others, a whole new list), and a
// window sliding by one item sends about one item, not the whole list rewritten in place.
import { Decoder, Encoder } from '@colyseus/schema';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FederationPrivateState, MessageState } from '#shared/schema/GameState.ts';
import { syncArray, syncKeyedArray } from './syncArray.ts';

interface Note {
  id: string;
  title: string;
  isRead: boolean;
}

const KEYS = { item: (item: MessageState) => item.id, source: (note: Note) => note.id };

function assignNote(item: MessageState, note: Note): void {
  item.id = note.id;
  item.title = note.title;
  item.isRead = note.isRead;
}

const note = (n: number, isRead = false): Note => ({ id: `msg-${n}`, title: `A message of the week, number ${n}, for the inbox`, isRead });

/** A private part holding the synced messages, its encoder, and a client decoding its patches. */
function wire() {
  const own = new FederationPrivateState();
  const encoder = new Encoder(own);
  const decoded = new FederationPrivateState();
  const decoder = new Decoder(decoded);
  decoder.decode(encoder.encodeAll());
  encoder.discardChanges();
  return {
    own,
    decoded,
    /** Sends the changes since the last patch to the client; the patch's bytes. */
    patch(): number {
      const bytes = encoder.encode();
      decoder.decode(bytes);
      encoder.discardChanges();
      return bytes.length;
    },
  };
}

const shown = (list: Iterable<MessageState>) => [...list].map((m) => ({ id: m.id, title: m.title, isRead: m.isRead }));

describe('syncKeyedArray', () => {
  it('leaves the synced list and its decoded copy equal to the source after any change', () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant('append' as const), count: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ kind: fc.constant('drop' as const), at: fc.nat(40), count: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(40) }),
      fc.record({ kind: fc.constant('read' as const), at: fc.nat(40) }),
      fc.record({ kind: fc.constant('swap' as const), at: fc.nat(40) }),
      fc.record({ kind: fc.constant('replaceAll' as const), count: fc.nat(8) }),
    );
    fc.assert(
      fc.property(fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 25 }), (rounds) => {
        const { own, decoded, patch } = wire();
        let next = 0;
        let source: Note[] = Array.from({ length: 10 }, () => note(next++));
        syncKeyedArray(own.messages, source, KEYS, () => new MessageState(), assignNote);
        patch();
        for (const changes of rounds) {
          for (const c of changes) {
            source = [...source];
            const at = source.length ? c.kind === 'append' || c.kind === 'replaceAll' ? 0 : c.at % source.length : 0;
            if (c.kind === 'append') for (let i = 0; i < c.count; i += 1) source.push(note(next++));
            else if (c.kind === 'drop') source.splice(at, c.count);
            else if (c.kind === 'insert') source.splice(at, 0, note(next++));
            else if (c.kind === 'read' && source[at]) source[at] = { ...source[at]!, isRead: true };
            else if (c.kind === 'swap' && at + 1 < source.length) [source[at], source[at + 1]] = [source[at + 1]!, source[at]!];
            else if (c.kind === 'replaceAll') source = Array.from({ length: c.count }, () => note(next++));
          }
          syncKeyedArray(own.messages, source, KEYS, () => new MessageState(), assignNote);
          patch();
          expect(shown(own.messages)).toEqual(source);
          expect(shown(decoded.messages)).toEqual(source);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('sends about one item when the window slides by one, where matching by position rewrites them all', () => {
    const bytes = (sync: (target: FederationPrivateState['messages'], source: Note[]) => void) => {
      const { own, decoded, patch } = wire();
      const inbox = Array.from({ length: 31 }, (_, n) => note(n));
      sync(own.messages, inbox.slice(0, 30));
      patch();
      sync(own.messages, inbox.slice(1));
      const sent = patch();
      expect(shown(decoded.messages)).toEqual(inbox.slice(1));
      return sent;
    };
    const keyed = bytes((target, source) => syncKeyedArray(target, source, KEYS, () => new MessageState(), assignNote));
    const positional = bytes((target, source) => syncArray(target, source, () => new MessageState(), assignNote));
    const oneItem = JSON.stringify(note(30)).length;
    expect(keyed).toBeLessThan(oneItem * 2);
    expect(positional).toBeGreaterThan(oneItem * 20);
  });
});
