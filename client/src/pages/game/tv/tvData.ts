// What the TV screen shows of the synced networks and deals (their offers and deals are read through
// their codecs, shared/schema/syncedJson.ts): dates, payments and viewership estimates.
import { MONTHS, WEEKS_PER_MONTH } from '#shared/rules/calendar.ts';
import { ADVERTISING_LEVELS } from '#shared/rules/products.ts';
import { reachesNetwork, viewership, type PaymentStructure } from '#shared/rules/tv.ts';
import type { BroadcastDeal, EpisodeRecord, TvOffer } from '#shared/sim/tv/tvDeals.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { ShowMirror } from '#client/state/game.ts';

export type { BroadcastDeal, EpisodeRecord, TvOffer };

/** The calendar date of a week index, counted from the current week (either way). */
export function dateOfWeek(calendar: { week: number; month: string; year: number; totalWeeksProgressed: number }, weekIndex: number): { week: number; month: string; year: number } {
  const monthIndex = Math.max(0, (MONTHS as readonly string[]).indexOf(calendar.month));
  const absolute = (calendar.year * MONTHS.length + monthIndex) * WEEKS_PER_MONTH + (calendar.week - 1) + (weekIndex - calendar.totalWeeksProgressed);
  const months = Math.floor(absolute / WEEKS_PER_MONTH);
  return { week: (absolute % WEEKS_PER_MONTH) + 1, month: MONTHS[months % MONTHS.length]!, year: Math.floor(months / MONTHS.length) };
}

/** "Wk 2, Jan 2025": the short form for tables and charts. */
export function shortDate(date: { week: number; month: string; year: number }): string {
  return `Wk ${date.week}, ${date.month.slice(0, 3)} ${date.year}`;
}

export function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

/** "$3,000 per episode" or "60% of ad revenue". */
export function formatPayment(structure: PaymentStructure, amount: number): string {
  return structure === 'per_episode' ? `${formatUsd(amount)} per episode` : `${amount}% of ad revenue`;
}

/**
 * Popularity next to a network's minimum, as the unlock rule reads it (shared/rules/tv.ts reachesNetwork):
 * one decimal as everywhere, but never rounded up onto a minimum it has not reached (11.96 → "11.96", not "12").
 */
export function popularityTowards(popularity: number, minPopularityRequired: number): string {
  const shown = formatPopularity(popularity);
  if (reachesNetwork(popularity, minPopularityRequired) || !reachesNetwork(Number(shown.replace(/,/g, '')), minPopularityRequired)) return shown;
  return String(Math.floor(popularity * 100) / 100);
}

/** What a locked network says about unlocking it. Unlocks happen at the week advance (refreshTvNetworks). */
export function unlockText(name: string, popularity: number, minPopularityRequired: number): string {
  const now = popularityTowards(popularity, minPopularityRequired);
  if (reachesNetwork(popularity, minPopularityRequired)) return `Your popularity (${now}) reaches ${minPopularityRequired}: ${name} unlocks and makes its offer at the next week advance.`;
  return `Reach popularity ${minPopularityRequired} to unlock (${now} now).`;
}

export function formatViewers(count: number): string {
  return Math.round(count).toLocaleString('en-US');
}

/** 75000 → "75K", 1250000 → "1.25M". */
export function compactViewers(count: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(count);
}

/** The advertising product's viewership multiplier while it is active. */
export function advertisingMultiplier(business: { advertising: { level: number; isActive: boolean } }): number {
  const level = business.advertising.isActive ? business.advertising.level : 0;
  return ADVERTISING_LEVELS[level]?.viewershipMultiplier ?? 1;
}

/** Viewers an episode at this rating would draw now (the server's formula, shared/rules/tv.ts). */
export function estimateViewers(networkSize: number, rating: number, popularity: number, advertising: number): number {
  return viewership(networkSize, rating, popularity, advertising);
}

/** The star rating an episode needs to draw `target` viewers now, or null if no rating can. */
export function ratingForViewers(networkSize: number, target: number, popularity: number, advertising: number): number | null {
  const perStar = (networkSize / 10) * (0.3 + (0.7 * popularity) / 100) * advertising;
  if (perStar <= 0) return null;
  const rating = Math.ceil((target / perStar) * 10) / 10;
  return rating > 10 ? null : rating;
}

/** The newest completed show with a rating, for estimates. */
export function lastRatedShow(shows: readonly Readonly<ShowMirror>[]): Readonly<ShowMirror> | null {
  return shows.filter((s) => s.isComplete && s.rating >= 0).toSorted((a, b) => b.weekIndex - a.weekIndex || b.id.localeCompare(a.id, 'en', { numeric: true }))[0] ?? null;
}

/** Weekly shows not yet run that no active deal airs: what an offer can be accepted for. */
export function eligibleShows(shows: readonly Readonly<ShowMirror>[], activeDeals: readonly Pick<BroadcastDeal, 'showId'>[], currentWeek: number): Readonly<ShowMirror>[] {
  const airing = new Set(activeDeals.map((d) => d.showId));
  return shows
    .filter((s) => s.frequency === 'weekly' && !s.isComplete && s.weekIndex >= currentWeek && !airing.has(s.id))
    .toSorted((a, b) => a.weekIndex - b.weekIndex || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export type DealShowState =
  /** The show airs this week or later and has not run yet. */
  | { kind: 'upcoming'; show: Readonly<ShowMirror> }
  /** This week's episode aired; the weekly show's clone takes over at the week advance. */
  | { kind: 'aired'; show: Readonly<ShowMirror> }
  /** The show is gone, or ran in an earlier week and was not cloned: the deal needs a show. */
  | { kind: 'missing'; show: Readonly<ShowMirror> | null };

export function dealShowState(deal: Pick<BroadcastDeal, 'showId'>, shows: Readonly<Record<string, Readonly<ShowMirror>>>, currentWeek: number): DealShowState {
  const show = shows[deal.showId] ?? null;
  if (!show) return { kind: 'missing', show: null };
  if (!show.isComplete && show.weekIndex >= currentWeek) return { kind: 'upcoming', show };
  if (show.isComplete && show.weekIndex === currentWeek) return { kind: 'aired', show };
  return { kind: 'missing', show };
}
