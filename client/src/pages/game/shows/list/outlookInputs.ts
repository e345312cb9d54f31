// What the create-show dialog's venue outlook reads from the synced mirror: the federation's popularity,
// venue upgrades and audience surge, and the card rating to forecast on (the last run show's expected
// rating, else the first-card figure of shared/rules/venueOutlook.ts).
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { outlookCardRating } from '#shared/rules/venueOutlook.ts';
import type { OutlookFederation } from '#shared/sim/shows/venueOutlook.ts';
import { noProducts } from '#shared/sim/business/products.ts';
import { advertisingAttendanceShare } from '#shared/sim/business/showBonuses.ts';
import type { ShowMirror } from '#client/state/game.ts';
import { showResultField } from '#shared/schema/syncedJson.ts';
import { splitShows } from '../showData.ts';

export interface OutlookInputs {
  federation: OutlookFederation;
  /** Stars the forecast assumes for the new show's card. */
  cardRating: number;
  /** The last run show the rating comes from, or null before the first show. */
  fromShow: string | null;
  /** The federation's shows already booked in each week, by weeks ahead (0 = this week): a new show comes after them and shares the week's crowd. */
  showsByWeeksAhead?: readonly number[];
}

export interface OutlookMirror {
  federation: { readonly popularity: number };
  business: {
    readonly venueUpgrades: readonly string[];
    readonly surgeShowsLeft: number;
    readonly surgePercent: number;
    readonly advertising: { readonly level: number; readonly isActive: boolean };
  };
  shows: { readonly [id: string]: unknown };
  calendar?: { readonly totalWeeksProgressed: number };
}

function showsByWeeksAhead(shows: readonly ShowMirror[], week: number): number[] {
  const counts = Array.from({ length: SHOW_MAX_WEEKS_AHEAD + 1 }, () => 0);
  for (const show of shows) {
    const ahead = show.weekIndex - week;
    if (ahead >= 0 && ahead <= SHOW_MAX_WEEKS_AHEAD) counts[ahead]! += 1;
  }
  return counts;
}

/** The new show's place in its week (1: the first), for the venue outlook's market split. */
export function placeInWeekAhead(inputs: OutlookInputs, weeksAhead: number): number {
  return 1 + (inputs.showsByWeeksAhead?.[weeksAhead] ?? 0);
}

export function outlookInputs(state: OutlookMirror): OutlookInputs {
  const { completed } = splitShows(Object.values(state.shows) as ShowMirror[]);
  const last = completed.map((show) => ({ show, result: showResultField.decode(show.result) })).find((s) => s.result);
  const business = state.business;
  return {
    federation: {
      popularity: state.federation.popularity,
      venueUpgrades: [...business.venueUpgrades],
      surgeShare: business.surgeShowsLeft > 0 ? business.surgePercent / 100 : 0,
      advertisingShare: advertisingAttendanceShare({ products: { ...noProducts(), advertising: { ...business.advertising } } }),
    },
    cardRating: outlookCardRating(last?.result?.expectedRating ?? null),
    fromShow: last?.show.name ?? null,
    showsByWeeksAhead: showsByWeeksAhead(Object.values(state.shows) as ShowMirror[], state.calendar?.totalWeeksProgressed ?? 0),
  };
}
