// What the fans say: the read-only query of the dashboard card and the show summary (fans/fanFeed.ts).
// It changes nothing; the comments are never part of the synced state, so a command's patch stays small.
import { commentsOf } from '../fans/fanFeed.ts';
import type { CommandSpecs } from './command.ts';

export const fanCommands: CommandSpecs<'getFanComments'> = {
  getFanComments: { readOnly: true, touches: [], run: (world, federationId, { showId }) => ({ events: [], fanComments: commentsOf(world, federationId, showId) }) },
};
