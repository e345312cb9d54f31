// The week advance is deterministic and its order is fixed: the same world and the same commands give the
// same world and the same week reports, byte for byte. The hashes below were recorded with the week advance
// as it was before it became a list of steps (weekSteps.ts); a restructure of the pipeline must keep them.
// A deliberate change of a rule, of an rng draw or of the order of the steps changes them: re-record them
// then (run this file, read the hash it got) and say so in the commit.
// Keys that say where a federation's state lives rather than what happened (the game-started flag and the
// last week report, which move onto each federation with the seats) are left out of the hash, so that move
// does not change it; the reports themselves are hashed from what each advance returned. The keys of
// where a player sits (seats, founded, the old playerFederationId) and the save's version are left out
// too.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buyCampaign } from '../business/campaigns.ts';
import { investInProduct } from '../business/products.ts';
import { createChampionship } from '../championships/championship.ts';
import { SimRefusal } from '../refusal.ts';
import { createRivalry } from '../rivalries/rivalry.ts';
import { startTraining } from '../roster/training.ts';
import { hireStaff } from '../staff/hiring.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { playedCareer } from '../testing/career.ts';
import { startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { acceptTvOffer, refreshTvNetworks } from '../tv/tvDeals.ts';
import { type World } from '../world.ts';
import { newFederation } from '../newFederation.ts';
import { advanceWeekFor } from './nextWeek.ts';
import { executeCommand } from '../commands/table.ts';

// The news, the popularity history and the retirees' records are records read by no rule: left out too.
// The busy career's world hash was re-recorded (its week reports kept theirs) when a computer-run
// federation's shows (its rival's) stopped writing the breakdowns nobody reads (shows/runShow.ts breakdownsRead),
// and again when its titles stopped logging their prestige changes (championships/prestige.ts prestigeLogRead)
// and when it stopped keeping its wrestlers' morale reasons, its results' popularity reasons and its
// settled week's lines one by one, and its results' wrestlers' changes (nobody reads them), and when its
// cards stopped keeping their segments' results but the main event's, and their booking reasons
// (shows/unreadResults.ts).
const WHERE_NOT_WHAT = new Set(['lastWeekReport', 'gameStarted', 'playerFederationId', 'seats', 'founded', 'version', 'news', 'nextNewsId', 'popularityHistory', 'retired']);

function hash(value: unknown): string {
  const json = JSON.stringify(value, (key, v: unknown) => (WHERE_NOT_WHAT.has(key) ? undefined : v));
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

/** Runs a command; false when the rules refused it (the career then tries something else). */
function attempt(command: () => unknown): boolean {
  try {
    command();
    return true;
  } catch (error) {
    if (!(error instanceof SimRefusal)) throw error;
    return false;
  }
}

/**
 * A busy career of two federations (the player's and a second one on the same rules): staff, products,
 * campaigns, a TV deal, titles, a rivalry, weekly shows run on most weeks and skipped on others (so unrun
 * shows are cancelled and popularity drops), contracts left to run out for half the roster (warnings,
 * releases). Returns the world and every week's report.
 */
function busyCareer(seed: number, weeks: number): { world: World; reports: unknown[] } {
  const world = startedWorld(seed, 'Busy Wrestling');
  const player = world.federations[0]!;
  const rival = newFederation('rival', 'Rival Wrestling', 'ai');
  world.federations.push(rival);
  player.funds = 3_000_000;
  player.popularity = 55;
  rival.funds = 2_000_000;
  rival.popularity = 35;
  withRoster(world, 18, player.id);
  withRoster(world, 12, rival.id);
  for (const type of ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media']) hireStaff(world, player.id, player.staffCandidates.find((c) => c.type === type)!.id);
  for (const kind of ['merchandising', 'advertising', 'production'] as const) for (let i = 0; i < 2; i += 1) investInProduct(world, player.id, kind);
  investInProduct(world, rival.id, 'merchandising');
  for (const federation of [player, rival]) {
    const roster = world.wrestlers.filter((w) => w.federationId === federation.id);
    createChampionship(world, federation.id, { name: `${federation.name} Championship`, holderId: roster[0]!.id });
    createRivalry(world, federation.id, { title: `${federation.name} Feud`, description: '', type: 'personal', wrestlers: [roster[1]!.id, roster[2]!.id] });
  }
  const weekly = createShow(world, player.id, { name: 'Busy Weekly', weeksAhead: 0, venueId: 'metro_garden', ticketPrice: 45, frequency: 'weekly' });
  createShow(world, rival.id, { name: 'Rival Weekly', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 25, frequency: 'weekly' });
  refreshTvNetworks(world, player, TEST_NOW);
  acceptTvOffer(world, player.id, 'sports_central', weekly.id);
  const kept = new Set(world.wrestlers.filter((w) => w.federationId !== null).filter((_, i) => i % 2 === 0).map((w) => w.id));
  const reports: unknown[] = [];
  for (let i = 0; i < weeks; i += 1) {
    for (const federation of [player, rival]) federation.funds = Math.max(federation.funds, 3_000_000);
    for (const w of world.wrestlers) if (w.contract && kept.has(w.id)) w.contract.weeksRemaining = 30;
    if (i % 9 === 0) attempt(() => buyCampaign(world, player.id, 'radio_spots'));
    if (i % 6 === 0) {
      for (const trainee of world.wrestlers.filter((w) => w.federationId === player.id && w.status === 'active' && !w.injury)) {
        if (attempt(() => startTraining(world, player.id, trainee.id, i % 12 === 0 ? 'stamina' : 'charisma'))) break;
      }
    }
    for (const federation of [player, rival]) {
      if ((i + (federation === rival ? 1 : 0)) % 5 === 0) continue;
      const week = world.calendar.totalWeeksProgressed;
      try {
        const show =
          world.shows.find((s) => s.federationId === federation.id && !s.hasBeenRun && s.weekIndex === week) ??
          createShow(world, federation.id, { name: `${federation.name} Night ${i}`, weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 30, frequency: 'weekly' });
        if (show.segments.length === 0) autoBook(world, federation.id, show.id);
        runShow(world, federation.id, show.id, world.rng, TEST_NOW);
      } catch (error) {
        if (!(error instanceof SimRefusal)) throw error;
      }
    }
    player.autoRunShows = i % 7 === 3;
    reports.push(advanceWeekFor(world, player.id, undefined, world.rng, TEST_NOW + i * 604_800_000, executeCommand));
  }
  return { world, reports };
}

describe('the week advance, byte for byte', () => {
  it('a three-year played career ends in the same world as before the pipeline', () => {
    expect(hash(playedCareer(7, 156))).toBe('a9afb30a33311f11');
  });

  it('a busy two-federation career gives the same world and the same week reports as before the pipeline', () => {
    const { world, reports } = busyCareer(23, 130);
    expect(reports.flat().length).toBeGreaterThan(1000);
    expect(hash(reports)).toBe('beea07b0e73a991e');
    expect(hash(world)).toBe('dba4508ca761c32a');
  });
});
