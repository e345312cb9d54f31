// The sample game (spec: simulation §4 "Initial state"; docs/rules/game.md "The sample game"): a new
// world with the computer-run federations of any new game, whose player federation is already founded at
// the top: named, with its logo, funds $200,000, popularity 100, in week 1 of January 2024, and ten wrestlers
// under contract. The ten are the best-rated free agents once the rivals have signed their founding rosters
// (the best a popularity of 100 qualifies for, ties by id), on ordinary Permanent Deals at the free-agent
// price; no signing bonus is paid, since their contracts are already running when the game opens.
import { CONTRACT_TYPE_LABELS } from '#shared/rules/contracts.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import {
  SAMPLE_GAME_CONTRACT_WEEKS,
  SAMPLE_GAME_FEDERATION_LOGO,
  SAMPLE_GAME_FEDERATION_NAME,
  SAMPLE_GAME_FUNDS_USD,
  SAMPLE_GAME_POPULARITY,
  SAMPLE_GAME_ROSTER_SIZE,
  SAMPLE_GAME_START,
} from '#shared/rules/sampleGame.ts';
import { createFederation, type Welcome } from '../createFederation.ts';
import { createWorld, type WorldOptions } from '../createWorld.ts';
import { quoteContract } from '../roster/contractTerms.ts';
import { competingInterest, openToSign } from '../roster/demand.ts';
import { putUnderContract } from '../roster/signing.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { playerFederation, type Federation, type World } from '../world.ts';

const SAMPLE_OFFER = { source: 'freeAgent', type: 'permanent', weeks: SAMPLE_GAME_CONTRACT_WEEKS } as const;

/** The sample federation's roster: the best-rated free agents it may sign (ties by id), at most SAMPLE_GAME_ROSTER_SIZE. */
export function sampleRoster(world: World, federation: Federation): Wrestler[] {
  return world.wrestlers
    .filter((wrestler) => openToSign(world, federation, wrestler))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))
    .slice(0, SAMPLE_GAME_ROSTER_SIZE);
}

function sampleWelcome(name: string): Welcome {
  return {
    title: `Welcome to ${name}!`,
    content:
      `This is the sample game: ${name} is already at the top, with a popularity of ${SAMPLE_GAME_POPULARITY}, ` +
      `$${formatUsdPlain(SAMPLE_GAME_FUNDS_USD)} and ${SAMPLE_GAME_ROSTER_SIZE} of the best free agents on ${SAMPLE_GAME_CONTRACT_WEEKS}-week ${CONTRACT_TYPE_LABELS.permanent}s. ` +
      'Book a show in a big venue, court the national TV networks, hire your staff and keep your stars happy: a federation at the top still falls when its shows stop drawing.',
  };
}

/**
 * A sample game's world from its seed: `createWorld` with the sample's date, then the player's federation
 * given the sample's funds, popularity and roster, and founded (its market, staff candidates, TV offer and
 * welcome as at /setup). `now` (epoch ms) dates the welcome message.
 */
export function createSampleWorld(seed: number, now: number, options: Omit<WorldOptions, 'start'> = {}): World {
  const world = createWorld(seed, { ...options, start: SAMPLE_GAME_START });
  const federation = playerFederation(world);
  federation.popularity = SAMPLE_GAME_POPULARITY;
  for (const wrestler of sampleRoster(world, federation)) {
    putUnderContract(world, federation, wrestler, quoteContract(wrestler, SAMPLE_OFFER, competingInterest(world, wrestler, federation.id)));
  }
  federation.funds = SAMPLE_GAME_FUNDS_USD;
  federation.fundsAtWeekStart = SAMPLE_GAME_FUNDS_USD;
  createFederation(world, federation.id, { name: SAMPLE_GAME_FEDERATION_NAME, logo: SAMPLE_GAME_FEDERATION_LOGO }, world.rng, now, sampleWelcome(SAMPLE_GAME_FEDERATION_NAME));
  return world;
}
