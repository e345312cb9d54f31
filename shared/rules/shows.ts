// Shows: scheduling, the card, the show rating, attendance, money and popularity (spec §4 "Week advance",
// §9 "Attendance"). The spec gives the attendance formula; the rest is our design (docs/rules/shows.md
// "Shows"), every figure a named constant with its unit.

export const SHOW_FREQUENCIES = ['weekly', 'special'] as const;
export type ShowFrequency = (typeof SHOW_FREQUENCIES)[number];

/** How far ahead a show can be scheduled, in weeks (0 = this week). */
export const SHOW_MAX_WEEKS_AHEAD = 8;
/** Segments (matches and promos) on one card. */
export const SHOW_MAX_SEGMENTS = 10;
/** Ticket price range, USD. */
export const TICKET_PRICE_MIN_USD = 5;
export const TICKET_PRICE_MAX_USD = 500;

// ---- Show rating ----
/** Weight of the main event (the last segment) in the show rating; other matches weigh 1. */
export const MAIN_EVENT_WEIGHT = 2;
export const MATCH_WEIGHT = 1;
/** Promos and interviews weigh less than matches. */
export const PROMO_WEIGHT = 0.5;
/** A card with fewer segments than this feels thin: stars lost per missing segment. */
export const FULL_CARD_SEGMENTS = 4;
export const THIN_CARD_PENALTY_STARS = 0.5;
export const RATING_MAX_STARS = 10;

// ---- Attendance (spec §9: 150000 x (quality/20)^2 x (popularity/50)^2 x price factor, capped) ----
export const ATTENDANCE_BASE = 150_000;
export const ATTENDANCE_QUALITY_DIVISOR = 20;
export const ATTENDANCE_POPULARITY_DIVISOR = 50;
/** The fair ticket price, USD: FAIR_PRICE_BASE + FAIR_PRICE_PER_POPULARITY x popularity. */
export const FAIR_PRICE_BASE_USD = 10;
export const FAIR_PRICE_PER_POPULARITY_USD = 0.5;
/** Price factor at or below the fair price = (fair / price) ^ PRICE_ELASTICITY, at most PRICE_FACTOR_MAX (cheap tickets fill a house, up to a point). */
export const PRICE_ELASTICITY = 1.2;
export const PRICE_FACTOR_MAX = 1.5;
/**
 * Price factor above the fair price = (fair / price) ^ PRICE_ELASTICITY_ABOVE_FAIR, with no floor: fans stay
 * away faster as the price climbs over what the federation is worth to them than they come for a bargain.
 * A crowd of 1,200 at three times the fair price is 1,200 x 3^-2.5 = 77 fans, so a 100-seat club at that price
 * no longer sells out on it (at an exponent of 1.2 it would, with 321), and a ticket at twice the fair price loses 82% of its
 * crowd. No floor: a share of every crowd at $500 would pay any federation for the dearest ticket. Unitless.
 */
export const PRICE_ELASTICITY_ABOVE_FAIR = 2.5;
/**
 * Fans who paid far over the fair price feel overcharged, and say so: a price more than GOUGING_TOLERANCE_SHARE
 * over the fair price costs the federation GOUGING_POPULARITY_PER_FAIR_PRICE popularity points for each fair
 * price beyond that (3x the fair price: 0.5 x 1.75 = 0.875 points), at most GOUGING_POPULARITY_MAX a show. A
 * sold-out small room at a gouging price pays its night but costs the climb a good show earns (about 0.3 a
 * week at popularity 30), so it is a choice with a price of its own. Tolerance: a share of the fair price
 * (0.25 = 25% over); penalty: popularity points per fair price over; cap: popularity points.
 */
export const GOUGING_TOLERANCE_SHARE = 0.25;
export const GOUGING_POPULARITY_PER_FAIR_PRICE = 0.5;
export const GOUGING_POPULARITY_MAX = 2;
/** The hottest rivalry on the card draws more fans: up to this share at intensity 100. */
export const RIVALRY_ATTENDANCE_BONUS_MAX = 0.2;
/**
 * One market (docs/rules/shows.md "Attendance"): a federation's shows in the same week share
 * its fans. The Nth show booked for a week draws 1 / (1 + MARKET_SPLIT_PER_EARLIER_SHOW x (N - 1)) of its
 * crowd: the 2nd 67%, the 3rd 50%, the 4th 40%. A 3rd and 4th weekly show with the same roster still cost
 * full rent and fees, so more shows is a choice with a cost, not free money. Share per earlier show, unitless.
 */
export const MARKET_SPLIT_PER_EARLIER_SHOW = 0.5;

// ---- Merchandise from appearances ----
/** USD a fan spends on a wrestler's merchandise per appearance at popularity 100 and a 10-star segment (half of it at 0 stars). */
export const MERCH_USD_PER_FAN = 0.6;

// ---- Federation popularity after a show ----
/**
 * Stars a show needs to hold the federation's popularity: fans of a small federation expect less
 * (NEUTRAL_RATING_BASE + NEUTRAL_RATING_PER_POPULARITY x popularity: 1.15 stars at 10, 3.75 at 50, 7 at 100).
 * Better shows raise popularity, worse ones lower it.
 */
export const NEUTRAL_RATING_BASE = 0.5;
export const NEUTRAL_RATING_PER_POPULARITY = 0.065;
/** Popularity points per star above or below the neutral rating. */
export const POPULARITY_PER_STAR = 0.25;
/** Gains shrink as popularity nears the top: x (1 - popularity / POPULARITY_GAIN_CEILING). */
export const POPULARITY_GAIN_CEILING = 110;
/**
 * One week's excitement (docs/rules/shows.md "Federation popularity"): the fans' interest
 * a week of shows earns is shared between them like its crowd is (MARKET_SPLIT_PER_EARLIER_SHOW). The
 * popularity the Nth show booked for a week GAINS is x 1 / (1 + SHOW_GAIN_SPLIT_PER_EARLIER_SHOW x (N - 1)):
 * the 2nd 50%, the 3rd 33%, the 4th 25%, so four shows a week climb about twice as fast as one, not four
 * times (with four, show-spam outgrew every careful strategy in the balance harness's first two years). A
 * loss is not split: a poor extra show costs its full drop. Steeper than the crowd's split (0.5) because a
 * crowd's money already pays a second show's rent and fees, while popularity was free. Share per earlier
 * show, unitless.
 */
export const SHOW_GAIN_SPLIT_PER_EARLIER_SHOW = 1;

// ---- Wrestlers after a show ----
/** Stars a segment needs for its wrestlers to hold their popularity. */
export const WRESTLER_NEUTRAL_RATING = 3;
/** Popularity a wrestler gains per star above WRESTLER_NEUTRAL_RATING in their segment (loses below), before the finish's part (rules/finishes.ts). */
export const WRESTLER_POPULARITY_PER_STAR = 0.4;
/** Morale for appearing on a show; a match's finish adds its own (rules/finishes.ts). */
export const MORALE_APPEARANCE = 1;
/** Weeks out with an injury: a uniform draw in this range. */
export const INJURY_WEEKS_MIN = 1;
export const INJURY_WEEKS_MAX = 6;
/** Injury chance is scaled by (1 + (INJURY_STAMINA_PIVOT - stamina) / 100): low stamina raises it. */
export const INJURY_STAMINA_PIVOT = 60;

/** Completed shows whose full card the synced state carries (older ones: getShow / getShowHistory). */
export const RECENT_RESULTS_SYNCED = 3;

export function fairTicketPrice(popularity: number): number {
  return FAIR_PRICE_BASE_USD + FAIR_PRICE_PER_POPULARITY_USD * popularity;
}

/**
 * The fair price in whole dollars, the price the create-show dialog proposes and the demand table calls fair:
 * rounded down, so a proposed "fair price" never sits over the fair price, where fans stay away fast
 * (PRICE_ELASTICITY_ABOVE_FAIR); under it a few more come. The AI promoter charges the fair price itself.
 */
export function wholeFairTicketPrice(popularity: number): number {
  return Math.floor(fairTicketPrice(popularity));
}

/** The share of the fair-price crowd a ticket price draws: PRICE_ELASTICITY at or below the fair price (capped at PRICE_FACTOR_MAX), PRICE_ELASTICITY_ABOVE_FAIR above it. */
export function priceFactor(price: number, popularity: number): number {
  const ratio = fairTicketPrice(popularity) / Math.max(price, 0.01);
  if (ratio < 1) return ratio ** PRICE_ELASTICITY_ABOVE_FAIR;
  return Math.min(PRICE_FACTOR_MAX, ratio ** PRICE_ELASTICITY);
}

/** Popularity points (0 or negative) a show's crowd takes off for its ticket price: GOUGING_POPULARITY_PER_FAIR_PRICE per fair price beyond GOUGING_TOLERANCE_SHARE over it, at most GOUGING_POPULARITY_MAX. */
export function gougingPopularityChange(price: number, popularity: number): number {
  const over = price / fairTicketPrice(popularity) - 1 - GOUGING_TOLERANCE_SHARE;
  if (over <= 0) return 0;
  return -Math.min(GOUGING_POPULARITY_MAX, GOUGING_POPULARITY_PER_FAIR_PRICE * over);
}

/** Share of its crowd the `place`-th show of a federation's week draws (1 for the first): MARKET_SPLIT_PER_EARLIER_SHOW. */
export function marketShare(place: number): number {
  return 1 / (1 + MARKET_SPLIT_PER_EARLIER_SHOW * Math.max(0, place - 1));
}

/**
 * The spec's attendance (§9) times our price factor, extra draw (rivalry, upgrades, surge) and market share,
 * capped by capacity, whole fans. Its parts: shared/sim/shows/attendanceBreakdown.ts.
 */
export function attendance(quality: number, popularity: number, price: number, capacity: number, rivalryBonus = 0, share = 1): number {
  const raw = ATTENDANCE_BASE * (quality / ATTENDANCE_QUALITY_DIVISOR) ** 2 * (popularity / ATTENDANCE_POPULARITY_DIVISOR) ** 2 * priceFactor(price, popularity) * (1 + rivalryBonus) * share;
  return Math.max(0, Math.min(capacity, Math.floor(raw)));
}

/** The rating that holds a federation's popularity where it is. */
export function neutralShowRating(popularity: number): number {
  return NEUTRAL_RATING_BASE + NEUTRAL_RATING_PER_POPULARITY * popularity;
}

/** What a popularity gain is worth at this popularity: 1 - popularity / POPULARITY_GAIN_CEILING (never below 0). */
export function popularityGainScale(popularity: number): number {
  return Math.max(0, 1 - popularity / POPULARITY_GAIN_CEILING);
}

/** Share of its popularity gain the `place`-th show booked for a federation's week keeps (1 for the first): SHOW_GAIN_SPLIT_PER_EARLIER_SHOW. */
export function showGainShare(place: number): number {
  return 1 / (1 + SHOW_GAIN_SPLIT_PER_EARLIER_SHOW * Math.max(0, place - 1));
}

/** Federation popularity change after a show of this rating, the `place`-th booked for its week (a gain shrinks with the place, a loss does not). */
export function showPopularityChange(rating: number, popularity: number, place = 1): number {
  const change = (rating - neutralShowRating(popularity)) * POPULARITY_PER_STAR;
  return change > 0 ? change * popularityGainScale(popularity) * showGainShare(place) : change;
}

// ---- Who wins ----
/** Chance of a draw in a match that can end in one (not ladder or cage). */
export const DRAW_CHANCE = 0.05;
/** A side's strength = average work rate + STRENGTH_POPULARITY_WEIGHT x popularity; win chance ∝ strength ^ WIN_SHARPNESS. */
export const STRENGTH_POPULARITY_WEIGHT = 0.5;
export const WIN_SHARPNESS = 3;

/** Title of the show_results message. */
export function showResultsTitle(name: string): string {
  return `Show Results: ${name}`;
}

/** Segments Auto-book aims for on one card. */
export const AUTO_BOOK_TARGET_SEGMENTS = 6;
