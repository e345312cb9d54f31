import { describe, expect, it } from 'vitest';
import { aiProfileOf } from '../ai/profile.ts';
import { eventsFor } from '../events.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';

describe('the week reports', () => {
  it("give each player's federation what eventsFor keeps of the week's events, in order, and an AI federation none", () => {
    const world = figuresAiWorld(2);
    for (let week = 0; week < 12; week += 1) {
      const events = playAiWeek(world);
      for (const federation of world.federations) {
        if (aiProfileOf(federation)) {
          expect(federation.lastWeekReport).toBeNull();
          continue;
        }
        const report = federation.lastWeekReport!;
        expect(report.events).toEqual(eventsFor(events, federation.id));
        expect({ week: report.week, month: report.month, year: report.year }).toEqual({ week: world.calendar.week, month: world.calendar.month, year: world.calendar.year });
      }
    }
  });
});
