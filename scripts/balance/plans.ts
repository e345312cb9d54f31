// Each balance strategy's plan: its roster size, payroll share, how it books and where, and its weights
// for each kind of candidate (its character, read by the promoter's decide).
import type { Plan, Strategy } from './strategies.ts';

/** The help's first-month push (client/src/pages/site/help "A push in your first month"): a campaign costing at most this share of the funds. */
const HELP_FIRST_MONTH_CAMPAIGN_SHARE = 1 / 4;

/** How the first five strategies book and where: one weekly show, Auto-book, the venue last week's demand pays best for. */
const USUAL = { showsPerWeek: 1, card: 'auto', venue: 'demand' } as const;

/** What every strategy that runs shows does: keep its roster (cut, renew, swap, sign), schedule, book and run its shows, take TV. */
const RUNS_SHOWS = { cut: 1, renew: 1, swap: 1, sign: 1, schedule: 1, book: 1, acceptTv: 1, runShow: 1 } as const;

export const PLANS: Record<Strategy, Plan> = {
  frugal: { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  'star-heavy': { ...USUAL, rosterSize: 9, stars: true, payrollShare: 0.9, upgradeBoldness: 2.5, weights: RUNS_SHOWS, campaignWeeks: 0 },
  'tv-first': {
    ...USUAL,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    // Advertising level by level, a campaign when one costs under 4 weeks of profit, and (with rivals) the
    // first-month push: the marketing-minded owner pushes in the first month to be noticed beside rival
    // federations, more carefully than the help advises (alone in the world it does not: measured, the push
    // cost it 3 popularity points at year 1 in the lone world, docs/balance.md).
    weights: { ...RUNS_SHOWS, advertising: 1, campaign: 1, firstMonthCampaign: 1 },
    campaignWeeks: 4,
    firstMonthCampaignShare: 1 / 6,
    firstMonthCampaignOnlyWithRivals: true,
  },
  'production-first': {
    ...USUAL,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    // Production before merchandising (the heavier weight is taken first), venue upgrades from production 3.
    weights: { ...RUNS_SHOWS, production: 2, merchandising: 1, venueUpgrade: 1 },
    campaignWeeks: 0,
  },
  // Exactly what the in-game help advises from week 1 (client/src/pages/site/help): 7 signings, one or two
  // the crowd knows and the rest reliable C/D workers, most on Per Appearance deals (when rivals have
  // signed the C/D workers within reach, the best value from the market or the free agents); a show every
  // week at the venue the create-show dialog starts on, at the fair price; in the first month, every campaign
  // that costs at most a quarter of the funds; a head coach once the weekly profit covers the salary;
  // merchandising once there is a weekly profit.
  'help-follower': {
    showsPerWeek: 1,
    card: 'auto',
    venue: 'outlook',
    signing: 'help',
    firstMonthCampaignShare: HELP_FIRST_MONTH_CAMPAIGN_SHARE,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.5,
    upgradeBoldness: 1,
    weights: { ...RUNS_SHOWS, headCoach: 1, merchandising: 1, firstMonthCampaign: 1 },
    campaignWeeks: 0,
  },
  // Signs and keeps a roster, never schedules a show nor takes TV.
  'no-shows': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.35, upgradeBoldness: 1, weights: { cut: 1, renew: 1, swap: 1, sign: 1 }, campaignWeeks: 0 },
  // The exploit a human found: four weekly shows a week with one roster of 8.
  'show-spam': { ...USUAL, showsPerWeek: 4, rosterSize: 8, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // A title of its own, changing hands on every show (clean pinfall to the challenger).
  'title-hot-potato': { ...USUAL, card: 'hotPotato', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // One match (a show needs one) and a promo for everyone else.
  'promo-only': { ...USUAL, card: 'promos', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // Every marketing campaign the bank allows, every week, stacked.
  'campaign-spam': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, campaignSpam: 1 }, campaignWeeks: 0 },
  // The cheapest of everything: the lowest salaries on Per Appearance deals, the cheapest venue, nothing bought.
  'cheapest-everything': { ...USUAL, venue: 'cheapest', signing: 'cheapest', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 0, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // The smallest room at the ticket price that brings the most money there (about where its demand just
  // fills the seats, several times the fair price), whatever the crowd thinks of it.
  'price-gouger': { ...USUAL, venue: 'cheapest', price: 'gouge', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // 52-week deals for the length discount, then released whenever a better wrestler comes (every 2 weeks,
  // 10 points better is enough): the severance is what it pays for the churn.
  // The dealings spammed (dealings.ts), each on the frugal owner's week: rumours about the top rival every
  // week; the best rival wrestler poached whenever affordable; every wrestler not booked lent out for fees;
  // a joint show with every rival that would hear one (run in its week besides its own weekly show).
  'rumour-spammer': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, rumours: 1 }, campaignWeeks: 0 },
  poacher: { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, poach: 1 }, campaignWeeks: 0 },
  lender: { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, lendOut: 1 }, campaignWeeks: 0 },
  'joint-show-farmer': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, jointShowFarm: 1 }, campaignWeeks: 0 },
  // Accepts every wrestler's request and never sets out to keep one (promises.ts), on the frugal owner's week.
  'promise-breaker': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, acceptPromise: 1 }, campaignWeeks: 0 },
  'sign-long-release': { ...USUAL, longDeals: true, swapEveryWeeks: 2, swapMarginPoints: 10, rosterSize: 6, stars: true, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
};
