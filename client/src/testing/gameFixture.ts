// A running game as the room would mirror it, for client tests: the schema's own defaults
// (shared/schema/GameState.ts), filled in like a freshly founded federation.
import { FederationPrivateState, GameState, StaffState, WrestlerState } from '#shared/schema/GameState.ts';
import { changeBetween } from '#shared/sim/week/weekFigures.ts';
import type { GameMessage, GameMirror, StaffMirror, WrestlerMirror } from '../state/game.ts';

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
    offerId: '',
    offerState: '',
    promiseId: '',
    promiseState: '',
  }));
}

const FOUNDED = { funds: 50_000, popularity: 10, wrestlers: 0 };

export function sampleGame(overrides: Partial<GameMirror> = {}): GameMirror {
  const { privates: _none, ...world } = new GameState().toJSON();
  const base = { ...world, ...new FederationPrivateState().toJSON() };
  return {
    ...base,
    gameStarted: true,
    federation: {
      ...base.federation,
      id: 'f1',
      name: 'Thunder Valley Wrestling',
      funds: 50000,
      popularity: 10,
      // A federation just founded: its first week opened at these figures (shared/sim/week/weekFigures.ts).
      changeFromLastWeek: changeBetween(FOUNDED, FOUNDED),
      lastWeekChange: changeBetween(FOUNDED, FOUNDED),
    },
    messages: sampleMessages(1, 1),
    saveProblem: { slot: 0, errorId: '', hasPrevious: false, previousWhen: '', lostWeeks: 0, lostCommands: 0, blocking: false },
    ...overrides,
  };
}

/** A signed wrestler as the roster mirrors it. */
export function sampleWrestler(overrides: Partial<WrestlerMirror> & { id: string; name: string }): WrestlerMirror {
  return {
    ...new WrestlerState().toJSON(),
    nationality: 'Canada',
    style: 'Brawler',
    age: 28,
    popularity: 30,
    morale: 70,
    strength: 50,
    agility: 50,
    technic: 50,
    charisma: 50,
    stamina: 50,
    totalPoints: 224,
    category: 'D',
    askingSalary: 900,
    contractType: 'permanent',
    salary: 900,
    contractWeeksRemaining: 12,
    contractLengthWeeks: 12,
    ...overrides,
  };
}

/** A roster record (by id) from a list of wrestlers. */
export function rosterOf(...wrestlers: WrestlerMirror[]): Record<string, WrestlerMirror> {
  return Object.fromEntries(wrestlers.map((w) => [w.id, w]));
}

export function sampleStaff(overrides: Partial<StaffMirror> & { id: string; name: string }): StaffMirror {
  return { ...new StaffState().toJSON(), type: 'head_coach', skill: 80, weeklySalary: 1003, hiringCost: 4012, experience: 10, specialization: 'Ring psychology', isHired: false, ...overrides };
}
