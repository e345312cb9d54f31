// Running a show (spec §4 "Show results", §9 "Attendance"; our design in docs/game-rules.md "Shows"):
// the announced card's expected rating sells the tickets, whose money pays the night's licensing and
// per-appearance fees with the funds (nightFees.ts), each segment is rated with its breakdown and decided (winners, titles, injuries), the
// wrestlers' popularity, morale, records and merchandise move, rivalries heat up, the show's rating moves
// the federation's popularity, the money goes to funds and to the week's ledger, and a show_results
// message is written. Everything random comes from the world's generator.
import { findVenue } from '../../data/venues.ts';
import { clampPopularity, roundPopularity } from '../../rules/federation.ts';
import { roundMoney } from '../../rules/ledger.ts';
import {
  CHEAP_LOSS_POPULARITY,
  CHEAP_WIN_MORALE,
  CHEAP_WIN_POPULARITY,
  CLEAN_LOSS_POPULARITY,
  CLEAN_WIN_MORALE,
  CLEAN_WIN_POPULARITY,
  DRAW_MORALE,
  DRAW_POPULARITY,
  FINISH_RULES,
  finishesFor,
  finishSentence,
  LOSS_MORALE,
  NO_CONTEST_MORALE,
  NO_CONTEST_POPULARITY,
  openFinishWeights,
  UPSET_POPULARITY,
  UPSET_STRENGTH_MARGIN,
  type Finish,
} from '../../rules/finishes.ts';
import { MATCH_TYPE_RULES, matchWeights, STIPULATION_RULES } from '../../rules/matchTypes.ts';
import { clampMorale } from '../../rules/morale.ts';
import {
  DRAW_CHANCE,
  INJURY_STAMINA_PIVOT,
  INJURY_WEEKS_MAX,
  INJURY_WEEKS_MIN,
  MERCH_USD_PER_FAN,
  MORALE_APPEARANCE,
  RIVALRY_ATTENDANCE_BONUS_MAX,
  showPopularityChange,
  showResultsTitle,
  STRENGTH_POPULARITY_WEIGHT,
  WIN_SHARPNESS,
  WRESTLER_NEUTRAL_RATING,
  WRESTLER_POPULARITY_PER_STAR,
} from '../../rules/shows.ts';
import { SKILLS } from '../../rules/training.ts';
import { formatUsdPlain } from '../../rules/money.ts';
import { applyTitleMatch } from '../championships/championship.ts';
import type { SimEvent } from '../events.ts';
import { payNow, receiveNow } from '../ledger/payments.ts';
import { addMessage } from '../messages.ts';
import { SimRefusal } from '../refusal.ts';
import { chance, nextFloat, nextInt, type RngState } from '../rng.ts';
import { recordRivalrySegment, rivalryAmong } from '../rivalries/rivalry.ts';
import { addShowFatigue } from '../roster/fatigue.ts';
import { refreshRating, requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { fatigueInjuryMultiplier } from '../../rules/fatigue.ts';
import { requireFederation, type World } from '../world.ts';
import { removeFromCard } from './booking.ts';
import { nightFeesProblem } from './nightFees.ts';
import { advertisingAttendanceShare, showBonusesFor, showCapacity, upgradeAttendanceShare } from '../business/showBonuses.ts';
import { consumeSurge, surgeShare } from '../business/campaigns.ts';
import { activeLevel } from '../business/products.ts';
import { merchandiseStandSales } from '../../rules/products.ts';
import { attendanceBreakdown, placeInWeek, type AttendanceBreakdown } from './attendanceBreakdown.ts';
import { airEpisode } from '../tv/tvDeals.ts';
import { rateShow, type ShowBonuses } from './rateShow.ts';
import { rateSegment } from './rateSegment.ts';
import { requireEditable, requireOwnShow, showRevenueLines, sidesOf, type Rating, type InjuryNote, type MatchResult, type MatchSegment, type ChangeReason, type ParticipantChange, type Segment, type SegmentResult, type Show } from './show.ts';
import { venueLicensing } from '../../rules/venues.ts';

const average = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** What the night will cost before any ticket is sold: licensing and per-appearance fees, USD. */
export function showNightCosts(world: World, show: Show): { licensing: number; fees: Array<{ wrestler: Wrestler; fee: number }> } {
  const venue = findVenue(show.venueId);
  const licensing = venue ? venueLicensing(venue.type) : 0;
  const fees = [...new Set(show.segments.flatMap((s) => s.participants))]
    .map((id) => requireWrestler(world, id))
    .filter((w) => w.contract?.type === 'perAppearance')
    .map((wrestler) => ({ wrestler, fee: wrestler.contract!.salary }));
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
  /** Licensing and per-appearance fees due on the night, USD. */
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
  for (const id of new Set(show.segments.flatMap((s) => s.participants))) {
    const wrestler = requireWrestler(world, id);
    if (wrestler.federationId !== show.federationId) problems.push(`${wrestler.name} is no longer on your roster.`);
    else if (wrestler.status !== 'active') problems.push(`${wrestler.name} cannot appear (${wrestler.status.replace('_', ' ')}).`);
  }
  const money = { ticketRevenue: roundMoney(fans * show.ticketPrice), nightCosts: roundMoney(costs.licensing + costs.fees.reduce((sum, f) => sum + f.fee, 0)) };
  const fees = nightFeesProblem(federation, money);
  if (fees) problems.push(fees);
  return { rating, segments, attendance: fans, attendanceBreakdown: breakdown, ...money, problems };
}

/** The attendance the announced card draws, with its breakdown (attendanceBreakdown.ts). */
export function expectedAttendance(world: World, show: Show): { expectedRating: number; attendance: number; capacity: number; breakdown: AttendanceBreakdown } {
  const federation = requireFederation(world, show.federationId);
  const expected = rateShow(world, show, null, showBonusesFor(federation, show)).rating.value;
  const breakdown = attendanceBreakdown({
    expectedRating: expected,
    popularity: federation.popularity,
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
  for (const id of new Set(show.segments.flatMap((s) => s.participants))) {
    const wrestler = requireWrestler(world, id);
    if (wrestler.federationId !== show.federationId) throw new SimRefusal(`${wrestler.name} is no longer on your roster: change the card first.`);
    if (wrestler.status !== 'active') throw new SimRefusal(`${wrestler.name} cannot appear (${wrestler.status.replace('_', ' ')}): change the card first.`);
  }
}

function sideStrength(world: World, segment: MatchSegment, side: readonly string[]): number {
  const weights = matchWeights(segment.type, segment.stipulation);
  return average(
    side.map((id) => {
      const w = requireWrestler(world, id);
      return SKILLS.reduce((sum, skill) => sum + weights[skill] * w.skills[skill], 0) + STRENGTH_POPULARITY_WEIGHT * w.popularity;
    }),
  );
}

interface Decision {
  winners: string[];
  finish: Finish;
  /** The side the strengths favoured by at least UPSET_STRENGTH_MARGIN, or null for an even match. */
  favourite: string[] | null;
}

/** Draws one of these weighted options (no draw from the generator when there is only one). */
function pickWeighted<T>(options: ReadonlyArray<{ value: T; weight: number }>, rng: RngState): T {
  if (options.length === 1) return options[0]!.value;
  let roll = nextFloat(rng) * options.reduce((a, b) => a + b.weight, 0);
  for (const option of options) {
    roll -= option.weight;
    if (roll < 0) return option.value;
  }
  return options[options.length - 1]!.value;
}

/**
 * Who wins and how (docs/game-rules.md "Finishes"): the booked winner and finish when set; what is left
 * open is drawn as before: a draw now and then where the stipulation allows one (only when neither is
 * booked), a side by strength, then a finish by FINISH_WEIGHTS among the ones the match allows.
 */
function decide(world: World, segment: MatchSegment, rng: RngState): Decision {
  const sides = sidesOf(segment);
  const strengths = sides.map((side) => sideStrength(world, segment, side));
  const ranked = strengths.map((strength, i) => ({ strength, i })).sort((a, b) => b.strength - a.strength);
  const favourite = ranked.length > 1 && ranked[0]!.strength >= ranked[1]!.strength * (1 + UPSET_STRENGTH_MARGIN) ? sides[ranked[0]!.i]! : null;
  const booked = segment.finish ?? null;
  const bookedSide = segment.winnerId ? (sides.find((side) => side.includes(segment.winnerId!)) ?? null) : null;
  if (booked && !FINISH_RULES[booked].hasWinner) return { winners: [], finish: booked, favourite };
  if (!bookedSide && !booked && finishesFor(segment.type, segment.stipulation).includes('draw') && chance(rng, DRAW_CHANCE)) return { winners: [], finish: 'draw', favourite };
  const winners =
    bookedSide ??
    pickWeighted(
      sides.map((side, i) => ({ value: side, weight: Math.max(1, strengths[i]!) ** WIN_SHARPNESS })),
      rng,
    );
  const technic = average(winners.map((id) => requireWrestler(world, id).skills.technic));
  const finish = booked ?? pickWeighted(openFinishWeights(segment.type, segment.stipulation, technic, !!bookedSide).map(({ finish: value, weight }) => ({ value, weight })), rng);
  return { winners: FINISH_RULES[finish].hasWinner ? winners : [], finish, favourite };
}

function injuryChance(segment: MatchSegment, wrestler: Wrestler): number {
  const base = MATCH_TYPE_RULES[segment.type].injuryChance + STIPULATION_RULES[segment.stipulation].injuryChance;
  return Math.max(0, base * (1 + (INJURY_STAMINA_PIVOT - wrestler.skills.stamina) / 100)) * fatigueInjuryMultiplier(wrestler.fatigue);
}

const CROWD = [
  [8, 'The crowd is on its feet: "This is awesome!"'],
  [6.5, 'Loud, invested crowd from bell to bell'],
  [5, 'A solid reaction from the fans'],
  [3.5, 'The crowd is polite but quiet'],
  [2, 'Restless fans: some head for the concessions'],
  [0, 'Boos and silence: the crowd has checked out'],
] as const;

export function crowdReaction(stars: number): string {
  return CROWD.find(([min]) => stars >= min)![1];
}

type Outcome = 'win' | 'loss' | 'draw' | 'no_contest' | 'promo';

/** The popularity parts of a result (before the 0-100 clamp) and its morale, by outcome and finish. */
function resultParts(stars: number, outcome: Outcome, finish: Finish | null, upset: boolean, kind: 'match' | 'promo'): { reasons: ChangeReason[]; morale: number } {
  const reasons: ChangeReason[] = [{ label: kind === 'match' ? 'Match rating' : 'Segment rating', amount: roundPopularity((stars - WRESTLER_NEUTRAL_RATING) * WRESTLER_POPULARITY_PER_STAR) }];
  let morale = MORALE_APPEARANCE;
  const clean = finish ? FINISH_RULES[finish].clean : true;
  const phrase = finish ? FINISH_RULES[finish].phrase : '';
  if (outcome === 'win') {
    reasons.push(clean ? { label: `Clean win ${phrase}`, amount: CLEAN_WIN_POPULARITY } : { label: `Cheap win ${phrase}`, amount: CHEAP_WIN_POPULARITY });
    morale += clean ? CLEAN_WIN_MORALE : CHEAP_WIN_MORALE;
  } else if (outcome === 'loss') {
    reasons.push(clean ? { label: `Clean loss ${phrase}`, amount: CLEAN_LOSS_POPULARITY } : { label: `Loss ${phrase} (protected)`, amount: CHEAP_LOSS_POPULARITY });
    if (upset && clean) reasons.push({ label: 'Upset: beaten as the favourite', amount: UPSET_POPULARITY });
    morale += LOSS_MORALE;
  } else if (outcome === 'draw') {
    reasons.push({ label: 'Draw', amount: DRAW_POPULARITY });
    morale += DRAW_MORALE;
  } else if (outcome === 'no_contest') {
    reasons.push({ label: 'No contest', amount: NO_CONTEST_POPULARITY });
    morale += NO_CONTEST_MORALE;
  }
  return { reasons, morale };
}

function applyParticipant(world: World, wrestler: Wrestler, stars: number, outcome: Outcome, finish: Finish | null = null, upset = false): ParticipantChange {
  const beforePopularity = wrestler.popularity;
  const beforeMorale = wrestler.morale;
  const { reasons, morale } = resultParts(stars, outcome, finish, upset, outcome === 'promo' ? 'promo' : 'match');
  wrestler.popularity = roundPopularity(clampPopularity(wrestler.popularity + reasons.reduce((sum, r) => sum + r.amount, 0)));
  wrestler.morale = clampMorale(wrestler.morale + morale);
  wrestler.idleWeeks = 0;
  refreshRating(wrestler);
  return { wrestlerId: wrestler.id, name: wrestler.name, popularity: roundPopularity(wrestler.popularity - beforePopularity), morale: wrestler.morale - beforeMorale, reasons };
}

function runMatch(world: World, show: Show, segment: MatchSegment, rng: RngState, bonuses: ShowBonuses, injuries: InjuryNote[]): MatchResult {
  const rating = rateSegment(world, show.federationId, segment, rng, bonuses.segment ?? []);
  const { winners, finish, favourite } = decide(world, segment, rng);
  const noWinner = winners.length === 0;
  const changes = segment.participants.map((id) => {
    const wrestler = requireWrestler(world, id);
    const outcome: Outcome = noWinner ? (finish === 'no_contest' ? 'no_contest' : 'draw') : winners.includes(id) ? 'win' : 'loss';
    if (!segment.isExhibition) {
      // A no contest counts as a match, neither won, lost nor drawn.
      wrestler.matchStats.totalMatches += 1;
      if (outcome === 'win') wrestler.matchStats.wins += 1;
      else if (outcome === 'loss') wrestler.matchStats.losses += 1;
      else if (outcome === 'draw') wrestler.matchStats.draws += 1;
    }
    const upset = outcome === 'loss' && !!favourite?.includes(id);
    return applyParticipant(world, wrestler, rating.value, outcome, finish, upset);
  });
  let title: MatchResult['title'] = null;
  if (segment.championshipId && !segment.isExhibition) {
    const championship = world.championships.find((c) => c.id === segment.championshipId);
    if (championship) {
      // A tag team never holds a singles title, so the winner is always one wrestler.
      const outcome = applyTitleMatch(world, championship, noWinner ? null : winners[0]!, rating.value, finish);
      title = { championshipId: championship.id, outcome: outcome.outcome, holderId: championship.holderId, previousHolderId: outcome.previousHolderId, prestigeChange: outcome.prestigeChange };
    }
  }
  const segmentInjuries: InjuryNote[] = [];
  for (const id of segment.participants) {
    const wrestler = requireWrestler(world, id);
    if (!chance(rng, injuryChance(segment, wrestler))) continue;
    const weeks = nextInt(rng, INJURY_WEEKS_MIN, INJURY_WEEKS_MAX);
    wrestler.status = 'injured';
    wrestler.injury = { description: `Hurt in ${segment.title}`, weeksRemaining: weeks };
    segmentInjuries.push({ wrestlerId: id, name: wrestler.name, weeks });
  }
  injuries.push(...segmentInjuries);
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'match', winners, quality: rating.value, finish });
  const sentence = finishSentence(
    finish,
    winners.map((id) => requireWrestler(world, id).name),
  );
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: segmentInjuries, winners, isDraw: finish === 'draw', finish: sentence, finishType: finish, title };
}

function runPromo(world: World, show: Show, segment: Segment, rng: RngState, bonuses: ShowBonuses): SegmentResult {
  const rating = rateSegment(world, show.federationId, segment, rng, bonuses.segment ?? []);
  const changes = segment.participants.map((id) => applyParticipant(world, requireWrestler(world, id), rating.value, 'promo'));
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'promo', winners: [], quality: rating.value });
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: [] };
}

/**
 * Merchandise sold on the night for each appearing wrestler, split by their contract percentage, plus
 * the federation's own stand when its merchandising line is active (every fan spends its level's amount).
 */
function sellMerchandise(world: World, show: Show, fans: number): number {
  let federationShare = merchandiseStandSales(activeLevel(requireFederation(world, show.federationId), 'merchandising'), fans);
  for (const segment of show.segments) {
    const stars = segment.result?.rating.value ?? 0;
    for (const id of segment.participants) {
      const wrestler = requireWrestler(world, id);
      const sales = roundMoney(fans * MERCH_USD_PER_FAN * (wrestler.popularity / 100) * (0.5 + stars / 20));
      wrestler.merchandiseSales.thisWeekActive = roundMoney(wrestler.merchandiseSales.thisWeekActive + sales);
      wrestler.merchandiseSales.thisWeek = roundMoney(wrestler.merchandiseSales.thisWeek + sales);
      wrestler.merchandiseSales.total = roundMoney(wrestler.merchandiseSales.total + sales);
      federationShare += sales * (1 - wrestler.merchandiseSales.contractPercentage / 100);
    }
  }
  return roundMoney(federationShare);
}

export function runShow(world: World, federationId: string, showId: string, rng: RngState, now: number): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const show = requireOwnShow(world, federationId, showId);
  checkRunnable(world, show);
  const venue = findVenue(show.venueId);
  const costs = showNightCosts(world, show);
  const nightCost = roundMoney(costs.licensing + costs.fees.reduce((sum, f) => sum + f.fee, 0));

  // The tickets were sold on the announced card, so their money is known before the bell and pays the
  // night's fees with the funds (nightFees.ts): it comes in first, then the licence and the fees.
  const { expectedRating, attendance, capacity, breakdown } = expectedAttendance(world, show);
  const ticketRevenue = roundMoney(attendance * show.ticketPrice);
  const feesProblem = nightFeesProblem(federation, { nightCosts: nightCost, ticketRevenue });
  if (feesProblem) throw new SimRefusal(feesProblem);
  const bonuses = showBonusesFor(federation, show);
  consumeSurge(federation);

  receiveNow(federation, 'tickets', `Tickets: ${show.name} (${attendance.toLocaleString('en-US')} x $${formatUsdPlain(show.ticketPrice)})`, ticketRevenue);
  payNow(federation, 'venue_licensing', `Venue licensing: ${venue?.name ?? 'venue'} (${show.name})`, costs.licensing);
  for (const { wrestler, fee } of costs.fees) payNow(federation, 'appearance_fees', `Appearance fee: ${wrestler.name} (${show.name})`, fee);

  const injuries: InjuryNote[] = [];
  for (const segment of show.segments) {
    segment.result = segment.kind === 'match' ? runMatch(world, show, segment, rng, bonuses, injuries) : runPromo(world, show, segment, rng, bonuses);
  }
  addShowFatigue(world, show);
  const rating = rateShow(world, show, 'results', bonuses).rating;
  const merchandiseRevenue = sellMerchandise(world, show, attendance);
  receiveNow(federation, 'merchandise', `Merchandise: ${show.name}`, merchandiseRevenue);

  const popularityBefore = federation.popularity;
  federation.popularity = roundPopularity(clampPopularity(federation.popularity + showPopularityChange(rating.value, federation.popularity)));
  const popularityChange = roundPopularity(federation.popularity - popularityBefore);
  federation.showsCompletedThisWeek += 1;
  federation.totalShows += 1;

  const { viewers, payment: tvRevenue } = airEpisode(world, federation, show, rating.value);
  const revenue = roundMoney(showRevenueLines({ ticketRevenue, merchandiseRevenue, tvRevenue }).reduce((sum, line) => sum + line.amount, 0));
  show.result = {
    rating,
    expectedRating,
    attendance,
    attendanceBreakdown: breakdown,
    capacity,
    ticketRevenue,
    merchandiseRevenue,
    tvRevenue,
    costs: nightCost,
    revenue,
    profit: roundMoney(revenue - nightCost - show.rentalPaid),
    popularityChange,
    viewership: viewers,
  };
  show.isComplete = true;
  show.hasBeenRun = true;

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
    for (const other of world.shows) if (other !== show && other.federationId === federationId) removeFromCard(other, injury.wrestlerId);
    addMessage(world, federationId, 'injury_report', `Injury: ${injury.name}`, `${injury.name} was injured at ${show.name} and will be out for ${injury.weeks} ${injury.weeks === 1 ? 'week' : 'weeks'}.`, now);
    events.push({ kind: 'wrestlerInjured', federationId, wrestlerId: injury.wrestlerId, name: injury.name, weeks: injury.weeks });
  }
  addMessage(
    world,
    federationId,
    'show_results',
    showResultsTitle(show.name),
    `${show.name} at ${venue?.name ?? 'the venue'} rated ${rating.value.toFixed(1)} stars before ${attendance.toLocaleString('en-US')} fans. Revenue $${formatUsdPlain(revenue)}; popularity ${popularityChange >= 0 ? '+' : ''}${popularityChange}.`,
    now,
  );
  events.push({ kind: 'showCompleted', federationId, showId: show.id, name: show.name, rating: rating.value, attendance, revenue, profit: show.result.profit, popularityChange });
  return events;
}
