// A readable line for any week event: the known kinds through describeSimEvent, newer kinds from
// their own text (message, text, title or description) or their name.
import type { SimEvent } from '#shared/sim/events.ts';
import { describeSimEvent, isKnownSimEvent } from '#client/lib/describeSimEvent.ts';

function humanize(kind: string): string {
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Something happened this week';
}

export function describeEvent(event: SimEvent | Record<string, unknown>): string {
  const record = event as Record<string, unknown>;
  const kind = typeof record.kind === 'string' ? record.kind : '';
  if (isKnownSimEvent(record)) return describeSimEvent(record);
  for (const key of ['message', 'text', 'title', 'description']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return humanize(kind);
}

/** The event's tone for its icon: gains, losses, or neutral news. */
export function eventTone(event: SimEvent | Record<string, unknown>): 'calendar' | 'up' | 'down' | 'info' {
  const record = event as Record<string, unknown>;
  if (record.kind === 'weekAdvanced') return 'calendar';
  if (typeof record.from === 'number' && typeof record.to === 'number') return record.to < record.from ? 'down' : 'up';
  if (typeof record.amount === 'number') return record.amount < 0 ? 'down' : 'up';
  return 'info';
}
