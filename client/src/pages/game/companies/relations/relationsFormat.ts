// Words and tones the relations screens share: a status's badge, a score with its sign, weeks left.
import type { RelationshipStatus } from '#shared/rules/diplomacy.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import type { BadgeTone } from '#client/components/Badge.tsx';

export const STATUS_LABELS: Readonly<Record<RelationshipStatus, string>> = { hostile: 'Hostile', neutral: 'Neutral', allied: 'Allied' };
export const STATUS_TONES: Readonly<Record<RelationshipStatus, BadgeTone>> = { hostile: 'danger', neutral: 'neutral', allied: 'success' };

/** "+15", "-25", "0". */
export function signed(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}

/** "1 week left", "3 weeks left", "ends this week". */
export function weeksLeftLabel(weeks: number): string {
  if (weeks <= 0) return 'ends this week';
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} left`;
}

/** "this week", "last week", "3 weeks ago". */
export function weeksAgoLabel(weeks: number): string {
  if (weeks <= 0) return 'this week';
  return weeks === 1 ? 'last week' : `${weeks} weeks ago`;
}

/** The answer's sentence when the room sent no relations. */
export const RELATIONS_NOT_LOADED = 'The relations could not be loaded.';

/** What the dealing did, as its initiator reads it (the first dealing event of the answer is the initiator's). */
export function dealingOutcome(events: readonly SimEvent[]): string | undefined {
  const event = events.find((e) => e.kind === 'federationInteraction');
  return event?.kind === 'federationInteraction' ? event.text : undefined;
}
