// One shape for a show on the run and summary pages, whether it comes from the synced state (upcoming
// shows and the last few results) or from getShow (older results); and the words for its segments.
import type { Snapshot } from 'valtio';
import { findVenue } from '#shared/data/venues.ts';
import { PROMO_TYPE_RULES } from '#shared/rules/matchRating.ts';
import { FINISH_RULES, finishSentence } from '#shared/rules/finishes.ts';
import { MATCH_TYPE_RULES, STIPULATION_RULES } from '#shared/rules/matchTypes.ts';
import type { MatchResult, Segment, Show, ShowResult } from '#shared/sim/shows/show.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { ChampionshipMirror, GameMirror, ShowMirror, WrestlerMirror } from '#client/state/game.ts';
import { showCardField, showExpectedField, showResultField } from '#shared/schema/syncedJson.ts';
import type { ExpectedShow } from '../showData.ts';

export interface ShowView {
  id: string;
  name: string;
  week: number;
  month: string;
  year: number;
  weekIndex: number;
  venue: string;
  venueCapacity: number;
  ticketPrice: number;
  rentalPaid: number;
  segments: Segment[];
  result: ShowResult | null;
  expected: ExpectedShow | null;
  isComplete: boolean;
}

export function viewFromMirror(show: Snapshot<ShowMirror>): ShowView {
  return {
    id: show.id,
    name: show.name,
    week: show.week,
    month: show.month,
    year: show.year,
    weekIndex: show.weekIndex,
    venue: show.venue || findVenue(show.venueId)?.name || 'Unknown venue',
    venueCapacity: show.venueCapacity,
    ticketPrice: show.ticketPrice,
    rentalPaid: show.rentalPaid,
    segments: showCardField.decode(show.card),
    result: showResultField.decode(show.result),
    expected: showExpectedField.decode(show.expected),
    isComplete: show.isComplete,
  };
}

export function viewFromShow(show: Show): ShowView {
  return {
    id: show.id,
    name: show.name,
    week: show.week,
    month: show.month,
    year: show.year,
    weekIndex: show.weekIndex,
    venue: findVenue(show.venueId)?.name ?? 'Unknown venue',
    venueCapacity: show.venueCapacity,
    ticketPrice: show.ticketPrice,
    rentalPaid: show.rentalPaid,
    segments: show.segments,
    result: show.result,
    expected: null,
    isComplete: show.hasBeenRun,
  };
}

export type ShowLookup = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; show: ShowView };

/**
 * The show from the synced state when it is there; otherwise asked once from the room with getShow
 * (a result older than the last few, or an address typed by hand). Read-only: it never runs anything.
 */
export function useShowLookup(showId: string, mirror: Snapshot<ShowMirror> | undefined): ShowLookup {
  const query = useWorldQuery('getShow', { showId }, { select: (answer) => answer.show, enabled: !mirror, missing: 'That show does not exist.' });
  if (mirror) return { status: 'ready', show: viewFromMirror(mirror) };
  if (query.status === 'ready') return { status: 'ready', show: viewFromShow(query.data) };
  return query.status === 'error' ? { status: 'missing', message: query.error.message } : { status: 'loading' };
}

/** "Week 3, January 2025". */
export function showDate(show: Pick<ShowView, 'week' | 'month' | 'year'>): string {
  return `Week ${show.week}, ${show.month} ${show.year}`;
}

/** "Singles · Ladder", "Tag Team", "In-Ring Confrontation". */
export function segmentKindLabel(segment: Segment): string {
  if (segment.kind === 'promo') return PROMO_TYPE_RULES[segment.promoType]?.label ?? 'Promo';
  const type = MATCH_TYPE_RULES[segment.type]?.label ?? 'Match';
  return segment.stipulation === 'standard' ? type : `${type} · ${STIPULATION_RULES[segment.stipulation]?.label ?? segment.stipulation}`;
}

export type Roster = Snapshot<GameMirror>['roster'];
export type Titles = Snapshot<GameMirror>['championships'];

/** A participant's name: the roster's, else the name the result wrote down, else a placeholder. */
export function wrestlerName(id: string, roster: Roster, segment?: Segment): string {
  const member: Snapshot<WrestlerMirror> | undefined = roster[id];
  if (member) return member.name;
  const noted = segment?.result?.changes.find((c) => c.wrestlerId === id);
  return noted?.name ?? 'A former wrestler';
}

export function namesList(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** "Kit Hollander wins by pinfall", "Kit & Rex win by disqualification", "The match ends in a no contest" (older results: the stipulation's finish word). */
export function matchOutcome(result: MatchResult, names: (id: string) => string): string {
  if (result.finishType) return finishSentence(result.finishType, result.winners.map(names));
  if (result.isDraw || result.winners.length === 0) return 'The match ends in a draw';
  const winners = namesList(result.winners.map(names));
  return `${winners} ${result.winners.length > 1 ? 'win' : 'wins'} by ${result.finish}`;
}

/** The title line of a title match, or null. */
export function titleOutcome(result: MatchResult, names: (id: string) => string, titles: Titles): { text: string; tone: 'gold' | 'neutral'; headline: string } | null {
  const title = result.title;
  if (!title) return null;
  const titleName: string = (titles[title.championshipId] as Snapshot<ChampionshipMirror> | undefined)?.name ?? 'the title';
  const holder = title.holderId ? names(title.holderId) : null;
  const prestige = title.prestigeChange === 0 ? '' : ` (prestige ${title.prestigeChange > 0 ? '+' : '−'}${Math.abs(title.prestigeChange).toFixed(1)})`;
  switch (title.outcome) {
    case 'new_champion':
      return { headline: 'New champion!', text: `${holder} wins the ${titleName}${title.previousHolderId ? `, ending ${names(title.previousHolderId)}'s reign` : ''}${prestige}`, tone: 'gold' };
    case 'crowned':
      return { headline: 'Crowned!', text: `${holder} wins the vacant ${titleName}${prestige}`, tone: 'gold' };
    case 'retained':
      return { headline: 'And still!', text: `${holder} retains the ${titleName}${prestige}`, tone: 'neutral' };
    default: {
      // A draw, a no contest, or a win by count-out or disqualification (a title changes hands only on a clean finish).
      const finish = result.finishType ? FINISH_RULES[result.finishType] : null;
      const how = finish?.hasWinner ? `: a title does not change hands ${finish.phrase}` : ` ${finish?.phrase.replace(/^in /, 'on ') ?? 'on a draw'}`;
      return { headline: 'No change', text: `${holder ? `${holder} keeps` : 'Nobody wins'} the ${titleName}${how}${prestige}`, tone: 'neutral' };
    }
  }
}

/** Sides of a match for "A vs. B" (tag team: two pairs). */
export function sidesOfSegment(segment: Segment): string[][] {
  if (segment.kind === 'promo') return [segment.participants];
  if (segment.type === 'tag_team') return [segment.participants.slice(0, 2), segment.participants.slice(2, 4)];
  return segment.participants.map((id) => [id]);
}

/** "+1.2" / "−0.4" / "±0". */
export function signed(value: number, digits = 1): string {
  if (value === 0) return '±0';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
}
