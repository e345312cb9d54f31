// Events the simulation reports to the player (the week report, toasts).
import type { MonthName } from '../rules/calendar.ts';

export type SimEvent =
  | { kind: 'weekAdvanced'; week: number; month: MonthName; year: number }
  | { kind: 'popularityChanged'; federationId: string; from: number; to: number; reason: string }
  | { kind: 'federationCreated'; name: string }
  | { kind: 'gameLoaded'; slot: number }
  | { kind: 'gameSaved'; slot: number }
  | { kind: 'newGame' };
