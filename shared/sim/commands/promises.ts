// Requests and promises: answering a wrestler's request, going back on a promise, reading the outstanding promises (promises/).
import { goBackOnPromise, answerPromise } from '../promises/answer.ts';
import { promiseBoard } from '../promises/board.ts';
import type { CommandSpecs } from './command.ts';

// A declined ultimatum or a broken one makes the wrestler quit: the roster, the titles, the cards, the storylines and a loan may move.
const QUIT_TOUCHES = ['federation', 'federations', 'messages', 'roster', 'championships', 'upcomingShows', 'rivalries', 'ledgerLines'] as const;

export const promiseCommands: CommandSpecs<'answerPromise' | 'breakPromise' | 'getPromises'> = {
  answerPromise: { touches: QUIT_TOUCHES, run: (world, federationId, { promiseId, accept }, { now }) => ({ events: answerPromise(world, federationId, promiseId, accept, now) }) },
  breakPromise: { touches: QUIT_TOUCHES, run: (world, federationId, { promiseId }, { now }) => ({ events: goBackOnPromise(world, federationId, promiseId, now) }) },
  getPromises: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], promises: promiseBoard(world, federationId) }) },
};
