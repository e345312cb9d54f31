// The world screens' queries: read-only entries of the command table.
import { worldRanking } from '../world/ranking.ts';
import { worldScene } from '../world/scene.ts';
import type { CommandSpecs } from './command.ts';

export const worldScreenCommands: CommandSpecs<'getWorldScene' | 'getRanking'> = {
  getWorldScene: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], scene: worldScene(world, federationId) }) },
  getRanking: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], ranking: worldRanking(world, federationId) }) },
};
