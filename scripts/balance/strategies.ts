// What a balance strategy is: its name and the groups the goals compare, the kinds of candidate its week
// lists (a command each, with a need and a reason), its plan (the figures and weights that are its
// character: plans.ts PLANS) and what its week has taken so far.
import type { CommandResult } from '#shared/protocol/commands.ts';
import type { Candidate, Choice } from '#shared/sim/ai/decide.ts';

export const STRATEGIES = [
  'frugal',
  'star-heavy',
  'tv-first',
  'production-first',
  'help-follower',
  'no-shows',
  'show-spam',
  'title-hot-potato',
  'promo-only',
  'cheapest-everything',
  'campaign-spam',
  'sign-long-release',
  'price-gouger',
  'rumour-spammer',
  'poacher',
  'lender',
  'joint-show-farmer',
  'promise-breaker',
] as const;
export type Strategy = (typeof STRATEGIES)[number];
/** The first five strategies, whose goals (docs/balance.md) are checked among themselves. */
export const FIRST_FIVE_STRATEGIES: readonly Strategy[] = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'no-shows'];
/** The ways a careful owner plays (four of the first five, and the help-follower). */
export const SENSIBLE_STRATEGIES: readonly Strategy[] = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'help-follower'];
/** What a player would try to game the rules: none may beat every sensible strategy on both funds and popularity. */
export const EXPLOIT_STRATEGIES: readonly Strategy[] = ['show-spam', 'title-hot-potato', 'promo-only', 'cheapest-everything', 'campaign-spam', 'sign-long-release', 'price-gouger', 'promise-breaker'];
/**
 * The dealings a player would spam with the rival federations (dealings.ts), each on top of the frugal
 * owner's week: none may beat every sensible strategy on both funds and popularity (AI world only).
 */
export const DEALING_STRATEGIES: readonly Strategy[] = ['rumour-spammer', 'poacher', 'lender', 'joint-show-farmer'];

/**
 * What a strategy's candidates are about: the weight a strategy gives each (0 or none: it never does it) is
 * its character. The AI promoter's kinds are shared/rules/ai.ts AiActionKind; a strategy, which also books
 * and runs its own shows, has finer ones.
 */
export type StrategyKind =
  | 'cut'
  | 'renew'
  | 'swap'
  | 'sign'
  | 'advertising'
  | 'production'
  | 'merchandising'
  | 'venueUpgrade'
  | 'headCoach'
  | 'schedule'
  | 'book'
  | 'acceptTv'
  | 'runShow'
  | 'campaign'
  | 'firstMonthCampaign'
  | 'campaignSpam'
  | 'loan'
  | 'rumours'
  | 'poach'
  | 'lendOut'
  | 'jointShowFarm'
  | 'acceptPromise';

/** A strategy's candidate (shared/sim/ai/decide.ts Candidate) with what its follow-ups need to know. */
export interface StrategyCandidate extends Candidate<StrategyKind> {
  /** A show moved to another venue (schedule): the show it replaces and that show's TV deal. */
  replaces?: { showId: string; dealId: string | null };
  /** A roster swap's signing: the wrestler it replaces. */
  swapOut?: string;
}

export interface Plan {
  rosterSize: number;
  /** Sign the best wrestler the payroll share allows (true) or the best value (false). */
  stars: boolean;
  /** Share of the average weekly revenue the wrestlers' salaries may take once the first six are signed. */
  payrollShare: number;
  /** Share of the average weekly profit a roster upgrade may add to the payroll. */
  upgradeBoldness: number;
  /** The strategy's character: its weight for each kind of candidate (decide.ts; none or 0: never). */
  weights: Readonly<Partial<Record<StrategyKind, number>>>;
  /** A campaign ('campaign' weight) when one costs less than this many weeks of average profit (0: never). */
  campaignWeeks: number;
  /**
   * A marketing push in the first month (the first LOOKBACK_WEEKS weeks; 'firstMonthCampaign' weight): every
   * campaign, the biggest boost first, whose price is at most this share of the funds (0-1; absent: none).
   * Campaigns sell at their list price up to popularity 20, so this is when hype is cheapest (the help's
   * advice, "A push in your first month").
   */
  firstMonthCampaignShare?: number;
  /** The first-month push only in a world with rival federations (world.aiFederations). */
  firstMonthCampaignOnlyWithRivals?: boolean;
  /** Weekly shows run every week with the one roster (show-spam runs several). */
  showsPerWeek: number;
  /** The card: Auto-book; one match and promos for everyone else; or Auto-book with a title changing hands every show. */
  card: 'auto' | 'promos' | 'hotPotato';
  /** The venue: the one last week's demand pays best for, the create-show dialog's pick (its best outlook), or the cheapest. */
  venue: 'demand' | 'outlook' | 'cheapest';
  /** The ticket price: the fair price (default), or the one that brings the most ticket money at the venue (shows.ts gougingPrice). */
  price?: 'fair' | 'gouge';
  /** How a signing is chosen and contracted (default: permanent, by value or stars as `stars` says). */
  signing?: 'cheapest' | 'help';
  /**
   * Sign-long-release: free agents and renewals on 52-week deals for the length discount, and the weakest
   * released for a better one every `swapEveryWeeks` (default 4) whatever the weeks left (the severance paid).
   */
  longDeals?: boolean;
  /** Weeks between roster swaps (default 4). */
  swapEveryWeeks?: number;
  /** Rating points a newcomer must add over the weakest wrestler to be worth a swap (default 25). */
  swapMarginPoints?: number;
}

/** What was taken so far this week (the follow-ups read it: a swap's release, a moved show's deal). */
export interface WeekContext {
  taken: Array<{ choice: Choice<StrategyCandidate>; result: CommandResult }>;
  /** The venue wanted this week, worked out once at the week's first look (shows.ts wantedVenue). */
  wanted?: string;
  /** The shows whose run was offered this week (shows.ts showCandidates). */
  runListed: Set<string>;
}
