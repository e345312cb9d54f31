// Federation setup: founds the federation of a player's seat (world.ts openSeat): names it, picks its
// logo and starts its game: the first weekly market and the staff candidates are drawn, and a welcome
// message arrives. Founding one federation leaves every other federation of the world as it was.
import { followersFor } from './staff/reports.ts';
import { federationSetupNameSchema } from '../validation/federation.ts';
import type { SimEvent } from './events.ts';
import { addMessage } from './messages.ts';
import { SimRefusal } from './refusal.ts';
import type { RngState } from './rng.ts';
import { fillMarket } from './roster/market.ts';
import { fillStaffCandidates } from './staff/candidates.ts';
import { refreshTvNetworks } from './tv/tvDeals.ts';
import { openFirstWeek } from './week/weekFigures.ts';
import { requireFederation, type World } from './world.ts';

/** The welcome message of a federation just founded. */
export interface Welcome {
  title: string;
  content: string;
}

function newFederationWelcome(name: string): Welcome {
  return {
    title: `Welcome to ${name}!`,
    content:
      'The board has handed you the keys. You start with $50,000 and a popularity of 10. ' +
      'Sign 6-8 wrestlers from the weekly market on the Roster page, hire a head coach on the Staff page, and keep an eye on ' +
      'your weekly costs under Finances. Every week without a completed show costs popularity.',
  };
}

/** Founds the seat's federation; `welcome` replaces a new federation's welcome (the sample game's). */
export function createFederation(world: World, federationId: string, input: { name: string; logo: string }, rng: RngState, now: number, welcome?: Welcome): SimEvent[] {
  const federation = requireFederation(world, federationId);
  if (federation.founded) throw new SimRefusal('Your federation already exists. Start a new game to found another one.');
  const parsed = federationSetupNameSchema.safeParse(input.name);
  if (!parsed.success) throw new SimRefusal(parsed.error.issues[0]?.message ?? 'Invalid federation name');
  const name = parsed.data;
  federation.name = name;
  federation.logo = input.logo;
  federation.founded = true;
  federation.foundedWeek = world.calendar.totalWeeksProgressed;
  federation.peakPopularity = federation.popularity;
  fillMarket(world, federation, rng);
  fillStaffCandidates(world, federation, rng);
  federation.socialFollowers = followersFor(federation, []);
  const { title, content } = welcome ?? newFederationWelcome(name);
  addMessage(world, federation.id, 'welcome', title, content, now);
  // Local Community TV is unlocked from the start (spec) and makes its first offer.
  refreshTvNetworks(world, federation, now);
  openFirstWeek(world, federation);
  return [{ kind: 'federationCreated', name }];
}
