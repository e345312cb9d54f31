// The structural check of a loaded world (after its migrations): the fields the game cannot run without
// are there and have the right kind: the version, the generator's state, the calendar's numbers, the
// federations with the player's one and their figures, and the lists of wrestlers, shows, titles,
// rivalries and messages as objects with ids. It is not a full schema of every object (that would cost
// more than the load it guards); a world that passes can be projected, advanced and booked without a
// TypeError. A failure is a WorldCheckError whose `reason` (the first problem's path and what was wrong)
// is for the server log only, never for a player.
import { z } from 'zod';
import { MONTHS, WEEKS_PER_MONTH } from '../rules/calendar.ts';
import { OWNER_SEAT, WORLD_VERSION, type World } from './world.ts';

export class WorldCheckError extends Error {
  /** Short internal description: the path of the first problem and what was wrong there. */
  readonly reason: string;
  constructor(reason: string) {
    super(`The world is not loadable: ${reason}`);
    this.name = 'WorldCheckError';
    this.reason = reason;
  }
}

const id = z.string().min(1);
const count = z.int().min(0);
// Speed: the check returns the world it was given and drops zod's parsed copy, so the object schemas
// strip (they visit only the keys they name; loose ones would copy every key), and objects whose fields are
// not checked are a plain test. Shows alone hold thousands of segments after a few years; a 10-year world
// checks in about 1-2 ms (`npm run bench`).
/** Any object (not null, not a list). */
const anyObject = z.custom<object>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { message: 'expected an object' });
const withId = z.object({ id });
const weekFigures = z.object({ funds: z.number(), popularity: z.number(), wrestlers: z.number() });

const federation = z.object({
  id,
  name: z.string(),
  logo: z.string(),
  funds: z.number(),
  popularity: z.number(),
  weekOpening: weekFigures,
  lastWeekOpening: weekFigures,
  weeklyRevenue: z.number(),
  weeklyExpenses: z.number(),
  controller: z.enum(['player', 'ai']),
  market: z.array(z.string()),
  staff: z.array(withId),
  staffCandidates: z.array(withId),
  staffReports: z.array(anyObject),
  currentLines: z.array(anyObject),
  fundsAtWeekStart: z.number(),
  ledger: z.array(anyObject),
  socialFollowers: z.number(),
  showsCompletedThisWeek: count,
  totalShows: count,
  products: anyObject,
  venueUpgrades: z.array(z.string()),
  activeCampaigns: z.array(anyObject),
  purchasedBoosts: z.array(withId),
  tvNetworks: z.array(anyObject),
  broadcastDeals: z.array(withId),
  unpaidWeeks: count,
  bankLoan: anyObject.nullable(),
  loansTaken: count,
  peakPopularity: z.number(),
  foundedWeek: count,
  closedWeek: count.nullable(),
  autoRunShows: z.boolean().optional(),
  founded: z.boolean(),
  lastWeekReport: z.object({ events: z.array(z.unknown()) }).nullable(),
});

const worldShape = z.object({
  version: z.literal(WORLD_VERSION),
  calendar: z.object({
    week: z.int().min(1).max(WEEKS_PER_MONTH),
    month: z.enum(MONTHS),
    year: z.int(),
    totalWeeksProgressed: count,
  }),
  seats: z.record(z.string(), id),
  federations: z.array(federation).min(1),
  wrestlers: z.array(z.object({ id, name: z.string(), federationId: id.nullable(), popularity: z.number(), skills: anyObject })),
  messages: z.array(z.object({ id, federationId: id, isRead: z.boolean() })),
  shows: z.array(z.object({ id, federationId: id, weekIndex: count, hasBeenRun: z.boolean(), segments: z.array(anyObject) })),
  championships: z.array(z.object({ id, federationId: id, holderId: id.nullable() })),
  rivalries: z.array(z.object({ id, federationId: id, wrestlers: z.array(z.string()) })),
  nextId: z.int().min(1),
  rng: z.object({ state: z.int().min(0).max(0xffff_ffff) }),
});

/**
 * Returns `value` itself, typed, when it has the shape of a World of this server's WORLD_VERSION with
 * every seat's federation (the owner's seat at least) a player federation among its federations; throws WorldCheckError otherwise.
 */
export function checkWorld(value: unknown): World {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new WorldCheckError('the world is not an object');
  const result = worldShape.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = issue.path.map(String).join('.');
    throw new WorldCheckError(`${path || '(world)'}: ${issue.message}`);
  }
  const world = value as World;
  if (!Object.hasOwn(world.seats, OWNER_SEAT)) throw new WorldCheckError(`seats: no ${OWNER_SEAT} seat`);
  for (const [seat, federationId] of Object.entries(world.seats)) {
    const player = world.federations.find((f) => f.id === federationId);
    if (!player) throw new WorldCheckError(`seats.${seat}: no federation has this id`);
    if (player.controller !== 'player') throw new WorldCheckError(`seats.${seat}: that federation is not a player’s`);
  }
  return world;
}
