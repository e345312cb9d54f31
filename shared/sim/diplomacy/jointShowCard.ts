// Auto-book for a joint show (spec §9: a supershow holds 5 singles matches, an invasion or a charity show
// 4, a tournament's quarter-finals 4 for the top 8): the card the type describes, across the two rosters.
// A supershow, an invasion and a charity show match each federation's best free wrestler with the other's
// of the same rank (the dream matches the fans came for); the tournament seeds the 8 best of both rosters
// 1 v 8, 2 v 7, 3 v 6, 4 v 5. What one roster cannot fill the other's leftovers fill, paired by rating.
// The weakest match opens, the strongest closes the show. The player may change anything afterwards.
import { JOINT_SHOW_MATCHES } from '#shared/rules/diplomacy.ts';
import { SimRefusal } from '../refusal.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import { addMatch } from '../shows/booking.ts';
import type { Show } from '../shows/show.ts';
import type { World } from '../world.ts';

const byRating = (a: Wrestler, b: Wrestler) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id);

function activeOf(world: World, federationId: string): Wrestler[] {
  return rosterOf(world, federationId)
    .filter((w) => w.status === 'active')
    .sort(byRating);
}

/** The pairs of the card, before ordering: each a singles match. */
export function jointShowPairs(type: keyof typeof JOINT_SHOW_MATCHES, host: readonly Wrestler[], partner: readonly Wrestler[]): Array<[Wrestler, Wrestler]> {
  const count = JOINT_SHOW_MATCHES[type];
  const pairs: Array<[Wrestler, Wrestler]> = [];
  if (type === 'tournament') {
    const seeds = [...host, ...partner].sort(byRating).slice(0, count * 2);
    for (let i = 0; i < Math.floor(seeds.length / 2); i += 1) pairs.push([seeds[i]!, seeds[seeds.length - 1 - i]!]);
    return pairs;
  }
  const across = Math.min(count, host.length, partner.length);
  for (let i = 0; i < across; i += 1) pairs.push([host[i]!, partner[i]!]);
  const left = [...host.slice(across), ...partner.slice(across)].sort(byRating);
  for (let i = 0; pairs.length < count && i + 1 < left.length; i += 2) pairs.push([left[i]!, left[i + 1]!]);
  return pairs;
}

/** Fills the empty card of a joint show; the number of segments booked. */
export function bookJointCard(world: World, show: Show): { segments: number; note: string } {
  const joint = show.joint!;
  const record = world.jointShows.find((j) => j.id === joint.jointShowId);
  const type = record?.type ?? 'supershow';
  const pairs = jointShowPairs(type, activeOf(world, show.federationId), activeOf(world, joint.partnerId));
  if (pairs.length === 0) throw new SimRefusal('Auto-book needs at least 2 active wrestlers across the two rosters.');
  // Weakest first: the last match, the strongest pairing, is the main event.
  pairs.sort((a, b) => a[0].totalPoints + a[1].totalPoints - (b[0].totalPoints + b[1].totalPoints) || a[0].id.localeCompare(b[0].id));
  const reason = type === 'tournament' ? 'Tournament quarter-final, seeded by rating.' : 'The two federations meet, rank against rank.';
  for (const [a, b] of pairs) {
    addMatch(world, show.federationId, show.id, { type: 'singles', stipulation: 'standard', participants: [a.id, b.id], championshipId: null, isExhibition: false, title: '', winnerId: null, finish: null }, reason);
  }
  return { segments: show.segments.length, note: '' };
}
