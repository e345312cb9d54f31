// What the booking screens work out from the synced state: who can still be booked on this show (and
// why not), the sides of a segment, and the title the game writes for a match left untitled (the sim's
// rule, so the editor can preview it).
import type { Snapshot } from 'valtio';
import { PROMO_TYPE_RULES, type PromoType } from '#shared/rules/matchRating.ts';
import { FINISH_RULES, finishSentence } from '#shared/rules/finishes.ts';
import { MATCH_TYPE_RULES, STIPULATION_RULES, type MatchType, type Stipulation } from '#shared/rules/matchTypes.ts';
import { sidesOf, type MatchSegment } from '#shared/sim/shows/show.ts';
import { toTitleChars } from '#shared/validation/text.ts';
import { statusText } from '#client/components/talent/StatusBadge.tsx';
import type { ChampionshipMirror, WrestlerMirror } from '#client/state/game.ts';
import type { Segment } from '../showData.ts';

export type Roster = Snapshot<Record<string, WrestlerMirror>>;
export type Championships = Snapshot<Record<string, ChampionshipMirror>>;

export const FORMER_WRESTLER = 'Former wrestler';

/** A wrestler's name; an empty slot reads "TBD". */
export function wrestlerName(roster: Roster, id: string): string {
  if (!id) return 'TBD';
  return roster[id]?.name ?? FORMER_WRESTLER;
}

/** The roster, best rating first. */
export function rosterByRating(roster: Roster): Array<Snapshot<WrestlerMirror>> {
  return Object.values(roster).toSorted((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name));
}

/** The segment of this card a wrestler is booked in (other than the one being edited). */
export function bookedIn(card: readonly Segment[], wrestlerId: string, exceptSegmentId?: string | null): Segment | undefined {
  return card.find((s) => s.id !== exceptSegmentId && s.participants.includes(wrestlerId));
}

/** Why a wrestler cannot be picked for a segment of this card, or null when they can. */
export function unavailableReason(wrestler: Snapshot<WrestlerMirror>, card: readonly Segment[], exceptSegmentId?: string | null): string | null {
  if (wrestler.status !== 'active') return statusText(wrestler);
  const segment = bookedIn(card, wrestler.id, exceptSegmentId);
  return segment ? `booked: ${segment.title}` : null;
}

export function segmentKindLabel(segment: Segment): string {
  if (segment.kind === 'promo') return PROMO_TYPE_RULES[segment.promoType].label;
  const stipulation = segment.stipulation === 'standard' ? '' : ` · ${STIPULATION_RULES[segment.stipulation].label}`;
  return `${MATCH_TYPE_RULES[segment.type].label}${stipulation}`;
}

/** Sides of a segment for display: a match's teams or wrestlers, a promo's speakers together. */
export function segmentSides(segment: Segment): string[][] {
  return segment.kind === 'match' ? sidesOf(segment) : [segment.participants];
}

/** "A vs. B (Ladder) for the X Championship", as the sim writes it (shared/sim/shows/booking.ts). */
export function automaticMatchTitle(roster: Roster, championships: Championships, input: Pick<MatchSegment, 'type' | 'stipulation' | 'participants' | 'championshipId'>): string {
  const sides = sidesOf(input).map((side) => side.map((id) => wrestlerName(roster, id)).join(' & '));
  const stipulation = input.stipulation === 'standard' ? '' : ` (${STIPULATION_RULES[input.stipulation].label})`;
  const title = input.championshipId ? championships[input.championshipId]?.name : undefined;
  return toTitleChars(`${sides.join(' vs. ')}${stipulation}${title ? ` for the ${title}` : ''}`).slice(0, 200) || 'Match';
}

/** The booked finish as the card reads it: "Bruno Vega wins by disqualification", or what is left to the match. */
export function bookedFinishText(roster: Roster, segment: Pick<MatchSegment, 'type' | 'participants' | 'winnerId' | 'finish'>): string {
  const side = segment.winnerId ? sidesOf(segment).find((s) => s.includes(segment.winnerId!)) : undefined;
  const names = side?.map((id) => wrestlerName(roster, id)) ?? [];
  const finish = segment.finish ?? null;
  if (finish && (!FINISH_RULES[finish].hasWinner || names.length)) return finishSentence(finish, names);
  if (finish) return `${FINISH_RULES[finish].label}, winner left to the match`;
  if (names.length) return `${names.join(' & ')} ${names.length > 1 ? 'win' : 'wins'}, finish left to the match`;
  return 'Winner and finish left to the match';
}

/** Resizes the participant slots for a new match type, keeping who was already picked. */
export function resizeSlots(slots: readonly string[], type: MatchType): string[] {
  const count = MATCH_TYPE_RULES[type].participants;
  return Array.from({ length: count }, (_, i) => slots[i] ?? '');
}

export function promoSlots(slots: readonly string[], type: PromoType): string[] {
  const count = PROMO_TYPE_RULES[type].maxParticipants;
  return Array.from({ length: count }, (_, i) => slots[i] ?? '');
}

/** Championships can be on the line in every non-exhibition match but a tag team match. */
export function titleAllowed(type: MatchType, isExhibition: boolean): boolean {
  return !isExhibition && type !== 'tag_team';
}

export type { MatchType, PromoType, Stipulation };
