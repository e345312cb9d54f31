// Random player commands for property tests: a fast-check arbitrary of steps, and each step as the
// command table's (name, payload), picking its targets by index into whatever exists when it runs (or a
// bogus id), so long sequences reach refusals as well as every rule.
import * as fc from 'fast-check';
import { CONTRACT_TYPES } from '#shared/rules/contracts.ts';
import { SKILLS } from '#shared/rules/training.ts';
import { FINISHES } from '#shared/rules/finishes.ts';
import { MATCH_TYPES, STIPULATIONS } from '#shared/rules/matchTypes.ts';
import { VENUES } from '#shared/data/venues.ts';
import { TV_NETWORKS } from '#shared/data/tvNetworks.ts';
import { CAMPAIGNS } from '#shared/rules/campaigns.ts';
import { PRODUCT_KINDS } from '#shared/rules/products.ts';
import { VENUE_UPGRADES } from '#shared/rules/venueUpgrades.ts';
import type { WorldCommandName } from '../commands/command.ts';
import type { World } from '../world.ts';

/** A command picks its target by index into whatever exists when it runs (or a bogus id). */
const pickIndex = fc.nat(200);
export const randomStep = fc.oneof(
  fc.record({ kind: fc.constant('signMarket' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(5, 5, 5, 12) }),
  fc.record({ kind: fc.constant('signFree' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 5, 13) }),
  fc.record({ kind: fc.constant('release' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('renew' as const), index: pickIndex, type: fc.constantFrom(...CONTRACT_TYPES), weeks: fc.constantFrom(12, 26, 52, 3) }),
  fc.record({ kind: fc.constant('train' as const), index: pickIndex, skill: fc.constantFrom(...SKILLS) }),
  fc.record({ kind: fc.constant('hire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('fire' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('readReport' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('advance' as const), weeks: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('richer' as const), amount: fc.integer({ min: 0, max: 400_000 }) }),
  fc.record({ kind: fc.constant('createShow' as const), venue: pickIndex, weeksAhead: fc.integer({ min: 0, max: 9 }), price: fc.constantFrom(4, 10, 25, 60), weekly: fc.boolean() }),
  fc.record({ kind: fc.constant('cancelShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('moveShow' as const), index: pickIndex, venue: pickIndex }),
  fc.record({ kind: fc.constant('autoBook' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('clearCard' as const), index: pickIndex }),
  fc.record({
    kind: fc.constant('addMatch' as const),
    index: pickIndex,
    type: fc.constantFrom(...MATCH_TYPES),
    stipulation: fc.constantFrom(...STIPULATIONS),
    picks: fc.array(pickIndex, { minLength: 1, maxLength: 5 }),
    title: fc.nat(3),
    exhibition: fc.boolean(),
    /** 0: the winner left to the match; n: the nth pick (maybe not in the match: a refusal). */
    winner: fc.nat(5),
    /** Null: the finish left to the match; any finish, allowed or not. */
    finish: fc.option(fc.constantFrom(...FINISHES)),
  }),
  fc.record({ kind: fc.constant('bookFinish' as const), index: pickIndex, segment: pickIndex, winner: fc.nat(4), finish: fc.option(fc.constantFrom(...FINISHES)) }),
  fc.record({ kind: fc.constant('addPromo' as const), index: pickIndex, picks: fc.array(pickIndex, { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('removeSegment' as const), index: pickIndex, segment: pickIndex }),
  fc.record({ kind: fc.constant('runShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('runShow' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('createTitle' as const), pick: pickIndex, named: fc.boolean() }),
  fc.record({ kind: fc.constant('awardTitle' as const), index: pickIndex, pick: pickIndex }),
  fc.record({ kind: fc.constant('vacateTitle' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('createRivalry' as const), picks: fc.array(pickIndex, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('endRivalry' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('invest' as const), product: fc.constantFrom(...PRODUCT_KINDS) }),
  fc.record({ kind: fc.constant('toggleProduct' as const), product: fc.constantFrom(...PRODUCT_KINDS), active: fc.boolean() }),
  fc.record({ kind: fc.constant('upgrade' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('campaign' as const), index: pickIndex }),
  fc.record({ kind: fc.constant('surge' as const) }),
  fc.record({ kind: fc.constant('scouting' as const) }),
  fc.record({ kind: fc.constant('acceptTv' as const), network: pickIndex, show: pickIndex }),
  fc.record({ kind: fc.constant('declineTv' as const), network: pickIndex }),
  fc.record({ kind: fc.constant('advanceChoosing' as const), unrunShows: fc.constantFrom('run' as const, 'skip' as const, undefined) }),
  // Mostly a few weeks ahead; now and then this week or past the limit, which are refused.
  fc.record({ kind: fc.constant('simTo' as const), ahead: fc.constantFrom(1, 2, 4, 0, 60), unrunShows: fc.constantFrom('run' as const, 'skip' as const, undefined) }),
  fc.record({ kind: fc.constant('autoRun' as const), enabled: fc.boolean() }),
);
export type RandomStep = typeof randomStep extends fc.Arbitrary<infer C> ? C : never;

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % (list.length + 1)] : undefined);

/**
 * A random command as the table's (name, payload): the same path the room takes. Null for test-only steps.
 * Its targets (wrestlers, shows, titles, market, staff) are picked among `federationId`'s (by default the
 * first federation's): pass another federation's id than the one the command runs for, and the command
 * aims at what is not the actor's.
 */
export function toCommand(world: World, c: RandomStep, federationId: string = world.federations[0]!.id): { name: WorldCommandName; payload: unknown } | null {
  const federation = world.federations.find((f) => f.id === federationId)!;
  const own = world.wrestlers.filter((w) => w.federationId === federation.id);
  const shows = world.shows.filter((show) => show.federationId === federation.id);
  const showId = (index: number) => at(shows, index)?.id ?? 'show-0';
  const titles = world.championships.filter((t) => t.federationId === federation.id);
  const pickOwn = (picks: number[]) => picks.map((p) => at(own, p)?.id ?? at(world.wrestlers, p)?.id ?? 'nobody');
  switch (c.kind) {
    case 'createShow':
      return { name: 'createShow', payload: { name: `Show ${c.venue}`, weeksAhead: c.weeksAhead, venueId: at(VENUES, c.venue)?.id ?? 'nowhere', ticketPrice: c.price, frequency: c.weekly ? 'weekly' : 'special' } };
    case 'cancelShow':
      return { name: 'cancelShow', payload: { showId: showId(c.index) } };
    case 'moveShow':
      return { name: 'updateShow', payload: { showId: showId(c.index), venueId: at(VENUES, c.venue)?.id ?? 'nowhere' } };
    case 'autoBook':
      return { name: 'autoBook', payload: { showId: showId(c.index) } };
    case 'clearCard':
      return { name: 'clearCard', payload: { showId: showId(c.index) } };
    case 'addMatch':
      return {
        name: 'addMatch',
        payload: {
          showId: showId(c.index),
          type: c.type,
          stipulation: c.stipulation,
          participants: pickOwn(c.picks),
          championshipId: c.title === 0 ? null : (at(titles, c.title)?.id ?? null),
          isExhibition: c.exhibition,
          title: '',
          winnerId: c.winner === 0 ? null : (pickOwn(c.picks)[c.winner - 1] ?? pickOwn(c.picks)[0]),
          finish: c.finish,
        },
      };
    case 'bookFinish': {
      // Re-books a match's winner and finish with updateMatch, keeping the rest.
      const show = at(shows, c.index);
      const segment = show ? at(show.segments, c.segment) : undefined;
      if (!show || !segment || segment.kind !== 'match') return { name: 'updateMatch', payload: { showId: show?.id ?? 'show-0', segmentId: 'seg-0', type: 'singles', stipulation: 'standard', participants: [], championshipId: null, isExhibition: false, title: '' } };
      const { type, stipulation, participants, championshipId, isExhibition, title } = segment;
      return {
        name: 'updateMatch',
        payload: { showId: show.id, segmentId: segment.id, type, stipulation, participants, championshipId, isExhibition, title, winnerId: c.winner === 0 ? null : (participants[c.winner - 1] ?? 'nobody'), finish: c.finish },
      };
    }
    case 'addPromo':
      return { name: 'addPromo', payload: { showId: showId(c.index), promoType: c.picks.length === 1 ? 'promo' : 'confrontation', participants: pickOwn(c.picks), title: '' } };
    case 'removeSegment': {
      const show = at(shows, c.index);
      return { name: 'removeSegment', payload: { showId: show?.id ?? 'show-0', segmentId: (show && at(show.segments, c.segment)?.id) ?? 'seg-0' } };
    }
    case 'runShow':
      return { name: 'runShow', payload: { showId: showId(c.index) } };
    case 'createTitle':
      return { name: 'createChampionship', payload: { name: `Title ${titles.length + (c.pick % 3)}`, holderId: c.named ? (at(own, c.pick)?.id ?? null) : null } };
    case 'awardTitle':
      return { name: 'awardChampionship', payload: { championshipId: at(titles, c.index)?.id ?? 'title-0', wrestlerId: at(own, c.pick)?.id ?? 'nobody' } };
    case 'vacateTitle':
      return { name: 'vacateChampionship', payload: { championshipId: at(titles, c.index)?.id ?? 'title-0' } };
    case 'createRivalry':
      return { name: 'createRivalry', payload: { title: 'Feud', description: '', type: 'personal', wrestlers: pickOwn(c.picks) } };
    case 'invest':
      return { name: 'investInProduct', payload: { product: c.product } };
    case 'toggleProduct':
      return { name: 'setProductActive', payload: { product: c.product, active: c.active } };
    case 'upgrade':
      return { name: 'buyVenueUpgrade', payload: { upgradeId: at(VENUE_UPGRADES, c.index)?.id ?? 'moat' } };
    case 'campaign':
      return { name: 'buyCampaign', payload: { campaignId: at(CAMPAIGNS, c.index)?.id ?? 'skywriting' } };
    case 'surge':
      return { name: 'buyAudienceSurge', payload: {} };
    case 'scouting':
      return { name: 'buyEliteScouting', payload: {} };
    case 'acceptTv':
      return { name: 'acceptTvOffer', payload: { networkId: at(TV_NETWORKS, c.network)?.id ?? 'nowhere_tv', showId: showId(c.show) } };
    case 'declineTv':
      return { name: 'declineTvOffer', payload: { networkId: at(TV_NETWORKS, c.network)?.id ?? 'nowhere_tv' } };
    case 'endRivalry':
      return { name: 'endRivalry', payload: { rivalryId: at(world.rivalries, c.index)?.id ?? 'rivalry-0' } };
    case 'signMarket':
      return { name: 'signWrestler', payload: { wrestlerId: at(federation.market, c.index) ?? 'nobody', source: 'market', contractType: c.type, weeks: c.weeks } };
    case 'signFree':
      return { name: 'signWrestler', payload: { wrestlerId: at(world.wrestlers, c.index)?.id ?? 'nobody', source: 'freeAgent', contractType: c.type, weeks: c.weeks } };
    case 'release':
      return { name: 'releaseWrestler', payload: { wrestlerId: at(own, c.index)?.id ?? at(world.wrestlers, c.index)?.id ?? 'nobody' } };
    case 'renew':
      return { name: 'renewContract', payload: { wrestlerId: at(own, c.index)?.id ?? 'nobody', contractType: c.type, weeks: c.weeks } };
    case 'train':
      return { name: 'startTraining', payload: { wrestlerId: at(own, c.index)?.id ?? 'nobody', skill: c.skill } };
    case 'hire':
      return { name: 'hireStaff', payload: { candidateId: at(federation.staffCandidates, c.index)?.id ?? 'staff-0' } };
    case 'fire':
      return { name: 'fireStaff', payload: { staffId: at(federation.staff, c.index)?.id ?? 'staff-0' } };
    case 'readReport':
      return { name: 'markReportRead', payload: { reportId: at(federation.staffReports, c.index)?.id ?? 'rep-0' } };
    case 'advance':
      return { name: 'advanceWeek', payload: {} };
    case 'advanceChoosing':
      return { name: 'advanceWeek', payload: c.unrunShows ? { unrunShows: c.unrunShows } : {} };
    case 'simTo':
      return { name: 'simToWeek', payload: { targetWeek: world.calendar.totalWeeksProgressed + c.ahead, ...(c.unrunShows ? { unrunShows: c.unrunShows } : {}) } };
    case 'autoRun':
      return { name: 'setAutoRunShows', payload: { enabled: c.enabled } };
    case 'richer':
      return null;
  }
}

