// A running game as the room would mirror it, for client tests.
import type { GameMessage, GameMirror } from './game.ts';

export function sampleMessages(count: number, unread: number): GameMessage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `m${index + 1}`,
    type: 'news',
    title: `Message ${index + 1}`,
    content: `Body of message ${index + 1}`,
    week: 1,
    month: 'January',
    year: 2025,
    isRead: index >= unread,
    timestamp: 1_700_000_000_000 + index,
  }));
}

export function sampleGame(overrides: Partial<GameMirror> = {}): GameMirror {
  return {
    gameStarted: true,
    calendar: { week: 1, month: 'January', year: 2025, totalWeeksProgressed: 0 },
    federation: {
      id: 'f1',
      name: 'Thunder Valley Wrestling',
      logo: '',
      funds: 50000,
      popularity: 10,
      previousFunds: 50000,
      previousPopularity: 10,
      weeklyRevenue: 0,
      weeklyExpenses: 0,
      totalWrestlers: 0,
    },
    messages: sampleMessages(1, 1),
    roster: [],
    upcomingShows: [],
    rngState: 1,
    ...overrides,
  };
}
