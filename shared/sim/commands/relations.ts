// Relations between federations and answers to offers (diplomacy/).
import { relationsOf } from '../diplomacy/relationsView.ts';
import type { CommandSpecs } from './command.ts';

export const relationsCommands: CommandSpecs<'getRelations'> = {
  getRelations: { readOnly: true, touches: [], run: (world, federationId, { federationId: otherId }) => ({ events: [], relations: relationsOf(world, federationId, otherId) }) },
};
