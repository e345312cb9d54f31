// How a wrestler's morale (0-100, spec §5) moves week to week: our design (docs/rules/roster.md "Morale").
// Later systems (matches, promises, ultimatums) add their own reasons.

export const MORALE_MIN = 0;
export const MORALE_MAX = 100;

/** Pay against the asking salary: [minimum ratio of agreed to asked, weekly morale change], best first. */
export const MORALE_PAY_STEPS: ReadonlyArray<readonly [number, number, string]> = [
  [1.1, 1, 'Paid above their asking salary'],
  [0.9, 0, ''],
  [0.75, -1, 'Paid below their asking salary'],
  [0, -2, 'Paid far below their asking salary'],
];

/** Weeks on the roster without work (no show appearance, no training) before morale starts to fall. */
export const MORALE_IDLE_GRACE_WEEKS = 2;
/** Morale lost per idle week after the grace period, and after MORALE_IDLE_LONG_WEEKS. */
export const MORALE_IDLE_LOSS = 1;
export const MORALE_IDLE_LONG_WEEKS = 4;
export const MORALE_IDLE_LONG_LOSS = 2;
/** Morale gained in a week spent training: the federation is investing in them. */
export const MORALE_TRAINING_GAIN = 1;
/** Morale gained in the first week after signing or renewing. */
export const MORALE_NEW_CONTRACT_GAIN = 2;
/** Morale lost per week while the contract has this many weeks or fewer left and no renewal. */
export const MORALE_EXPIRY_WORRY_WEEKS = 2;
export const MORALE_EXPIRY_WORRY_LOSS = 1;

export function clampMorale(value: number): number {
  return Math.min(MORALE_MAX, Math.max(MORALE_MIN, Math.round(value)));
}

/** Morale words for the screens. */
export function moraleMood(morale: number): 'Unhappy' | 'Restless' | 'Content' | 'Happy' | 'Thrilled' {
  if (morale < 20) return 'Unhappy';
  if (morale < 40) return 'Restless';
  if (morale < 70) return 'Content';
  if (morale < 90) return 'Happy';
  return 'Thrilled';
}
