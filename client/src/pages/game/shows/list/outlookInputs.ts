// What the create-show dialog's venue outlook reads from the synced mirror: the federation's popularity,
// venue upgrades and audience surge, and the card rating to forecast on (the last run show's expected
// rating, else the first-card figure of shared/rules/venueOutlook.ts).
import { outlookCardRating } from '../../../../../../shared/rules/venueOutlook.ts';
import type { OutlookFederation } from '../../../../../../shared/sim/shows/venueOutlook.ts';
import { noProducts } from '../../../../../../shared/sim/business/products.ts';
import { advertisingAttendanceShare } from '../../../../../../shared/sim/business/showBonuses.ts';
import type { ShowMirror } from '../../../../state/game.ts';
import { showResult, splitShows } from '../showData.ts';

export interface OutlookInputs {
  federation: OutlookFederation;
  /** Stars the forecast assumes for the new show's card. */
  cardRating: number;
  /** The last run show the rating comes from, or null before the first show. */
  fromShow: string | null;
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
}

export function outlookInputs(state: OutlookMirror): OutlookInputs {
  const { completed } = splitShows(Object.values(state.shows) as ShowMirror[]);
  const last = completed.map((show) => ({ show, result: showResult(show) })).find((s) => s.result);
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
  };
}
