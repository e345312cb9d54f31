// Messages newest first: by timestamp, and for equal times the later-added one first.
import type { GameMessage } from '#client/state/game.ts';

export function newestFirst<T extends Pick<GameMessage, 'timestamp'>>(messages: readonly T[]): T[] {
  return messages
    .map((message, index) => ({ message, index }))
    .toSorted((a, b) => b.message.timestamp - a.message.timestamp || b.index - a.index)
    .map(({ message }) => message);
}
