// Running a show (spec §4 "Show results", §9 "Attendance"; our design in docs/rules/shows.md "Shows"):
// the announced card's expected rating sells the tickets, whose money pays the night's licensing and
// per-appearance fees with the funds (nightFees.ts), each segment is rated and decided (runMatch.ts: winners, titles, injuries), the
// wrestlers' popularity, morale, records and merchandise move, rivalries heat up, the show's rating moves
// the federation's popularity, the money goes to funds and to the week's ledger, and a show_results
// message is written. Everything random comes from the world's generator.
import { findVenue } from '#shared/data/venues.ts';
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import { roundMoney } from '#shared/rules/ledger.ts';
import { fairTicketPrice, gougingPopularityChange, MERCH_USD_PER_FAN, neutralShowRating, RIVALRY_ATTENDANCE_BONUS_MAX, SHOW_MAX_WEEKS_AHEAD, showPopularityChange, showResultsTitle } from '#shared/rules/shows.ts';
import { formatNumberUs, formatUsdPlain } from '#shared/rules/money.ts';
import type { SimEvent } from '../events.ts';
import { payNow, receiveNow } from '../ledger/payments.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { type RngState } from '../rng.ts';
import { rivalryAmong } from '../rivalries/rivalry.ts';
import { addShowFatigue, pairingsChanged, sharingPairings } from '../roster/fatigue.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { recordsRead } from '../ai/profile.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import { removeFromCard } from './booking.ts';
import { nightFeesProblem } from './nightFees.ts';
import { advertisingAttendanceShare, showBonusesFor, showCapacity, upgradeAttendanceShare } from '../business/showBonuses.ts';
import { consumeSurge, surgeShare } from '../business/campaigns.ts';
import { activeLevel } from '../business/products.ts';
import { merchandiseStandSales } from '#shared/rules/products.ts';
import { attendanceBreakdown, placeInWeek, type AttendanceBreakdown } from './attendanceBreakdown.ts';
import { airEpisode } from '../tv/tvDeals.ts';
import { rateShow, type ShowBonuses } from './rateShow.ts';
import { castOf, LABELS_UNREAD } from './rateSegment.ts';
import { runMatch, runPromo } from './runMatch.ts';
import { canAppear } from './loanTerms.ts';
import { dropUnreadResults } from './unreadResults.ts';
import { commentOnShow } from '../fans/showComments.ts';
import { feePayer, jointCrowdPopularity, partnerFeesProblem, settleJointShow } from '../diplomacy/jointShowRun.ts';
import { appearsOn, requireEditable, requireOwnShow, showRevenueLines, type Rating, type InjuryNote, type Show, type ShowResult } from './show.ts';
import { VENUE_DOOR_SPLIT_SHARE, venueDoorSplit, venueLicensing } from '#shared/rules/venues.ts';
import { keepPromisesAtShow } from '../promises/keeping.ts';

/**
 * The card's wrestlers' ids, each once, in order of first appearance (what a Set of the participants
 * gives). A plain loop over a handful of ids, without flatMap's arrays and a Set: every show of the
 * world's week is checked and paid from it.
 */
function cardIds(show: Show): string[] {
  const ids: string[] = [];
  for (const segment of show.segments) for (const id of segment.participants) if (!ids.includes(id)) ids.push(id);
  return ids;
}

/** What the night will cost before any ticket is sold: licensing and per-appearance fees, USD. */
export function showNightCosts(world: World, show: Show): { licensing: number; fees: Array<{ wrestler: Wrestler; fee: number }> } {
  const venue = findVenue(show.venueId);
  const licensing = venue ? venueLicensing(venue.type) : 0;
  const fees: Array<{ wrestler: Wrestler; fee: number }> = [];
  for (const id of cardIds(show)) {
    const wrestler = requireWrestler(world, id);
    if (wrestler.contract?.type === 'perAppearance') fees.push({ wrestler, fee: wrestler.contract.salary });
  }
  return { licensing, fees };
}

/** The hottest rivalry on the card, as the share of extra fans it draws. */
export function rivalryDraw(world: World, show: Show): number {
  let hottest = 0;
  for (const segment of show.segments) {
    const rivalry = rivalryAmong(world, show.federationId, segment.participants);
    if (rivalry) hottest = Math.max(hottest, rivalry.intensity);
  }
  return (hottest / 100) * RIVALRY_ATTENDANCE_BONUS_MAX;
}

/** What the announced card promises: its expected rating with every segment's breakdown, and the crowd and money it should draw. */
export interface ExpectedShow {
  rating: Rating;
  segments: Rating[];
  attendance: number;
  /** The attendance with its parts (popularity and rating, price, rivalry, upgrades, surge, market split, seats). */
  attendanceBreakdown?: AttendanceBreakdown;
  ticketRevenue: number;
  /** Licensing, a door-split venue's share of the tickets and per-appearance fees due on the night, USD. */
  nightCosts: number;
  /** Wrestlers booked who cannot appear now (injured, training, gone), with the reason; and night fees the funds plus the ticket sales cannot cover (nightFees.ts). */
  problems: string[];
}

export function previewShow(world: World, show: Show): ExpectedShow {
  const federation = requireFederation(world, show.federationId);
  const { rating, segments } = rateShow(world, show, null, showBonusesFor(federation, show));
  const { attendance: fans, breakdown } = expectedAttendance(world, show);
  const costs = showNightCosts(world, show);
  const problems: string[] = [];
  for (const id of cardIds(show)) {
    const wrestler = requireWrestler(world, id);
    if (!appearsOn(show, wrestler.federationId)) problems.push(`${wrestler.name} is no longer on your roster.`);
    else if (!canAppear(wrestler)) problems.push(`${wrestler.name} cannot appear (${wrestler.status.replace('_', ' ')}).`);
  }
  // A joint show's income is not its tickets (jointShowRun.ts): the booking page shows its range instead.
  const ticketRevenue = show.joint ? 0 : roundMoney(fans * show.ticketPrice);
  const doorSplit = venueDoorSplit(findVenue(show.venueId), ticketRevenue);
  const money = { ticketRevenue, nightCosts: roundMoney(costs.licensing + doorSplit + costs.fees.reduce((sum, f) => sum + f.fee, 0)) };
  const fees = nightFeesProblem(federation, money);
  if (fees) problems.push(fees);
  return { rating, segments, attendance: fans, attendanceBreakdown: breakdown, ...money, problems };
}

/** The attendance the announced card draws, with its breakdown (attendanceBreakdown.ts). */
export function expectedAttendance(world: World, show: Show): { expectedRating: number; attendance: number; capacity: number; breakdown: AttendanceBreakdown } {
  const federation = requireFederation(world, show.federationId);
  return attendanceWith(world, federation, show, showBonusesFor(federation, show));
}

/** expectedAttendance with the show's federation and bonuses at hand (runShow has them already). */
function attendanceWith(world: World, federation: Federation, show: Show, bonuses: ShowBonuses): ReturnType<typeof expectedAttendance> {
  // Only the figure sells the tickets: its parts' labels are not written (rateSegment.ts LABELS_UNREAD).
  const expected = rateShow(world, show, null, bonuses, LABELS_UNREAD).rating.value;
  const breakdown = attendanceBreakdown({
    expectedRating: expected,
    // A joint show's crowd comes for both federations (diplomacy/jointShowRun.ts jointCrowdPopularity).
    popularity: show.joint ? jointCrowdPopularity(world, show) : federation.popularity,
    ticketPrice: show.ticketPrice,
    capacity: showCapacity(federation, show),
    rivalryDraw: rivalryDraw(world, show),
    advertisingShare: advertisingAttendanceShare(federation),
    upgradeShare: upgradeAttendanceShare(federation, show),
    surgeShare: surgeShare(federation),
    place: placeInWeek(world.shows, show),
  });
  return { expectedRating: expected, attendance: breakdown.value, capacity: breakdown.capacity, breakdown };
}

function checkRunnable(world: World, show: Show): void {
  requireEditable(show);
  if (show.weekIndex !== world.calendar.totalWeeksProgressed) throw new SimRefusal(`${show.name} is scheduled for Week ${show.week}, ${show.month} ${show.year}: it can be run in its week.`);
  if (!show.segments.some((s) => s.kind === 'match')) throw new SimRefusal('Book at least one match before running the show.');
  for (const id of cardIds(show)) {
    const wrestler = requireWrestler(world, id);
    if (!appearsOn(show, wrestler.federationId)) throw new SimRefusal(`${wrestler.name} is no longer on your roster: change the card first.`);
    if (!canAppear(wrestler)) throw new SimRefusal(`${wrestler.name} cannot appear (${wrestler.status.replace('_', ' ')}): change the card first.`);
  }
}

/**
 * Merchandise sold on the night for each appearing wrestler, split by their contract percentage, plus
 * the federation's own stand when its merchandising line is active (every fan spends its level's amount).
 * `casts` holds each segment's wrestlers in the card's order.
 */
function sellMerchandise(world: World, show: Show, casts: ReadonlyArray<readonly Wrestler[]>, fans: number): number {
  let federationShare = merchandiseStandSales(activeLevel(requireFederation(world, show.federationId), 'merchandising'), fans);
  for (let i = 0; i < show.segments.length; i += 1) {
    const stars = show.segments[i]!.result?.rating.value ?? 0;
    for (const wrestler of casts[i]!) {
      const sales = roundMoney(fans * MERCH_USD_PER_FAN * (wrestler.popularity / 100) * (0.5 + stars / 20));
      wrestler.merchandiseSales.thisWeekActive = roundMoney(wrestler.merchandiseSales.thisWeekActive + sales);
      wrestler.merchandiseSales.thisWeek = roundMoney(wrestler.merchandiseSales.thisWeek + sales);
      wrestler.merchandiseSales.total = roundMoney(wrestler.merchandiseSales.total + sales);
      federationShare += sales * (1 - wrestler.merchandiseSales.contractPercentage / 100);
    }
  }
  return roundMoney(federationShare);
}

/**
 * Whether anyone reads the breakdowns of the federation's shows (each segment's and the show's rating parts,
 * the attendance breakdown): its players do. A computer-run federation's are read by no rule and no screen
 * (a rival's page, the news and "around the world" show its figures, its card and its winners; its
 * wrestlers' changes are not kept either, runMatch.ts keptChanges): its shows are rated to the same figures
 * without them (rateSegment.ts LABELS_UNREAD: the same rounded stars summed in the same order, the same
 * draws). Written only to be dropped a week later (history/compact.ts), they would be a quarter of what the
 * collector moves to its old generation on a server of a thousand worlds (docs/protocol.md "Memory and the
 * collector").
 */
export function breakdownsRead(federation: Federation): boolean {
  return recordsRead(federation);
}

/** The popularity change's reasons when the price took its share: the night's rating against what the fans expect, and the price. */
function gougingParts(stars: number, byRating: number, byPrice: number, price: number, popularity: number): NonNullable<ShowResult['popularityParts']> {
  const fair = fairTicketPrice(popularity);
  return [
    { label: `A ${stars.toFixed(1)}-star show against the ${neutralShowRating(popularity).toFixed(1)} your fans expect`, amount: roundPopularity(byRating) },
    { label: `Ticket price $${formatUsdPlain(price)}, ${(price / fair).toFixed(1)}x the fair $${formatUsdPlain(fair)}: fans felt overcharged`, amount: roundPopularity(byPrice) },
  ];
}

/** The federation an injured wrestler belongs to: on a joint show, the partner's wrestlers' other cards change, not the host's. */
function injuredFederation(world: World, show: Show, wrestlerId: string): string {
  return show.joint ? (requireWrestler(world, wrestlerId).federationId ?? show.federationId) : show.federationId;
}

export function runShow(world: World, federationId: string, showId: string, rng: RngState, now: number): SimEvent[] {
  // Every match of the card is rated before the bell and on the night: the federation's recent matches are
  // listed once for their "Seen it before" parts (roster/fatigue.ts sharingPairings).
  return sharingPairings(() => runCard(world, federationId, showId, rng, now));
}

function runCard(world: World, federationId: string, showId: string, rng: RngState, now: number): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const show = requireOwnShow(world, federationId, showId);
  checkRunnable(world, show);
  const venue = findVenue(show.venueId);
  const costs = showNightCosts(world, show);

  // The tickets were sold on the announced card, so their money is known before the bell and pays the
  // night's fees with the funds (nightFees.ts): it comes in first, then the licence and the fees.
  const bonuses = showBonusesFor(federation, show);
  const { expectedRating, attendance, capacity, breakdown } = attendanceWith(world, federation, show, bonuses);
  // A joint show sells no tickets of its own: its income (the spec's formula) takes their place after the card is rated.
  const ticketRevenue = show.joint ? 0 : roundMoney(attendance * show.ticketPrice);
  // A door-split venue takes its share of the tickets on the night, with the licence and the fees.
  const doorSplit = venueDoorSplit(venue, ticketRevenue);
  const nightCost = roundMoney(costs.licensing + doorSplit + costs.fees.reduce((sum, f) => sum + f.fee, 0));
  const feesProblem = nightFeesProblem(federation, { nightCosts: nightCost, ticketRevenue });
  if (feesProblem) throw new SimRefusal(feesProblem);
  const partnerFees = partnerFeesProblem(world, show, costs.fees);
  if (partnerFees) throw new SimRefusal(partnerFees);
  consumeSurge(federation);

  // The crowd in words, once: the ticket line and the results message both say it.
  const fans = formatNumberUs(attendance);
  receiveNow(federation, 'tickets', `Tickets: ${show.name} (${fans} x $${formatUsdPlain(show.ticketPrice)})`, ticketRevenue);
  payNow(federation, 'venue_rental', `Door split: ${venue?.name ?? 'venue'} keeps ${Math.round(VENUE_DOOR_SPLIT_SHARE * 100)}% of tickets (${show.name})`, doorSplit);
  payNow(federation, 'venue_licensing', `Venue licensing: ${venue?.name ?? 'venue'} (${show.name})`, costs.licensing);
  for (const { wrestler, fee } of costs.fees) payNow(feePayer(world, show, wrestler), 'appearance_fees', `Appearance fee: ${wrestler.name} (${show.name})`, fee);

  // Each segment's wrestlers, looked up once for the night: its rating, decision and consequences, the
  // fatigue and the merchandise (each wrestler was looked up about 12 times per show).
  const casts: Wrestler[][] = [];
  for (const segment of show.segments) casts.push(castOf(world, segment));
  const injuries: InjuryNote[] = [];
  const labels = breakdownsRead(federation) ? 'labelled' : LABELS_UNREAD;
  for (let i = 0; i < show.segments.length; i += 1) {
    const segment = show.segments[i]!;
    segment.result = segment.kind === 'match' ? runMatch(world, show, segment, casts[i]!, rng, bonuses, injuries, labels) : runPromo(world, show, segment, casts[i]!, rng, bonuses, labels);
  }
  addShowFatigue(show, casts);
  const rating = rateShow(world, show, 'results', bonuses, labels).rating;
  const merchandiseRevenue = sellMerchandise(world, show, casts, attendance);
  receiveNow(federation, 'merchandise', `Merchandise: ${show.name}`, merchandiseRevenue);
  const joint = show.joint ? settleJointShow(world, show, rating, rng, now) : null;

  const popularityBefore = federation.popularity;
  const byRating = showPopularityChange(rating.value, federation.popularity, breakdown.place);
  // Fans who paid far over the fair price feel overcharged (rules/shows.ts GOUGING_TOLERANCE_SHARE).
  // A joint show's $50 was agreed for both federations' fans, and its income is not its tickets: no gouging.
  const byPrice = show.joint ? 0 : gougingPopularityChange(show.ticketPrice, federation.popularity);
  federation.popularity = roundPopularity(clampPopularity(federation.popularity + byRating + byPrice));
  const popularityChange = roundPopularity(federation.popularity - popularityBefore);
  const popularityParts = byPrice < 0 && labels === 'labelled' ? gougingParts(rating.value, byRating, byPrice, show.ticketPrice, popularityBefore) : null;
  federation.showsCompletedThisWeek += 1;
  federation.totalShows += 1;

  const { viewers, payment: tvRevenue } = airEpisode(world, federation, show, rating.value);
  const jointShowRevenue = joint?.hostShare ?? 0;
  const revenue = roundMoney(showRevenueLines({ ticketRevenue, merchandiseRevenue, tvRevenue, jointShowRevenue }).reduce((sum, line) => sum + line.amount, 0));
  show.result = {
    rating,
    expectedRating,
    attendance,
    ...(labels === 'labelled' ? { attendanceBreakdown: breakdown } : {}),
    capacity,
    ticketRevenue,
    merchandiseRevenue,
    tvRevenue,
    ...(joint ? { jointShowRevenue, jointShow: joint.income } : {}),
    costs: nightCost,
    revenue,
    profit: roundMoney(revenue - nightCost - show.rentalPaid),
    popularityChange,
    ...(popularityParts ? { popularityParts } : {}),
    viewership: viewers,
  };
  show.isComplete = true;
  show.hasBeenRun = true;
  pairingsChanged(world, federationId);

  const events: SimEvent[] = [];
  for (const segment of show.segments) {
    if (segment.kind !== 'match' || !segment.result?.title || !segment.result.title.holderId) continue;
    const { outcome, championshipId, holderId, previousHolderId } = segment.result.title;
    if (outcome !== 'new_champion' && outcome !== 'crowned') continue;
    const title = world.championships.find((c) => c.id === championshipId)!;
    const previousName = previousHolderId ? requireWrestler(world, previousHolderId).name : null;
    events.push({ kind: 'titleChanged', federationId, championshipId, title: title.name, holderName: requireWrestler(world, holderId).name, previousName });
  }
  for (const injury of injuries) {
    // Only cards not run yet change, and those are of this week or later (the week's unrun shows are cancelled when it ends): booked at most SHOW_MAX_WEEKS_AHEAD weeks ago, at the newest end.
    for (let i = world.shows.length - 1; i >= 0; i -= 1) {
      const other = world.shows[i]!;
      if (other.weekIndex < world.calendar.totalWeeksProgressed - SHOW_MAX_WEEKS_AHEAD) break;
      if (other !== show && other.federationId === injuredFederation(world, show, injury.wrestlerId)) removeFromCard(other, injury.wrestlerId);
    }
    addMessage(world, federationId, 'injury_report', `Injury: ${injury.name}`, `${injury.name} was injured at ${show.name} and will be out for ${injury.weeks} ${injury.weeks === 1 ? 'week' : 'weeks'}.`, now);
    events.push({ kind: 'wrestlerInjured', federationId, wrestlerId: injury.wrestlerId, name: injury.name, weeks: injury.weeks });
  }
  addMessage(
    world,
    federationId,
    'show_results',
    showResultsTitle(show.name),
    `${show.name} at ${venue?.name ?? 'the venue'} rated ${rating.value.toFixed(1)} stars before ${fans} fans. Revenue $${formatUsdPlain(revenue)}; popularity ${popularityChange >= 0 ? '+' : ''}${popularityChange}.`,
    now,
  );
  if (joint) for (const event of joint.events) events.push(event);
  // Promises the card kept (a title match, a main event, appearances), read before an unread card is trimmed.
  for (const event of keepPromisesAtShow(world, show, rng, now)) events.push(event);
  events.push({ kind: 'showCompleted', federationId, showId: show.id, name: show.name, rating: rating.value, attendance, revenue, profit: show.result.profit, popularityChange });
  // The fans' comments on the night (fans/showComments.ts), read from the full results before they are folded.
  commentOnShow(world, show);
  // A card nobody reads keeps its wrestlers and its main event's result only (unreadResults.ts), now that
  // the night's events above were read from it.
  if (labels === LABELS_UNREAD) dropUnreadResults(show);
  return events;
}
