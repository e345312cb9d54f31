// Auto-book's finishes (our design, docs/rules/shows.md "Auto-book"): how a sensible booker ends each match,
// with the one-sentence reason shown on the card. Deterministic: no generator, only the world's figures.
// Champions defend and mostly retain clean; a title changes when the challenger has earned it (a hot
// rivalry at its payoff, or a far more popular challenger after a long reign), never within a short reign;
// a rivalry builds with cheap wins for the wrestler behind, then pays off with a clean win; other matches
// build the wrestler the crowd already likes most. A new champion (NEW_CHAMPION_PROTECTION_WEEKS) never
// loses clean outside a title match: the crowd first sees them defend.
import { NEW_CHAMPION_PROTECTION_WEEKS } from '#shared/rules/autoBook.ts';
import {
  AUTO_BOOK_LONG_REIGN_WEEKS,
  AUTO_BOOK_MIN_REIGN_WEEKS,
  AUTO_BOOK_TITLE_POPULARITY_LEAD,
  FINISH_RULES,
  RIVALRY_PAYOFF_INTENSITY,
  type Finish,
} from '#shared/rules/finishes.ts';
import type { MatchType } from '#shared/rules/matchTypes.ts';
import type { Championship } from '../championships/championship.ts';
import { rivalryAmong, type Rivalry } from '../rivalries/rivalry.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { sidesOf } from './show.ts';

export interface BookedFinish {
  /** Null for a finish without a winner (two new champions in one match: a draw or a no contest). */
  winnerId: string | null;
  finish: Finish;
  reason: string;
}

/** The crowd's favourite first: popularity, then rating, then id (so ties are stable). */
function byStanding(a: Wrestler, b: Wrestler): number {
  return b.popularity - a.popularity || b.totalPoints - a.totalPoints || a.id.localeCompare(b.id);
}

/** A side of a match as buildFinish weighs it: its wrestlers, their average popularity and their summed rating. */
interface BookedSide {
  wrestlers: Wrestler[];
  popularity: number;
  points: number;
}

/** The more popular side first, then the higher rated, then the first wrestler's id (so ties are stable). */
function bySideStanding(a: BookedSide, b: BookedSide): number {
  return b.popularity - a.popularity || b.points - a.points || a.wrestlers[0]!.id.localeCompare(b.wrestlers[0]!.id);
}

const intensityText = (rivalry: Rivalry) => `intensity ${Math.round(rivalry.intensity)}`;

/** A title match between the holder (if any) and one challenger. */
export function titleFinish(world: World, title: Championship, firstId: string, challengerId: string): BookedFinish {
  const first = requireWrestler(world, firstId);
  const challenger = requireWrestler(world, challengerId);
  if (!title.holderId) {
    const [winner] = [first, challenger].sort(byStanding);
    return { winnerId: winner!.id, finish: 'pinfall', reason: `${winner!.name} is crowned clean: the more popular of the two contenders.` };
  }
  const holder = first;
  const reignWeeks = world.calendar.totalWeeksProgressed - (title.reignStartWeek ?? world.calendar.totalWeeksProgressed);
  const rivalry = rivalryAmong(world, title.federationId, [holder.id, challenger.id]);
  if (reignWeeks >= AUTO_BOOK_MIN_REIGN_WEEKS) {
    if (rivalry && rivalry.intensity >= RIVALRY_PAYOFF_INTENSITY) {
      return { winnerId: challenger.id, finish: 'pinfall', reason: `Payoff: ${challenger.name} has earned the title in a hot rivalry (${intensityText(rivalry)}) and wins it clean.` };
    }
    if (reignWeeks >= AUTO_BOOK_LONG_REIGN_WEEKS && challenger.popularity >= holder.popularity + AUTO_BOOK_TITLE_POPULARITY_LEAD) {
      return { winnerId: challenger.id, finish: 'pinfall', reason: `${challenger.name}, far more popular than the champion, ends a ${reignWeeks}-week reign clean.` };
    }
  }
  if (rivalry) {
    return {
      winnerId: challenger.id,
      finish: 'disqualification',
      reason: `${challenger.name} wins by disqualification, but a title does not change hands that way: the rivalry keeps building (${intensityText(rivalry)}).`,
    };
  }
  return { winnerId: holder.id, finish: 'pinfall', reason: `${holder.name} retains clean: a protected champion builds the title.` };
}

/** A non-title match between two rivals: cheap wins for the one behind while the feud builds, a clean payoff at its peak. */
export function rivalryFinish(world: World, rivalry: Rivalry, pair: readonly string[]): BookedFinish {
  return protectNewChampions(world, 'singles', pair, feudFinish(world, rivalry, pair));
}

function feudFinish(world: World, rivalry: Rivalry, pair: readonly string[]): BookedFinish {
  const wrestlers = pair.map((id) => requireWrestler(world, id)).sort(byStanding);
  const ahead = wrestlers.find((w) => w.id === rivalry.advantage);
  if (rivalry.intensity >= RIVALRY_PAYOFF_INTENSITY) {
    const winner = ahead ?? wrestlers[0]!;
    return { winnerId: winner.id, finish: 'pinfall', reason: `Payoff: the feud is at its peak (${intensityText(rivalry)}), and ${winner.name} wins it clean.` };
  }
  const underdog = ahead ? wrestlers.find((w) => w.id !== ahead.id)! : wrestlers.at(-1)!;
  const finish: Finish = rivalry.matches.length % 2 === 0 ? 'count_out' : 'disqualification';
  return { winnerId: underdog.id, finish, reason: `Builds the rivalry: ${underdog.name} steals a win by ${finish === 'count_out' ? 'count-out' : 'disqualification'}, and the feud heats up.` };
}

/** Any other match: the side the crowd likes most wins clean, to build them. */
export function buildFinish(world: World, type: MatchType, participants: readonly string[]): BookedFinish {
  return protectNewChampions(world, type, participants, crowdFinish(world, type, participants));
}

function crowdFinish(world: World, type: MatchType, participants: readonly string[]): BookedFinish {
  // The best side in one pass (auto-book asks for every match of every show of the week): a side takes the
  // lead only when strictly ahead in the sort's order, so of equals the first stays, as in the stable sort.
  let best: BookedSide | undefined;
  for (const side of sidesOf({ type, participants: [...participants] })) {
    const wrestlers = side.map((id) => requireWrestler(world, id));
    let popularity = 0;
    let points = 0;
    for (const wrestler of wrestlers) {
      popularity += wrestler.popularity;
      points += wrestler.totalPoints;
    }
    const entry = { wrestlers, popularity: popularity / wrestlers.length, points };
    if (!best || bySideStanding(entry, best) < 0) best = entry;
  }
  if (!best) throw new Error('A match has at least one side.');
  const names = best.wrestlers.map((w) => w.name).join(' & ');
  const who = type === 'tag_team' ? 'the more popular team' : participants.length > 2 ? 'the most popular in the match' : 'the more popular of the two';
  return { winnerId: best.wrestlers[0]!.id, finish: 'pinfall', reason: `Builds ${names}, ${who}, with a clean win.` };
}

/**
 * Weeks the wrestler has held their newest title, when that reign began less than
 * NEW_CHAMPION_PROTECTION_WEEKS ago (in the federation's active titles); null for anyone else.
 */
export function newChampionWeeks(world: World, wrestlerId: string): number | null {
  const now = world.calendar.totalWeeksProgressed;
  let weeks: number | null = null;
  for (const title of world.championships) {
    if (title.holderId !== wrestlerId || !title.isActive || title.reignStartWeek === null) continue;
    const held = now - title.reignStartWeek;
    if (held < NEW_CHAMPION_PROTECTION_WEEKS && (weeks === null || held < weeks)) weeks = held;
  }
  return weeks;
}

const heldText = (weeks: number) => (weeks === 0 ? 'champion since this week' : `champion for only ${weeks} week${weeks === 1 ? '' : 's'}`);

/**
 * A non-title finish with the new champions in it protected: a clean loss for one of them becomes a clean
 * win for their side when they are all on one side, and a finish without a winner (a draw, or a no contest
 * where the match type allows no draw) when new champions face each other. A cheap loss (count-out,
 * disqualification) stands: it does not prove them beaten.
 */
function protectNewChampions(world: World, type: MatchType, participants: readonly string[], booked: BookedFinish): BookedFinish {
  if (!FINISH_RULES[booked.finish].clean) return booked;
  const sides = sidesOf({ type, participants: [...participants] });
  const champions: Array<{ side: number; wrestler: Wrestler; weeks: number }> = [];
  sides.forEach((side, at) => {
    for (const id of side) {
      const weeks = newChampionWeeks(world, id);
      if (weeks !== null) champions.push({ side: at, wrestler: requireWrestler(world, id), weeks });
    }
  });
  const losing = champions.filter((c) => !sides[c.side]!.includes(booked.winnerId ?? ''));
  if (losing.length === 0) return booked;
  if (champions.every((c) => c.side === champions[0]!.side)) {
    const { wrestler, weeks } = champions[0]!;
    return { winnerId: wrestler.id, finish: 'pinfall', reason: `Protects ${wrestler.name}, ${heldText(weeks)}: a new champion wins clean rather than lose outside a title match.` };
  }
  const names = champions.map((c) => c.wrestler.name).join(' and ');
  const finish = type === 'triple_threat' || type === 'fatal_four_way' ? 'no_contest' : 'draw';
  return { winnerId: null, finish, reason: `Protects new champions ${names}: neither loses clean, and the match ends in ${finish === 'draw' ? 'a draw' : 'a no contest'}.` };
}
