import { describe, expect, it } from 'vitest';
import { VENUES } from '#shared/data/venues.ts';
import { AI_FIRST_SHOW_EXPECTED_STARS, AI_RENTAL_BUDGET_SHARE } from '#shared/rules/ai.ts';
import { venueRental } from '#shared/rules/venues.ts';
import { bestOutlook, outlookFederation, venueOutlook } from '../shows/venueOutlook.ts';
import { type Federation } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { chooseAiVenue } from './aiShow.ts';
import { activeAiFederations, type AiProfile } from './profile.ts';

/** The choice the plain way: every venue's full outlook among those the rental budget allows, then bestOutlook. */
function plainChoice(federation: Federation, profile: AiProfile, ticketPrice: number): string | undefined {
  const expected = profile.showQualityAverage > 0 ? profile.showQualityAverage : AI_FIRST_SHOW_EXPECTED_STARS;
  // The door-split gym is the players' way back from $0: computer-run promoters rent by the spec's tiers.
  const affordable = VENUES.filter((v) => !v.terms && venueRental(v.capacity) <= federation.funds * AI_RENTAL_BUDGET_SHARE);
  return bestOutlook(affordable.map((v) => venueOutlook(outlookFederation(federation), v, ticketPrice, expected)))?.venueId;
}

describe("an AI promoter's venue (chooseAiVenue)", () => {
  it('is the venue bestOutlook picks among the affordable ones, at any funds, popularity, price and past rating', () => {
    const world = createWorld(5, { aiFederations: true });
    const federation = activeAiFederations(world)[0]!;
    const profile = federation.ai!;
    let chosen = 0;
    for (const funds of [-500, 0, 1_000, 40_000, 250_000, 2_000_000, 50_000_000]) {
      for (const popularity of [0, 12.5, 60, 100]) {
        for (const ticketPrice of [5, 20, 75]) {
          // 0: before its first show; 0.001: a card no one comes to, where every venue loses its costs.
          for (const average of [0, 0.001, 1.8, 4.6]) {
            Object.assign(federation, { funds, popularity });
            profile.showQualityAverage = average;
            const venue = chooseAiVenue(federation, profile, ticketPrice);
            expect(venue?.id).toBe(plainChoice(federation, profile, ticketPrice));
            if (venue) chosen += 1;
          }
        }
      }
    }
    expect(chosen).toBeGreaterThan(100);
  });
});
