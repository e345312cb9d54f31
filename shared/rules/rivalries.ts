// Rivalries (spec §3 "Rivalry", help: intensity 0-100; our design for how it moves,
// docs/rules/rivalries.md "Rivalries").

export const RIVALRY_TYPES = ['personal', 'championship', 'professional', 'faction'] as const;
export type RivalryType = (typeof RIVALRY_TYPES)[number];

export const RIVALRY_TYPE_LABELS: Readonly<Record<RivalryType, string>> = {
  personal: 'Personal grudge',
  championship: 'Championship chase',
  professional: 'Professional rivalry',
  faction: 'Faction war',
};

export const RIVALRY_MIN_WRESTLERS = 2;
export const RIVALRY_MAX_WRESTLERS = 6;
/** Active rivalries a federation may run at once. */
export const RIVALRIES_MAX_ACTIVE = 8;
export const INTENSITY_MIN = 0;
export const INTENSITY_MAX = 100;
/** Intensity of a new rivalry. */
export const RIVALRY_START_INTENSITY = 25;
/** Intensity a match between rivals adds, plus INTENSITY_PER_STAR per star above 5 (less below). */
export const INTENSITY_PER_MATCH = 8;
export const INTENSITY_PER_STAR = 2;
/** Intensity a promo or confrontation between rivals adds. */
export const INTENSITY_PER_PROMO = 5;
/** Intensity lost in a week in which the rivals met in no segment. */
export const INTENSITY_WEEKLY_FADE = 4;

export function clampIntensity(value: number): number {
  return Math.round(Math.min(INTENSITY_MAX, Math.max(INTENSITY_MIN, value)) * 10) / 10;
}
