// The promoter's mind (docs/rules/ai.md "AI federations: the promoter"): each week an
// active AI federation lists what it could do (sign a star, release a weak hand when its payroll is over
// budget, renew a contract worth keeping, accept a TV offer, invest in a product, buy a campaign), scores
// each by utility = need (0-1) x its personality's weight + seeded noise, and takes the best ones, at most
// AI_ACTIONS_PER_WEEK, each within the week's spending cap and above its reserve. Every action is a command
// of the one command table, sent with the federation's id through the runner the week hands it
// (commands/command.ts CommandRunner), the same a player sends: a refused command changes nothing and is
// not counted. Every action taken is recorded with its reason.
import { countOf } from '#shared/rules/plural.ts';
import {
  AI_ACTION_MIN_UTILITY,
  AI_AMBITION_PAUSED_PRODUCTS,
  AI_AMBITION_RESUME_GAP,
  aiAmbition,
  AI_CAMPAIGN_COMFORT_MULTIPLE,
  AI_CAMPAIGN_NEED,
  AI_ACTIONS_PER_WEEK,
  AI_CONTRACT_WEEKS,
  AI_DECISION_NOISE,
  AI_DECISIONS_KEPT,
  AI_PAYROLL_RUNWAY_WEEKS,
  AI_PERSONALITY_WEIGHTS,
  AI_RELEASE_RUNWAY_WEEKS,
  AI_RESERVE_MIN_USD,
  AI_RESERVE_PAYROLL_WEEKS,
  AI_ROSTER_SIZE,
  AI_SPENDING_SHARE,
  type AiActionKind,
  type AiDecisionKind,
} from '#shared/rules/ai.ts';
import type { AiDealingKind } from '#shared/rules/aiDiplomacy.ts';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { campaignBoost, campaignCost, CAMPAIGNS } from '#shared/rules/campaigns.ts';
import { releaseSeverance, RENEWAL_REFUSAL_MORALE, RENEWAL_WINDOW_WEEKS } from '#shared/rules/contracts.ts';
import { flatText } from '#shared/rules/flatText.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import { PRODUCT_KINDS, PRODUCT_MAX_LEVEL, productSetupCost } from '#shared/rules/products.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import type { RngState } from '../rng.ts';
import { quotePrice } from '../roster/contractTerms.ts';
import { interestCounter, signingAppetite, wouldWant } from '../roster/demand.ts';
import { qualifiesFor } from '../roster/eligibility.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import { showsNotRun } from '../shows/show.ts';
import type { Federation, World } from '../world.ts';
import { aiProfileOf, type AiProfile } from './profile.ts';
import { decide, take, weigh, type Candidate, type Caps, type Choice, type DecisionRecord, type Weights } from './decide.ts';
import { lentOutCount, type AiSigner } from './roster.ts';
import { richStarCandidate } from './starSigning.ts';

/** One decision of a promoter, for the news: the week, what it did and why. */
export interface AiDecision {
  weekIndex: number;
  action: AiDecisionKind;
  reason: string;
  /** A dealing's kind and the federation it was aimed at (ai/diplomacy.ts); absent for the promoter's other actions. */
  dealing?: AiDealingKind;
  targetId?: string;
}

/** A command the promoter could send this week, with what it costs now and why it would (decide.ts Candidate). */
export type AiCandidate = Candidate<AiActionKind>;

/** A scored candidate: utility = need x weight + noise. */
export type AiChoice = Choice<AiCandidate>;

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
// formatNumberUs writes what toLocaleString('en-US') does, without Intl's cost (every candidate's reason is written).
const usd = (n: number) => `$${formatNumberUs(Math.round(n))}`;

function payrollOf(roster: readonly Wrestler[]): number {
  return roster.reduce((sum, w) => sum + (w.contract?.salary ?? 0), 0);
}

function meanRating(roster: readonly Wrestler[]): number {
  return roster.length === 0 ? 0 : roster.reduce((sum, w) => sum + w.totalPoints, 0) / roster.length;
}

/** The funds it never spends on chosen actions (USD): AI_RESERVE_PAYROLL_WEEKS of payroll, at least AI_RESERVE_MIN_USD. */
export function aiReserve(world: World, federation: Federation, profile: AiProfile, roster: readonly Wrestler[] = rosterOf(world, federation.id)): number {
  return Math.max(AI_RESERVE_MIN_USD, payrollOf(roster) * AI_RESERVE_PAYROLL_WEEKS[profile.personality]);
}

/** The week's spending cap (USD): AI_SPENDING_SHARE of the funds above the reserve. */
export function aiSpendingCap(world: World, federation: Federation, profile: AiProfile, roster: readonly Wrestler[] = rosterOf(world, federation.id)): number {
  return Math.max(0, federation.funds - aiReserve(world, federation, profile, roster)) * AI_SPENDING_SHARE[profile.personality];
}

/** Everything the promoter could do this week (not yet weighed), in a fixed order. */
export function aiCandidates(world: World, federation: Federation, profile: AiProfile, roster: readonly Wrestler[] = rosterOf(world, federation.id)): AiCandidate[] {
  const candidates: AiCandidate[] = [];
  const reserve = aiReserve(world, federation, profile, roster);
  const payroll = payrollOf(roster);
  const average = meanRating(roster);
  const payrollBudget = federation.funds / AI_PAYROLL_RUNWAY_WEEKS;
  // At its ambition the promoter buys no more growth (no stars, products or campaigns) and switches off
  // the products that push popularity; under it by AI_AMBITION_RESUME_GAP it switches them back on.
  const ambition = aiAmbition(profile.tier, profile.personality);
  const content = aiIsContent(federation, profile);
  candidates.push(...ambitionCandidates(federation, ambition));

  // A rich promoter's star first (starSigning.ts): it takes the ordinary signing's place. A content one
  // buys no growth, stars included: with them its shows kept it at its ambition for good, so it never
  // spent on campaigns again and its funds piled up past believable.
  const titled = new Set(world.championships.filter((c) => c.isActive && c.holderId).map((c) => c.holderId!));
  const richStar = content ? null : richStarCandidate(world, federation, roster, titled);
  if (richStar) candidates.push(richStar);

  // Sign: the best free agent it may sign and whose wage fits its payroll budget, when a place is open.
  if (!richStar && !content && roster.length + lentOutCount(world, federation.id) < AI_ROSTER_SIZE.max) {
    // The value test (roster/demand.ts wouldWant, the same one that counts a free agent's competing
    // interest), then the quote it would pay, premium included, within its payroll budget: the first of the
    // fitting free agents by rating (ties by id), in one pass that quotes a wrestler only when it would
    // rank first, instead of quoting and sorting the whole pool.
    const appetite = signingAppetite(world, federation);
    const interest = interestCounter(world);
    let star: { w: Wrestler; quote: { salary: number; bonus: number } } | undefined;
    for (const w of world.wrestlers) {
      if (w.federationId !== null) continue;
      if (star && (w.totalPoints < star.w.totalPoints || (w.totalPoints === star.w.totalPoints && w.id.localeCompare(star.w.id) >= 0))) continue;
      if (!wouldWant(world, appetite, w)) continue;
      const quote = quotePrice(w, { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS }, interest(w, federation.id));
      if (payroll + quote.salary <= payrollBudget) star = { w, quote };
    }
    if (star) {
      candidates.push({
        kind: 'sign',
        need: clamp01(0.3 + (star.w.totalPoints - average) / Math.max(1, average)),
        command: 'signWrestler',
        payload: { wrestlerId: star.w.id, source: 'freeAgent', contractType: 'permanent', weeks: AI_CONTRACT_WEEKS },
        cost: star.quote.bonus,
        reason: `Signed ${star.w.name} (rating ${Math.round(star.w.totalPoints)}, roster average ${Math.round(average)}) for ${usd(star.quote.salary)} a week`,
      });
    }
  }

  // Release: the weakest hand (not a champion) when its funds pay fewer than AI_RELEASE_RUNWAY_WEEKS of
  // wages and the roster is above the minimum (the roster fill then takes only what the budget allows).
  const releaseLine = federation.funds / AI_RELEASE_RUNWAY_WEEKS;
  if (roster.length > AI_ROSTER_SIZE.min && payroll > releaseLine) {
    // A loanee is not the borrower's to release (diplomacy/loans.ts).
    const weakest = roster.filter((w) => !titled.has(w.id) && w.status !== 'on_loan').sort((a, b) => a.totalPoints - b.totalPoints || a.id.localeCompare(b.id))[0];
    if (weakest) {
      candidates.push({
        kind: 'release',
        need: clamp01((payroll - releaseLine) / payroll + 0.4),
        command: 'releaseWrestler',
        payload: { wrestlerId: weakest.id },
        // The severance, as for the player (rules/contracts.ts releaseSeverance).
        cost: weakest.contract ? releaseSeverance(weakest.contract) : 0,
        reason: `Released ${weakest.name} (rating ${Math.round(weakest.totalPoints)}): a payroll of ${usd(payroll)} a week, with funds for fewer than ${AI_RELEASE_RUNWAY_WEEKS} weeks of it`,
      });
    }
  }

  // Renew: a contract in its last weeks, of a wrestler at or above the roster's average who will talk.
  for (const w of content ? [] : roster) {
    // A loanee's contract is its lender's to renew.
    if (w.status === 'on_loan') continue;
    const left = w.contract?.weeksRemaining ?? Infinity;
    if (left > RENEWAL_WINDOW_WEEKS || w.morale < RENEWAL_REFUSAL_MORALE || w.totalPoints < average || !qualifiesFor(federation, w)) continue;
    const quote = quotePrice(w, { source: 'renewal', type: 'permanent', weeks: AI_CONTRACT_WEEKS });
    candidates.push({
      kind: 'renew',
      need: clamp01(0.5 + (w.totalPoints - average) / Math.max(1, average)),
      command: 'renewContract',
      payload: { wrestlerId: w.id, contractType: 'permanent', weeks: AI_CONTRACT_WEEKS },
      cost: quote.bonus,
      reason: `Renewed ${w.name} (rating ${Math.round(w.totalPoints)}, ${countOf(left, 'week')} left): worth keeping`,
    });
  }

  // Accept TV: an open offer, aired on this week's weekly show not yet run and without a deal.
  // Only a federation with an offer looks for the show (the shows not run are the newest: showsNotRun).
  const weekly = federation.tvNetworks.some((state) => state.currentOffer)
    ? showsNotRun(world).find((s) => s.federationId === federation.id && s.frequency === 'weekly' && !federation.broadcastDeals.some((d) => d.isActive && d.id === s.tvDealId))
    : undefined;
  if (weekly) {
    // The biggest network offering (most viewers, most pay): a network airs one federation at a time, so
    // the big promoters leave the small networks to the small federations and the new player.
    const offering = federation.tvNetworks.filter((n) => n.currentOffer).sort((a, b) => (findTvNetwork(b.networkId)?.networkSize ?? 0) - (findTvNetwork(a.networkId)?.networkSize ?? 0));
    for (const state of offering) {
      if (!state.currentOffer) continue;
      candidates.push({
        kind: 'acceptTv',
        need: 0.8,
        command: 'acceptTvOffer',
        payload: { networkId: state.networkId, showId: weekly.id },
        cost: 0,
        reason: `Took a TV deal with ${findTvNetwork(state.networkId)?.name ?? state.networkId} for ${weekly.name}: ${state.currentOffer.lengthWeeks} weeks of airtime`,
      });
      break;
    }
  }

  // Invest: the next level of a product, the lower the level the more it is wanted.
  for (const kind of content ? [] : PRODUCT_KINDS) {
    const level = federation.products[kind].level;
    if (level >= PRODUCT_MAX_LEVEL[kind]) continue;
    const cost = productSetupCost(kind, level + 1);
    candidates.push({ kind: 'invest', need: 0.5 * (1 - level / PRODUCT_MAX_LEVEL[kind]), command: 'investInProduct', payload: { product: kind }, cost, reason: `Invested ${usd(cost)} in ${kind} level ${level + 1}` });
  }

  // Campaign: every campaign, wanted when popularity has room to grow and when it costs a small share of
  // the money above the reserve (the campaign's price grows with popularity: the sink of a rich promoter).
  const surplus = Math.max(0, federation.funds - reserve);
  for (const campaign of content ? [] : CAMPAIGNS) {
    const cost = campaignCost(campaign, federation.popularity);
    const boost = campaignBoost(campaign, federation.popularity);
    if (boost <= 0) continue;
    candidates.push({
      kind: 'campaign',
      need: clamp01(AI_CAMPAIGN_NEED.roomToGrow * (1 - federation.popularity / 100) + AI_CAMPAIGN_NEED.wealth * clamp01(surplus / (cost * AI_CAMPAIGN_COMFORT_MULTIPLE)) + boost / 100),
      command: 'buyCampaign',
      payload: { campaignId: campaign.id },
      cost,
      reason: `Bought ${campaign.label} for ${usd(cost)} to grow from popularity ${federation.popularity}`,
    });
  }
  return candidates;
}

/**
 * A promoter at or above its ambition (aiAmbition) is content: it buys no growth (no star signings,
 * renewals, products or campaigns) and refills its roster with the cheapest wrestlers.
 */
export function aiIsContent(federation: Pick<Federation, 'popularity'>, profile: Pick<AiProfile, 'tier' | 'personality'>): boolean {
  return federation.popularity >= aiAmbition(profile.tier, profile.personality);
}

/** Switching the popularity products off at the ambition, back on under it by AI_AMBITION_RESUME_GAP (need 0.9, free). */
function ambitionCandidates(federation: Federation, ambition: number): AiCandidate[] {
  const candidates: AiCandidate[] = [];
  for (const product of AI_AMBITION_PAUSED_PRODUCTS) {
    const { level, isActive } = federation.products[product];
    if (level === 0) continue;
    if (isActive && federation.popularity >= ambition) {
      candidates.push({ kind: 'invest', need: 0.9, command: 'setProductActive', payload: { product, active: false }, cost: 0, reason: `Switched ${product} off: at popularity ${federation.popularity} the owner is content (aims for ${ambition})` });
    } else if (!isActive && federation.popularity < ambition - AI_AMBITION_RESUME_GAP) {
      candidates.push({ kind: 'invest', need: 0.9, command: 'setProductActive', payload: { product, active: true }, cost: 0, reason: `Switched ${product} back on: popularity ${federation.popularity} is under the ${ambition} the owner aims for` });
    }
  }
  return candidates;
}

/** The promoter's weights: its personality's weight per kind and its noise (decide.ts). */
export function aiWeights(profile: AiProfile): Weights<AiActionKind> {
  return { weights: AI_PERSONALITY_WEIGHTS[profile.personality], noise: AI_DECISION_NOISE[profile.personality] };
}

/** Weighs the candidates by the federation's personality plus seeded noise (one draw each, in order), best first. */
export function weighCandidates(candidates: readonly AiCandidate[], profile: AiProfile, rng: RngState): AiChoice[] {
  return weigh(candidates, aiWeights(profile), rng);
}

/** The roster fill's signer in a federation's week: the player's signWrestler command, through the table. */
export function signThroughTable(now: number, commands: CommandRunner): AiSigner {
  return (world, federationId, payload) => commands(world, 'signWrestler', federationId, payload, { now }).events;
}

/** Adds a decision to the profile, keeping the newest AI_DECISIONS_KEPT. */
export function recordDecision(profile: AiProfile, decision: AiDecision): void {
  profile.decisions ??= [];
  // Kept for AI_DECISIONS_KEPT decisions: flat (rules/flatText.ts).
  profile.decisions.push({ ...decision, reason: flatText(decision.reason) });
  if (profile.decisions.length > AI_DECISIONS_KEPT) profile.decisions.splice(0, profile.decisions.length - AI_DECISIONS_KEPT);
}

/**
 * Whoever runs a federation for a week, computer or script: it acts only through the command table with
 * the federation's id (a refused command changes nothing) and returns the events of what it did. The AI
 * promoter (aiPromoter) and the balance harness's strategies (scripts/balance/controller.ts strategyController)
 * are both controllers: one code path into the world.
 */
export type FederationController = (world: World, federationId: string, rng: RngState, now: number, commands: CommandRunner) => SimEvent[];

/** The AI promoter as a controller: its week of chosen actions (runAiController); nothing for a federation without an AI profile. */
export const aiPromoter: FederationController = (world, federationId, rng, now, commands) => {
  const federation = world.federations.find((f) => f.id === federationId);
  const profile = federation ? aiProfileOf(federation) : null;
  return federation && profile ? runAiController(world, federation, profile, rng, now, commands) : [];
};

/**
 * The promoter's week: the best candidates by utility, at most AI_ACTIONS_PER_WEEK taken, each through the
 * command table, within the week's spending cap; a refused command (the rules said no) changes nothing.
 * The choosing is decide.ts's, the one the balance strategies use.
 */
export function runAiController(world: World, federation: Federation, profile: AiProfile, rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  // The roster read once for the candidates, the reserve and the cap: nothing changes it before the actions.
  const roster = rosterOf(world, federation.id);
  return decide(world, federation.id, aiCandidates(world, federation, profile, roster), aiWeights(profile), aiCaps(aiSpendingCap(world, federation, profile, roster)), rng, now, commands, aiRecord(profile)).events;
}

/** The promoter's caps: AI_ACTIONS_PER_WEEK actions, the budget (USD), AI_ACTION_MIN_UTILITY; one of each roster kind a week, campaigns may stack. */
function aiCaps(budget: number): Caps<AiActionKind> {
  return { actions: AI_ACTIONS_PER_WEEK, budget, minUtility: AI_ACTION_MIN_UTILITY, repeatable: (kind) => kind === 'campaign' };
}

/** The promoter's record: each action taken, with its week and reason, in its profile (recordDecision). */
function aiRecord(profile: AiProfile): DecisionRecord<AiCandidate> {
  return (choice, weekIndex) => recordDecision(profile, { weekIndex, action: choice.kind, reason: choice.reason });
}

/** Sends the choices, best first, as commands of the table until the week's actions or budget (USD) run out. */
export function takeAiActions(world: World, federation: Federation, profile: AiProfile, choices: readonly AiChoice[], budget: number, now: number, commands: CommandRunner): SimEvent[] {
  return take(world, federation.id, choices, aiCaps(budget), now, commands, aiRecord(profile)).events;
}
