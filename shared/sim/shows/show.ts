// A show and its card (spec §3 "Show", "Match", "Show result"). A show belongs to one federation and one
// week (`weekIndex` = the calendar's totalWeeksProgressed in that week); its segments are in card order,
// the last one being the main event.
import type { MonthName } from '#shared/rules/calendar.ts';
import type { PromoType } from '#shared/rules/matchRating.ts';
import type { Finish } from '#shared/rules/finishes.ts';
import type { AttendanceBreakdown } from './attendanceBreakdown.ts';
import type { JointShowIncomeResult } from '../diplomacy/jointShowIncome.ts';
import type { MatchType, Stipulation } from '#shared/rules/matchTypes.ts';
import { SHOW_MAX_WEEKS_AHEAD, type ShowFrequency } from '#shared/rules/shows.ts';
import { LEDGER_KIND_LABELS, type LedgerKind } from '../ledger/lines.ts';
import { SimRefusal } from '../refusal.ts';
import type { World } from '../world.ts';

/** One named reason of a rating, in stars (positive adds, negative costs). */
export interface RatingPart {
  label: string;
  stars: number;
}

export interface Rating {
  /** 0-10 stars, the sum of the parts. */
  value: number;
  parts: RatingPart[];
}

export interface MatchSegment {
  id: string;
  kind: 'match';
  title: string;
  type: MatchType;
  stipulation: Stipulation;
  /** Wrestler ids; sides follow the type (tag team: the first two against the last two). */
  participants: string[];
  championshipId: string | null;
  isExhibition: boolean;
  /** The booked winner (any member names a tag team); null: left to the match. */
  winnerId: string | null;
  /** The booked finish (shared/rules/finishes.ts); null: left to the match. */
  finish: Finish | null;
  /** Auto-book's one-sentence reason for its finish; null when the player booked the match. */
  bookingReason: string | null;
  result: MatchResult | null;
}

export interface PromoSegment {
  id: string;
  kind: 'promo';
  title: string;
  promoType: PromoType;
  participants: string[];
  result: SegmentResult | null;
}

export type Segment = MatchSegment | PromoSegment;

export interface SegmentResult {
  rating: Rating;
  /** What the crowd did, for the live page. */
  crowd: string;
  /** Popularity and morale changes of each participant. */
  changes: ParticipantChange[];
  injuries: InjuryNote[];
}

export interface MatchResult extends SegmentResult {
  /** Winning side's wrestler ids; empty for a draw. */
  winners: string[];
  isDraw: boolean;
  /** How the match ended, as the results read it ("Ace wins by disqualification"); on results older than the booked finish, the stipulation's finish word ("pinfall", "draw"). */
  finish: string;
  /** How the match ended (shared/rules/finishes.ts); absent on results older than the booked finish. */
  finishType?: Finish;
  /** Title outcome, when a championship was on the line. */
  title: { championshipId: string; outcome: 'retained' | 'new_champion' | 'crowned' | 'no_change'; holderId: string | null; previousHolderId: string | null; prestigeChange: number } | null;
}

export interface ParticipantChange {
  wrestlerId: string;
  name: string;
  popularity: number;
  morale: number;
  /** Why the popularity moved (the match's rating, a clean or cheap win, an upset...), before the 0-100 clamp; absent on older results. */
  reasons?: ChangeReason[];
}

export interface ChangeReason {
  label: string;
  amount: number;
}

export interface InjuryNote {
  wrestlerId: string;
  name: string;
  weeks: number;
}

export interface ShowResult {
  rating: Rating;
  /** The card's expected rating that sold the tickets. */
  expectedRating: number;
  attendance: number;
  /** The attendance with its parts as the tickets were sold (absent on results of older saves). */
  attendanceBreakdown?: AttendanceBreakdown;
  capacity: number;
  ticketRevenue: number;
  merchandiseRevenue: number;
  /** What the episode's TV deal paid (0 without a deal). */
  tvRevenue: number;
  /** Licensing and per-appearance fees paid on the night (rental was paid when booked). */
  costs: number;
  /** The sum of showRevenueLines: tickets, merchandise and the TV episode. */
  revenue: number;
  /** Revenue minus the night's costs and the rental. */
  profit: number;
  popularityChange: number;
  /** A joint show: the host's share of its income (diplomacy/jointShowIncome.ts), in place of ticket sales. */
  jointShowRevenue?: number;
  /** A joint show: its income with the reasons of the figure and each federation's share. */
  jointShow?: JointShowIncomeResult;
  /** The popularity change's reasons when the ticket price took its share (a player's show priced over the gouging tolerance); the parts sum to popularityChange before rounding and the 0-100 bounds. */
  popularityParts?: Array<{ label: string; amount: number }>;
  viewership: number;
}

export interface Show {
  id: string;
  federationId: string;
  name: string;
  weekIndex: number;
  week: number;
  month: MonthName;
  year: number;
  venueId: string;
  venueCapacity: number;
  ticketPrice: number;
  frequency: ShowFrequency;
  /** The weekly show this one was cloned from. */
  parentShowId: string | null;
  rentalPaid: number;
  segments: Segment[];
  isComplete: boolean;
  hasBeenRun: boolean;
  result: ShowResult | null;
  /** TV deal airing this show (next issue); null for none. */
  tvDealId: string | null;
  /**
   * A joint show's record and the other federation (diplomacy/jointShow.ts): that federation's wrestlers
   * may be booked on this show too. Absent on every other show.
   */
  joint?: { jointShowId: string; partnerId: string };
}

/** Whether a wrestler of this federation may appear on the show: the show's own roster, and a joint show's partner's. */
export function appearsOn(show: Pick<Show, 'federationId' | 'joint'>, federationId: string | null): boolean {
  return federationId === show.federationId || (show.joint !== undefined && federationId === show.joint.partnerId);
}

/** The show with this id. Searched from the newest: the shows players act on are recent, so the cost does not grow with the years played. */
export function findShow(world: World, id: string): Show | undefined {
  return world.shows.findLast((s) => s.id === id);
}

/**
 * Every show of week `weekIndex`, in the world's order. world.shows is in creation order and no show is
 * booked more than SHOW_MAX_WEEKS_AHEAD weeks ahead, so walking back from the newest, once a show's week
 * is that far before `weekIndex` every older show's week is before it too: only the newest end is read,
 * and the week advance's cost does not grow with the years played.
 */
export function showsOfWeek(world: World, weekIndex: number): Show[] {
  const found: Show[] = [];
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < weekIndex - SHOW_MAX_WEEKS_AHEAD) break;
    if (show.weekIndex === weekIndex) found.push(show);
  }
  return found.reverse();
}

/**
 * The shows not run yet, in the world's order, read from the newest end. A show not run is of this week or
 * a later one: the week advance cancels every show not run in its week (cancelUnrunShows), and none is
 * booked for a past week. Walking back, once a show's week is SHOW_MAX_WEEKS_AHEAD before this week, every
 * older show's week is before this week (see showsOfWeek), so it was run or cancelled: the same shows as
 * world.shows.filter((s) => !s.hasBeenRun) without reading the years of history.
 */
export function showsNotRun(world: World): Show[] {
  const week = world.calendar.totalWeeksProgressed;
  const found: Show[] = [];
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < week - SHOW_MAX_WEEKS_AHEAD) break;
    if (!show.hasBeenRun) found.push(show);
  }
  return found.reverse();
}

/** Takes the show out of the world, keeping the others' order (a recent show is found from the newest end). */
export function removeShow(world: World, show: Show): void {
  const index = world.shows.lastIndexOf(show);
  if (index >= 0) world.shows.splice(index, 1);
}

/** The show, if it belongs to the federation; otherwise the refusal a player reads. */
export function requireOwnShow(world: World, federationId: string, showId: string): Show {
  const show = findShow(world, showId);
  if (!show || show.federationId !== federationId) throw new SimRefusal('That show does not exist.');
  return show;
}

export function requireEditable(show: Show): void {
  if (show.hasBeenRun) throw new SimRefusal('This show has already been run.');
}

export function showsOf(world: World, federationId: string): Show[] {
  return world.shows.filter((s) => s.federationId === federationId);
}

export function wrestlersOnCard(show: Show): Set<string> {
  return new Set(show.segments.flatMap((segment) => segment.participants));
}

/** Sides of a match: tag team is two pairs, every other type one wrestler per side. */
export function sidesOf(segment: Pick<MatchSegment, 'type' | 'participants'>): string[][] {
  if (segment.type === 'tag_team') return [segment.participants.slice(0, 2), segment.participants.slice(2, 4)];
  return segment.participants.map((id) => [id]);
}

/** One source of a night's revenue, as the week's ledger books it (kind and its ledger label). */
export interface ShowRevenueLine {
  kind: LedgerKind;
  label: string;
  amount: number;
}

/**
 * The night's revenue as the ledger lines it sums, in the ledger's words: ticket sales, merchandise (the
 * federation's share) and the TV episode. Like the ledger, a source that brought nothing has no line.
 * runShow sums these into ShowResult.revenue, so the screens can name what the figure holds.
 */
export function showRevenueLines(result: Pick<ShowResult, 'ticketRevenue' | 'merchandiseRevenue' | 'tvRevenue' | 'jointShowRevenue'>): ShowRevenueLine[] {
  const lines: ShowRevenueLine[] = [
    { kind: 'tickets', label: LEDGER_KIND_LABELS.tickets, amount: result.ticketRevenue },
    { kind: 'joint_show', label: LEDGER_KIND_LABELS.joint_show, amount: result.jointShowRevenue ?? 0 },
    { kind: 'merchandise', label: LEDGER_KIND_LABELS.merchandise, amount: result.merchandiseRevenue },
    { kind: 'tv', label: LEDGER_KIND_LABELS.tv, amount: result.tvRevenue },
  ];
  return lines.filter((line) => line.amount > 0);
}

/** A completed show in the history list (the card is fetched with getShow). */
export interface ShowSummary {
  id: string;
  name: string;
  week: number;
  month: MonthName;
  year: number;
  venueId: string;
  rating: number;
  attendance: number;
  revenue: number;
  profit: number;
}

/** The federation's completed shows, newest first, one page at a time. */
export function showHistory(world: World, federationId: string, offset = 0, limit = 20): { items: ShowSummary[]; total: number } {
  const done = showsOf(world, federationId).filter((s) => s.hasBeenRun).reverse();
  const items = done.slice(offset, offset + limit).map((s) => ({
    id: s.id,
    name: s.name,
    week: s.week,
    month: s.month,
    year: s.year,
    venueId: s.venueId,
    rating: s.result?.rating.value ?? 0,
    attendance: s.result?.attendance ?? 0,
    revenue: s.result?.revenue ?? 0,
    profit: s.result?.profit ?? 0,
  }));
  return { items, total: done.length };
}

/**
 * The show's main event as the world reads it (the news, the company page, around the world): the card's
 * last match, or its last segment when the card holds no match (a promo closing the show is not its main
 * event).
 */
export function mainEventSegment(show: Pick<Show, 'segments'>): Segment | undefined {
  for (let i = show.segments.length - 1; i >= 0; i -= 1) if (show.segments[i]!.kind === 'match') return show.segments[i];
  return show.segments.at(-1);
}
