// "This week around the world": the read-only query of the dashboard card and the week
// report's "Around the world" (world/worldWeek.ts). It changes nothing, so the synced state stays small.
import { worldWeek } from '../world/worldWeek.ts';
import type { CommandSpecs } from './command.ts';

export const worldWeekCommands: CommandSpecs<'getWorldWeek'> = {
  getWorldWeek: { readOnly: true, touches: [], run: (world, federationId, { weekIndex }) => ({ events: [], worldWeek: worldWeek(world, federationId, weekIndex) }) },
};
