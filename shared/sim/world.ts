// The world: everything one saved game holds. Plain JSON so it saves as is; the room projects it
// into the synced schema after every command.
import { startingCalendar, type CalendarDate } from '../rules/calendar.ts';
import { DEFAULT_FEDERATION_NAME, STARTING_FUNDS_USD, STARTING_POPULARITY } from '../rules/federation.ts';
import { createRngState, type RngState } from './rng.ts';

/** Bump when the world's shape changes, and add a migration in migrations.ts. */
export const WORLD_VERSION = 1;

export interface Federation {
  id: string;
  name: string;
  logo: string; // URL path of the chosen logo, '' for none
  funds: number; // USD
  popularity: number; // 0-100
  controller: 'player' | 'ai';
}

export interface World {
  version: number;
  calendar: CalendarDate;
  playerFederationId: string;
  federations: Federation[];
  /** Shows completed during the current week; reset by the week advance. */
  showsCompletedThisWeek: number;
  rng: RngState;
}

export function createWorld(seed: number): World {
  const player: Federation = {
    id: 'player',
    name: DEFAULT_FEDERATION_NAME,
    logo: '',
    funds: STARTING_FUNDS_USD,
    popularity: STARTING_POPULARITY,
    controller: 'player',
  };
  return {
    version: WORLD_VERSION,
    calendar: startingCalendar(),
    playerFederationId: player.id,
    federations: [player],
    showsCompletedThisWeek: 0,
    rng: createRngState(seed),
  };
}

export function playerFederation(world: World): Federation {
  const federation = world.federations.find((f) => f.id === world.playerFederationId);
  if (!federation) throw new Error('The world has no player federation');
  return federation;
}
