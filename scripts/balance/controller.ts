// A balance strategy as a controller of the AI promoter's kind: its week is a list of steps (cut costs,
// renew, swap, sign, invest, schedule, the shows, campaigns), each listing candidates and choosing
// through the promoter's own decide (shared/sim/ai/decide.ts), its weights being its character.
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import { CAMPAIGNS } from '#shared/rules/campaigns.ts';
import type { CommandResult } from '#shared/protocol/commands.ts';
import type { FederationController } from '#shared/sim/ai/controller.ts';
import { decide, type Caps, type Choice, type DecisionRecord } from '#shared/sim/ai/decide.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import { recordPlayed } from './attempt.ts';
import type { CareerResult } from './careerResult.ts';
import { LOAN_WEIGHT, loanCandidates } from './bank.ts';
import { dealingCandidates } from './dealings.ts';
import { promiseCandidates } from './promises.ts';
import { PLANS } from './plans.ts';
import { renewCandidates, signCandidates, swapCandidates } from './roster.ts';
import { scheduleCandidates, showCandidates } from './shows.ts';
import { campaignCandidates, cutCandidates, productCandidates, staffCandidates, venueUpgradeCandidates } from './spending.ts';
import type { Plan, Strategy, StrategyCandidate, StrategyKind, WeekContext } from './strategies.ts';

/** One step of a strategy's week: its candidates, listed again after every decision until none is taken. */
interface Step {
  list: (world: World, federation: Federation, plan: Plan, week: WeekContext) => StrategyCandidate[];
  /** Actions per decision (one, when each changes what the next should be). */
  actions: number;
  /** Decisions at most (a decision that takes nothing ends the step: the rules said no). */
  rounds: (plan: Plan) => number;
  /** Goes on after a decision that took nothing, until the list is empty (each show is offered its run once). */
  untilEmpty?: boolean;
}

/** Every kind but the one-of-a-kind ones may repeat within a decision (promos, renewals, price updates). */
const ONCE_A_DECISION: ReadonlySet<StrategyKind> = new Set(['acceptTv', 'sign', 'swap']);

/** A strategy's week, in order: cut costs, renew, swap, sign, invest, schedule, the shows (book, TV, run), campaigns, the bank, its dealings. */
const WEEK_STEPS: readonly Step[] = [
  { list: (world, federation, plan) => cutCandidates(world, federation, plan), actions: 1, rounds: () => 1 },
  { list: (world, federation, plan) => renewCandidates(world, federation, plan), actions: Number.POSITIVE_INFINITY, rounds: () => 1 },
  { list: swapCandidates, actions: 1, rounds: () => 2 },
  { list: (world, federation, plan) => signCandidates(world, federation, plan), actions: 1, rounds: (plan) => plan.rosterSize },
  { list: (_world, federation, plan) => productCandidates(federation, plan), actions: 1, rounds: () => 1 },
  { list: (_world, federation, plan) => staffCandidates(federation, plan), actions: 1, rounds: () => 1 },
  { list: (world, federation, plan) => venueUpgradeCandidates(world, federation, plan), actions: 1, rounds: () => 1 },
  { list: scheduleCandidates, actions: Number.POSITIVE_INFINITY, rounds: (plan) => 3 * plan.showsPerWeek + 2 },
  { list: showCandidates, actions: Number.POSITIVE_INFINITY, rounds: (plan) => 2 * plan.showsPerWeek + 1, untilEmpty: true },
  { list: campaignCandidates, actions: 1, rounds: () => CAMPAIGNS.length * 2 },
  { list: (world, federation) => loanCandidates(world, federation), actions: 1, rounds: () => 1 },
  { list: (world, federation, plan) => dealingCandidates(world, federation, plan), actions: Number.POSITIVE_INFINITY, rounds: () => 1 },
  { list: (world, federation, plan) => promiseCandidates(world, federation, plan), actions: Number.POSITIVE_INFINITY, rounds: () => 1 },
];

/** A strategy's decision, as the AI promoter records its own (shared/sim/ai/controller.ts AiDecision). */
export interface StrategyDecision {
  weekIndex: number;
  action: StrategyKind;
  command: string;
  reason: string;
}

/** Decisions a strategy keeps in its log (the newest), like the promoter's AI_DECISIONS_KEPT. */
const STRATEGY_DECISIONS_KEPT = 200;

/**
 * A strategy as a controller of the same kind as the AI promoter (shared/sim/ai/controller.ts
 * FederationController): each step of its week lists its candidates and chooses through the promoter's own
 * decide (shared/sim/ai/decide.ts), its weights being the strategy's character, without noise (the
 * strategies are rules, not dice: the generator is not drawn from) and without a budget (each candidate is
 * listed only when the strategy's own affordability test passes). What it did goes into `result` (TV
 * deals, show ratings) and, when given, the decision log.
 */
export function strategyController(strategy: Strategy, result: CareerResult, log?: StrategyDecision[]): FederationController {
  const plan = PLANS[strategy];
  const weights = { ...plan.weights, loan: plan.weights.loan ?? LOAN_WEIGHT };
  return (world, federationId, rng, now, commands) => {
    const federation = world.federations.find((f) => f.id === federationId);
    if (!federation) return [];
    const events: SimEvent[] = [];
    const week: WeekContext = { taken: [], runListed: new Set() };
    const record: DecisionRecord<StrategyCandidate> = (choice, weekIndex, commandResult) => {
      week.taken.push({ choice, result: commandResult });
      recordPlayed(choice.command, choice.payload, federationId, now, weekIndex);
      noteResult(world, choice, commandResult, result);
      if (log) {
        log.push({ weekIndex, action: choice.kind, command: choice.command, reason: choice.reason });
        if (log.length > STRATEGY_DECISIONS_KEPT) log.splice(0, log.length - STRATEGY_DECISIONS_KEPT);
      }
    };
    const caps = (actions: number): Caps<StrategyKind> => ({ actions, budget: Number.POSITIVE_INFINITY, minUtility: STRATEGY_MIN_UTILITY, repeatable: (kind) => !ONCE_A_DECISION.has(kind) });
    for (const step of WEEK_STEPS) {
      for (let round = 0; round < step.rounds(plan); round += 1) {
        const candidates = step.list(world, federation, plan, week);
        if (candidates.length === 0) break;
        const decision = decide(world, federationId, candidates, { weights, noise: 0 }, caps(step.actions), rng, now, commands, record);
        events.push(...decision.events);
        if (decision.taken.length === 0 && !step.untilEmpty) break;
      }
    }
    return events;
  };
}

/** A candidate is acted on when its utility (need x weight) reaches this: a weight of 0 never is. */
const STRATEGY_MIN_UTILITY = 0.01;

/** What the career's figures keep of a taken action: the first TV deal and the biggest network, the show ratings. */
function noteResult(world: World, choice: Choice<StrategyCandidate>, commandResult: CommandResult, result: CareerResult): void {
  if (choice.command === 'acceptTvOffer') {
    const networkId = (choice.payload as { networkId: string }).networkId;
    result.firstTvDealWeek ??= world.calendar.totalWeeksProgressed;
    result.bestNetworkViewers = Math.max(result.bestNetworkViewers, findTvNetwork(networkId)!.networkSize);
  } else if (choice.command === 'runShow') {
    if (commandResult.show?.result) result.showRatings.push(commandResult.show.result.rating.value);
  }
}
