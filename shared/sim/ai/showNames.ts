// The name of an AI federation's show (spec §7 ai_federation_show_names: select by type, active), with the
// spec's fallback (§8): no name of that type gives a generic Weekly or PPV show name.
import { AI_FALLBACK_SHOW_NAMES, AI_PPV_WEEK_OF_MONTH, type AiShowType } from '#shared/rules/ai.ts';
import type { CalendarDate } from '#shared/rules/calendar.ts';
import type { AiProfile } from './profile.ts';

/** The week's show type: the PPV in the month's PPV week, the weekly show otherwise. */
export function aiShowTypeFor(calendar: Pick<CalendarDate, 'week'>): AiShowType {
  return calendar.week === AI_PPV_WEEK_OF_MONTH ? 'ppv' : 'weekly';
}

/**
 * The name for a show of that type: the federation's active names take turns (the nth show of the type
 * uses name n modulo their count), the generic fallback when it has none.
 */
export function aiShowName(profile: Pick<AiProfile, 'showNames'>, type: AiShowType, turn = 0): string {
  const names = profile.showNames.filter((n) => n.type === type && n.isActive);
  if (names.length === 0) return AI_FALLBACK_SHOW_NAMES[type];
  return names[((turn % names.length) + names.length) % names.length]!.name;
}
