// Rivalry actions, poaching and talent raids (diplomacy/).
import { poachWrestler, raidTalent } from '../diplomacy/poaching.ts';
import { takeRivalryAction } from '../diplomacy/rivalryActions.ts';
import type { CommandSpecs } from './command.ts';

/** An action pays now (funds, this week's lines), moves both sides' popularity (every public face) and may write to an inbox. */
const ACTION = ['federation', 'federations', 'ledgerLines', 'messages'] as const;
/** A poach or a raid also moves wrestlers between rosters: titles vacated, cards and rivalries left. */
const TAKING = [...ACTION, 'roster', 'championships', 'upcomingShows', 'rivalries'] as const;

export const rivalryActionCommands: CommandSpecs<'takeRivalryAction' | 'poachWrestler' | 'talentRaid'> = {
  takeRivalryAction: { touches: ACTION, run: (world, federationId, { targetId, kind }, { now }) => ({ events: takeRivalryAction(world, federationId, targetId, kind, world.rng, now) }) },
  poachWrestler: { touches: TAKING, run: (world, federationId, { wrestlerId }, { now }) => ({ events: poachWrestler(world, federationId, wrestlerId, now) }) },
  talentRaid: { touches: TAKING, run: (world, federationId, { targetId, wrestlerIds }, { now }) => ({ events: raidTalent(world, federationId, targetId, wrestlerIds, now) }) },
};
