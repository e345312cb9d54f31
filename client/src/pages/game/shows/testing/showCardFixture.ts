// Shows for the run and summary page tests: a three-segment card (a promo, a title match, the main
// event) with results, as the room returns it (Show) and as the synced state mirrors it (ShowMirror).
import { ShowState } from '#shared/schema/GameState.ts';
import type { Show, ShowResult } from '#shared/sim/shows/show.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { rosterOf, sampleWrestler } from '#client/testing/gameFixture.ts';
import type { ExpectedShow } from '../showData.ts';

export const fixtureRoster = rosterOf(
  sampleWrestler({ id: 'w1', name: 'Kit Hollander' }),
  sampleWrestler({ id: 'w2', name: 'Rex Dorado' }),
  sampleWrestler({ id: 'w3', name: 'Vera Stone' }),
  sampleWrestler({ id: 'w4', name: 'Bo Lightfoot' }),
  sampleWrestler({ id: 'w5', name: 'Max Power' }),
);

const rating = (value: number, label = 'In-ring work') => ({ value, parts: [{ label, stars: value - 0.5 }, { label: "The night's luck", stars: 0.5 }] });

export const fixtureResult: ShowResult = {
  rating: { value: 4.2, parts: [{ label: 'Opening promo (x0.5)', stars: 0.6 }, { label: 'Title match', stars: 1.4 }, { label: 'Main event (x2)', stars: 2.2 }] },
  expectedRating: 3.9,
  attendance: 350,
  capacity: 400,
  ticketRevenue: 7000,
  merchandiseRevenue: 420,
  tvRevenue: 0,
  costs: 2600,
  revenue: 7420,
  profit: 3820,
  popularityChange: 0.6,
  viewership: 0,
};

export function fixtureShow(overrides: Partial<Show> = {}, withResults = true): Show {
  return {
    id: 'show1',
    federationId: 'f1',
    name: 'Friday Night Fury',
    weekIndex: 0,
    week: 1,
    month: 'January',
    year: 2025,
    venueId: 'rust_belt_social',
    venueCapacity: 400,
    ticketPrice: 20,
    frequency: 'weekly',
    parentShowId: null,
    rentalPaid: 1000,
    segments: [
      {
        id: 's1',
        kind: 'promo',
        title: 'Opening Promo',
        promoType: 'promo',
        participants: ['w5'],
        result: withResults ? { rating: rating(2.4, 'Mic work'), crowd: 'The crowd is polite but quiet', changes: [{ wrestlerId: 'w5', name: 'Max Power', popularity: -0.2, morale: 1 }], injuries: [] } : null,
      },
      {
        id: 's2',
        kind: 'match',
        title: 'Vera Stone vs. Bo Lightfoot for the Iron Title',
        type: 'singles',
        stipulation: 'ladder',
        participants: ['w3', 'w4'],
        championshipId: 't1',
        isExhibition: false,
        winnerId: null,
        finish: null,
        bookingReason: null,
        result: withResults
          ? {
              rating: rating(5.1),
              crowd: 'Loud, invested crowd from bell to bell',
              changes: [
                { wrestlerId: 'w3', name: 'Vera Stone', popularity: 1.3, morale: 3 },
                { wrestlerId: 'w4', name: 'Bo Lightfoot', popularity: 0.6, morale: 0 },
              ],
              injuries: [{ wrestlerId: 'w4', name: 'Bo Lightfoot', weeks: 3 }],
              winners: ['w3'],
              isDraw: false,
              finish: 'retrieving the prize',
              title: { championshipId: 't1', outcome: 'new_champion', holderId: 'w3', previousHolderId: 'w4', prestigeChange: 0.2 },
            }
          : null,
      },
      {
        id: 's3',
        kind: 'match',
        title: 'Kit Hollander vs. Rex Dorado',
        type: 'singles',
        stipulation: 'standard',
        participants: ['w1', 'w2'],
        championshipId: null,
        isExhibition: false,
        winnerId: null,
        finish: null,
        bookingReason: null,
        result: withResults
          ? {
              rating: rating(4.6),
              crowd: 'Loud, invested crowd from bell to bell',
              changes: [
                { wrestlerId: 'w1', name: 'Kit Hollander', popularity: 1.1, morale: 3 },
                { wrestlerId: 'w2', name: 'Rex Dorado', popularity: 0.4, morale: 0 },
              ],
              injuries: [],
              winners: ['w1'],
              isDraw: false,
              finish: 'pinfall',
              title: null,
            }
          : null,
      },
    ],
    isComplete: withResults,
    hasBeenRun: withResults,
    result: withResults ? fixtureResult : null,
    tvDealId: null,
    ...overrides,
  };
}

export const fixtureExpected: ExpectedShow = {
  rating: { value: 3.9, parts: [{ label: 'Main event (x2)', stars: 3.9 }] },
  segments: [rating(2.2), rating(4.8), rating(4.4)],
  attendance: 350,
  ticketRevenue: 7000,
  nightCosts: 2600,
  problems: [],
};

/** The synced copy of a show: upcoming (card and expectation) or run (card with results and result). */
export function mirrorOf(show: Show, expected: ExpectedShow | null = show.hasBeenRun ? null : fixtureExpected): ShowMirror {
  return {
    ...new ShowState().toJSON(),
    id: show.id,
    name: show.name,
    weekIndex: show.weekIndex,
    week: show.week,
    month: show.month,
    year: show.year,
    venueId: show.venueId,
    venue: 'Rust Belt Social Club',
    venueCapacity: show.venueCapacity,
    ticketPrice: show.ticketPrice,
    frequency: show.frequency,
    rentalPaid: show.rentalPaid,
    matchCount: show.segments.filter((s) => s.kind === 'match').length,
    segmentCount: show.segments.length,
    isComplete: show.hasBeenRun,
    rating: show.result?.rating.value ?? -1,
    attendance: show.result?.attendance ?? 0,
    revenue: show.result?.revenue ?? 0,
    card: JSON.stringify(show.segments),
    result: show.result ? JSON.stringify(show.result) : '',
    expected: expected ? JSON.stringify(expected) : '',
  };
}
