// Events the simulation reports to the player (the week report, toasts).

export type SimEvent =
  | { kind: 'weekAdvanced'; week: number; month: string; year: number }
  | { kind: 'popularityChanged'; federationId: string; from: number; to: number; reason: string };
