// Booking a card (our design, docs/rules/shows.md "Booking"): matches and promos with active wrestlers of
// the federation, each wrestler at most once per show (one appearance a night keeps fatigue, injuries
// and fees simple and makes the roster's depth matter), a title on the line in a non-exhibition match,
// at most SHOW_MAX_SEGMENTS segments, and the order of the card (the last segment is the main event).
import { PROMO_TYPE_RULES, PROMO_TYPES, type PromoType } from '#shared/rules/matchRating.ts';
import { MATCH_TYPE_RULES, MATCH_TYPES, STIPULATIONS, STIPULATION_RULES, type MatchType, type Stipulation } from '#shared/rules/matchTypes.ts';
import { SHOW_MAX_SEGMENTS } from '#shared/rules/shows.ts';
import { FINISH_RULES, finishesFor, isFinish, type Finish } from '#shared/rules/finishes.ts';
import { flatText } from '#shared/rules/flatText.ts';
import { matchTitleSchema, promoTitleSchema, toTitleChars } from '#shared/validation/text.ts';
import { requireOwnChampionship } from '../championships/championship.ts';
import { SimRefusal } from '../refusal.ts';
import { requireWrestler } from '../roster/wrestler.ts';
import { takeId, type World } from '../world.ts';
import { canAppear, loanTermRefusal } from './loanTerms.ts';
import { appearsOn, requireEditable, requireOwnShow, sidesOf, wrestlersOnCard, type MatchSegment, type PromoSegment, type Segment, type Show } from './show.ts';

export interface MatchInput {
  type: MatchType;
  stipulation: Stipulation;
  participants: string[];
  championshipId: string | null;
  isExhibition: boolean;
  /** Empty: the game writes one from the participants ("A vs. B"). */
  title: string;
  /** The booked winner (a participant; any member names a tag team), null to leave it to the match. Absent on an edit: kept while still in the match. */
  winnerId?: string | null;
  /** The booked finish, null to leave it to the match. Absent on an edit: kept while the type and stipulation still allow it. */
  finish?: Finish | null;
}

export interface PromoInput {
  promoType: PromoType;
  participants: string[];
  title: string;
}

/** A joint show is between two federations: no title of either is on the line there (a partner's wrestler would carry the host's title home). */
export const JOINT_SHOW_NO_TITLES = 'No championship is on the line at a joint show.';

const STATUS_WORDS: Readonly<Record<string, string>> = { training: 'in training', injured: 'injured', on_loan: 'on loan' };

/** Refuses unless every wrestler can appear on this show (active, on this roster, not already booked). */
function checkParticipants(world: World, show: Show, participants: readonly string[], ignoreSegmentId?: string): void {
  // Plain loops, no sets or intermediate lists: auto-book asks this for every segment of every show of the
  // week, and a segment has 1-4 wrestlers on a card of at most SHOW_MAX_SEGMENTS segments.
  for (let i = 1; i < participants.length; i += 1) {
    if (participants.lastIndexOf(participants[i]!, i - 1) >= 0) throw new SimRefusal('A wrestler can only be in a segment once.');
  }
  for (const id of participants) {
    const wrestler = requireWrestler(world, id);
    if (!appearsOn(show, wrestler.federationId)) throw new SimRefusal(`${wrestler.name} is not on your roster.`);
    if (!canAppear(wrestler)) throw new SimRefusal(`${wrestler.name} is ${STATUS_WORDS[wrestler.status] ?? wrestler.status} and cannot be booked.`);
    if (isBooked(show, id, ignoreSegmentId)) throw new SimRefusal(`${wrestler.name} is already booked on this show.`);
  }
}

/** True when another segment of the card (not the one being edited) has the wrestler. */
function isBooked(show: Show, wrestlerId: string, ignoreSegmentId: string | undefined): boolean {
  for (const segment of show.segments) if (segment.id !== ignoreSegmentId && segment.participants.includes(wrestlerId)) return true;
  return false;
}

function checkRoom(show: Show): void {
  if (show.segments.length >= SHOW_MAX_SEGMENTS) throw new SimRefusal(`A card holds at most ${SHOW_MAX_SEGMENTS} segments.`);
}

/**
 * Texts known to come out of toTitleChars unchanged, by what holds them (a wrestler for their name, a rule
 * for its label, a championship for its name); a text that changes is checked again.
 */
const unchangedTitleTexts = new WeakMap<object, string>();

/**
 * Whether toTitleChars leaves the text as it is, and it is not empty: then every character is allowed and its
 * only whitespace is single spaces between other characters. Such texts joined by the separators the game
 * writes (" vs. ", " & ", " - ", " (...)", " for the ") are left as they are too, so the title needs no
 * toTitleChars of its own (it would cost more than the rest of writing a title, for every segment
 * auto-book writes). titleText.test.ts holds the titles to toTitleChars of the joined text.
 */
function unchangedAsTitle(holder: object, text: string): boolean {
  if (unchangedTitleTexts.get(holder) === text) return true;
  if (text.length === 0 || toTitleChars(text) !== text) return false;
  unchangedTitleTexts.set(holder, text);
  return true;
}

/** Whether every name joined so far is unchangedAsTitle (joinedNames turns it false). */
interface Unchanged {
  all: boolean;
}

/** The wrestlers' names joined by `separator`, built in one string (every segment auto-book writes needs it). */
function joinedNames(world: World, ids: readonly string[], separator: string, unchanged: Unchanged): string {
  if (ids.length === 0) unchanged.all = false;
  let text = '';
  for (let i = 0; i < ids.length; i += 1) {
    const wrestler = requireWrestler(world, ids[i]!);
    if (unchanged.all && !unchangedAsTitle(wrestler, wrestler.name)) unchanged.all = false;
    text += (i > 0 ? separator : '') + wrestler.name;
  }
  return text;
}

/** The title the game gives a match: "A vs. B", "A & B vs. C & D", with the stipulation or the title. */
export function defaultMatchTitle(world: World, input: Pick<MatchInput, 'type' | 'stipulation' | 'participants' | 'championshipId'>): string {
  const unchanged: Unchanged = { all: true };
  // A singles, triple threat or four-way side is one wrestler: the names joined by " vs. " (no list of sides).
  const sides = input.type === 'tag_team' ? sidesOf(input).map((side) => joinedNames(world, side, ' & ', unchanged)).join(' vs. ') : joinedNames(world, input.participants, ' vs. ', unchanged);
  const rule = STIPULATION_RULES[input.stipulation];
  const stipulation = input.stipulation === 'standard' ? '' : ` (${rule.label})`;
  if (stipulation && !unchangedAsTitle(rule, rule.label)) unchanged.all = false;
  const championship = input.championshipId ? world.championships.find((c) => c.id === input.championshipId) : undefined;
  const title = championship?.name;
  if (title && !unchangedAsTitle(championship, title)) unchanged.all = false;
  const text = `${sides}${stipulation}${title ? ` for the ${title}` : ''}`;
  return flatText((unchanged.all ? text : toTitleChars(text)).slice(0, 200) || 'Match');
}

function checkTitle(text: string, fallback: string, rule: typeof matchTitleSchema = matchTitleSchema): string {
  if (!text.trim()) return fallback;
  const parsed = rule.safeParse(text);
  if (!parsed.success) throw new SimRefusal(parsed.error.issues[0]!.message);
  return parsed.data;
}

/**
 * The booked winner and finish, checked against the match (our design, docs/rules/shows.md "Finishes").
 * `previous` is the match being edited: a winner or finish the edit leaves out is kept while it still fits
 * the match, and otherwise goes back to "left to the match".
 */
function checkFinish(input: MatchInput, previous?: MatchSegment): { winnerId: string | null; finish: Finish | null } {
  let winnerId = input.winnerId === undefined ? (previous?.winnerId ?? null) : input.winnerId;
  let finish = input.finish === undefined ? (previous?.finish ?? null) : input.finish;
  if (input.winnerId === undefined && winnerId && !input.participants.includes(winnerId)) winnerId = null;
  if (input.finish === undefined && finish && !finishesFor(input.type, input.stipulation).includes(finish)) finish = null;
  if (winnerId && !input.participants.includes(winnerId)) throw new SimRefusal('The winner must be one of the wrestlers in the match.');
  if (finish !== null) {
    if (!isFinish(finish)) throw new SimRefusal('Unknown finish.');
    if (!finishesFor(input.type, input.stipulation).includes(finish)) {
      throw new SimRefusal(`A ${MATCH_TYPE_RULES[input.type].label} match (${STIPULATION_RULES[input.stipulation].label}) cannot end by ${FINISH_RULES[finish].label.toLowerCase()}.`);
    }
    if (winnerId && !FINISH_RULES[finish].hasWinner) throw new SimRefusal(`A ${FINISH_RULES[finish].label.toLowerCase()} has no winner: leave the winner to the match.`);
  }
  return { winnerId, finish };
}

/** Refuses a finish that breaks a loanee's protective term (loanTerms.ts). */
function checkLoanTerms(world: World, input: MatchInput, booked: { winnerId: string | null; finish: Finish | null }): void {
  const refusal = loanTermRefusal(world, { type: input.type, stipulation: input.stipulation, participants: input.participants, winnerId: booked.winnerId, finish: booked.finish });
  if (refusal) throw new SimRefusal(refusal);
}

function checkMatch(world: World, show: Show, input: MatchInput, ignoreSegmentId?: string): void {
  if (!MATCH_TYPES.includes(input.type)) throw new SimRefusal('Unknown match type.');
  if (!STIPULATIONS.includes(input.stipulation)) throw new SimRefusal('Unknown stipulation.');
  const rule = MATCH_TYPE_RULES[input.type];
  if (input.participants.length !== rule.participants) throw new SimRefusal(`A ${rule.label} match needs ${rule.participants} wrestlers.`);
  checkParticipants(world, show, input.participants, ignoreSegmentId);
  if (input.championshipId) {
    if (input.isExhibition) throw new SimRefusal('An exhibition match cannot have a championship on the line.');
    if (show.joint) throw new SimRefusal(JOINT_SHOW_NO_TITLES);
    const title = requireOwnChampionship(world, show.federationId, input.championshipId);
    if (title.holderId && !input.participants.includes(title.holderId)) throw new SimRefusal(`The champion, ${requireWrestler(world, title.holderId).name}, must be in a match for the ${title.name}.`);
    if (input.type === 'tag_team') throw new SimRefusal('Championships are defended in singles, triple threat and fatal four-way matches.');
    const elsewhere = show.segments.find((s) => s.id !== ignoreSegmentId && s.kind === 'match' && s.championshipId === input.championshipId);
    if (elsewhere) throw new SimRefusal(`The ${title.name} is already on the line in another match of this show.`);
  }
}

/** Adds a match; `bookingReason` is auto-book's one-sentence why (null when the player books it). */
export function addMatch(world: World, federationId: string, showId: string, input: MatchInput, bookingReason: string | null = null): MatchSegment {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  checkRoom(show);
  checkMatch(world, show, input);
  const booked = checkFinish(input);
  checkLoanTerms(world, input, booked);
  // The title is checked before the id is taken: a refusal changes nothing.
  const title = checkTitle(input.title, defaultMatchTitle(world, input));
  const segment: MatchSegment = {
    id: takeId(world, 'seg'),
    kind: 'match',
    title,
    type: input.type,
    stipulation: input.stipulation,
    participants: [...input.participants],
    championshipId: input.championshipId,
    isExhibition: input.isExhibition,
    // Field by field, not a spread of `booked`: a spread in the literal costs more than the rest of it.
    winnerId: booked.winnerId,
    finish: booked.finish,
    bookingReason,
    result: null,
  };
  show.segments.push(segment);
  return segment;
}

/** Replaces a match's settings (type, stipulation, wrestlers, title on the line, exhibition, title). */
export function updateMatch(world: World, federationId: string, showId: string, segmentId: string, input: MatchInput): MatchSegment {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  const segment = show.segments.find((s) => s.id === segmentId);
  if (!segment || segment.kind !== 'match') throw new SimRefusal('That match is not on this card.');
  checkMatch(world, show, input, segmentId);
  const booked = checkFinish(input, segment);
  checkLoanTerms(world, input, booked);
  const title = checkTitle(input.title, defaultMatchTitle(world, input));
  // The player's edit makes the match theirs: auto-book's reason no longer speaks for it.
  Object.assign(segment, {
    ...booked,
    bookingReason: null,
    title,
    type: input.type,
    stipulation: input.stipulation,
    participants: [...input.participants],
    championshipId: input.championshipId,
    isExhibition: input.isExhibition,
  });
  return segment;
}

export function defaultPromoTitle(world: World, input: Pick<PromoInput, 'promoType' | 'participants'>): string {
  const unchanged: Unchanged = { all: true };
  const rule = PROMO_TYPE_RULES[input.promoType];
  // The label's colon would not be allowed: an unchanged label has none, so the replace turns the separator into " - ".
  const text = `${rule.label}: ${joinedNames(world, input.participants, ' & ', unchanged)}`.replace(':', ' -');
  if (!unchangedAsTitle(rule, rule.label)) unchanged.all = false;
  return (unchanged.all ? text : toTitleChars(text)).slice(0, 200) || 'Promo';
}

export function addPromo(world: World, federationId: string, showId: string, input: PromoInput): PromoSegment {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  checkRoom(show);
  if (!PROMO_TYPES.includes(input.promoType)) throw new SimRefusal('Unknown segment type.');
  const rule = PROMO_TYPE_RULES[input.promoType];
  if (input.participants.length < rule.minParticipants || input.participants.length > rule.maxParticipants) {
    throw new SimRefusal(
      rule.minParticipants === rule.maxParticipants ? `A ${rule.label} has ${rule.minParticipants} wrestler.` : `A ${rule.label} has ${rule.minParticipants} to ${rule.maxParticipants} wrestlers.`,
    );
  }
  checkParticipants(world, show, input.participants);
  const title = checkTitle(input.title, defaultPromoTitle(world, input), promoTitleSchema);
  const segment: PromoSegment = {
    id: takeId(world, 'seg'),
    kind: 'promo',
    title,
    promoType: input.promoType,
    participants: [...input.participants],
    result: null,
  };
  show.segments.push(segment);
  return segment;
}

export function removeSegment(world: World, federationId: string, showId: string, segmentId: string): void {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  if (!show.segments.some((s) => s.id === segmentId)) throw new SimRefusal('That segment is not on this card.');
  show.segments = show.segments.filter((s) => s.id !== segmentId);
}

/** Puts the card in the given order (every segment once; the last is the main event). */
export function reorderSegments(world: World, federationId: string, showId: string, order: readonly string[]): void {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  const current = new Map(show.segments.map((s) => [s.id, s]));
  if (order.length !== current.size || new Set(order).size !== order.length || order.some((id) => !current.has(id))) {
    throw new SimRefusal('The new order must list every segment of the card once.');
  }
  show.segments = order.map((id) => current.get(id)!);
}

/** Empties the card (the Auto-book button's "start again"). */
export function clearCard(world: World, federationId: string, showId: string): void {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  show.segments = [];
}

/** Takes a wrestler off a card not yet run (released, injured, sent training); segments left short are dropped. */
export function removeFromCard(show: Show, wrestlerId: string): void {
  if (show.hasBeenRun || !wrestlersOnCard(show).has(wrestlerId)) return;
  show.segments = show.segments.filter((segment: Segment) => !segment.participants.includes(wrestlerId));
}
