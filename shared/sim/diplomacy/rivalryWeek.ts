// Rivalry actions each week (spec: simulation §4 "Rivalry actions"): every running action applies its weekly
// effect (counter-programming: both sides -1; media war: the initiator +0.5, the target -1; alliance: the
// initiator +0.3; cross-promotion: both sides +0.15; trade agreement: both sides receive $150), then ends
// with a message when the weeks since it was taken reach its duration. An action whose side stopped running
// (a federation closed) ends without effect. No action running: nothing changes and nothing is drawn.
import {
  ALLIANCE_WEEKLY_GAIN,
  COUNTER_PROGRAMMING_WEEKLY_LOSS,
  CROSS_PROMOTION_WEEKLY_GAIN,
  MEDIA_WAR_TARGET_WEEKLY_LOSS,
  MEDIA_WAR_WEEKLY_GAIN,
  RIVALRY_ACTIONS,
  TRADE_AGREEMENT_WEEKLY_INCOME,
  type RivalryActionKind,
} from '#shared/rules/diplomacy.ts';
import { isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import { receiveNow } from '../ledger/payments.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import { interaction, movePopularity, tellPlayer } from './dealing.ts';
import type { RivalryAction } from './rivalryAction.ts';
import { trimRecords } from './rivalryActions.ts';

/** The week's effect of one running action on its two sides. */
function weeklyEffect(action: RivalryAction, initiator: Federation, target: Federation): SimEvent[] {
  const label = RIVALRY_ACTIONS[action.kind as RivalryActionKind]?.label ?? action.kind;
  switch (action.kind) {
    case 'counterProgramming':
      return [...movePopularity(initiator, -COUNTER_PROGRAMMING_WEEKLY_LOSS, `${label} against ${target.name}`), ...movePopularity(target, -COUNTER_PROGRAMMING_WEEKLY_LOSS, `${label} by ${initiator.name}`)];
    case 'mediaWar':
      return [...movePopularity(initiator, MEDIA_WAR_WEEKLY_GAIN, `${label} against ${target.name}`), ...movePopularity(target, -MEDIA_WAR_TARGET_WEEKLY_LOSS, `${label} by ${initiator.name}`)];
    case 'alliance':
      return movePopularity(initiator, ALLIANCE_WEEKLY_GAIN, `${label} with ${target.name}`);
    case 'crossPromotion':
      return [...movePopularity(initiator, CROSS_PROMOTION_WEEKLY_GAIN, `${label} with ${target.name}`), ...movePopularity(target, CROSS_PROMOTION_WEEKLY_GAIN, `${label} with ${initiator.name}`)];
    case 'tradeAgreement':
      receiveNow(initiator, 'trade_agreement', `${label}: ${target.name}`, TRADE_AGREEMENT_WEEKLY_INCOME);
      receiveNow(target, 'trade_agreement', `${label}: ${initiator.name}`, TRADE_AGREEMENT_WEEKLY_INCOME);
      return [];
    default:
      return [];
  }
}

/** The expiry message's words: "Your media war against Apex Wrestling has ended after 4 weeks." */
export function expiryText(action: Pick<RivalryAction, 'kind' | 'weeks'>, initiatorName: string, otherName: string, forInitiator: boolean): string {
  const label = (RIVALRY_ACTIONS[action.kind as RivalryActionKind]?.label ?? action.kind).toLowerCase();
  return forInitiator ? `Your ${label} with ${otherName} has ended after ${action.weeks} weeks.` : `The ${label} ${initiatorName} started with you has ended after ${action.weeks} weeks.`;
}

export function advanceRivalryActions(world: World, week: WeekContext): SimEvent[] {
  const events: SimEvent[] = [];
  const now = world.calendar.totalWeeksProgressed;
  let ended = false;
  for (const action of world.rivalryActions) {
    // Taken in this week already (a computer-run federation acts earlier in the same advance): its first week starts with the next advance.
    if (!action.active || action.weekExecuted >= now) continue;
    const initiator = findFederation(world, action.initiatorId);
    const target = findFederation(world, action.targetId);
    const bothRun = !!initiator && !!target && isRunning(initiator) && isRunning(target);
    if (bothRun) for (const e of weeklyEffect(action, initiator, target)) events.push(e);
    if (bothRun && now - action.weekExecuted < action.weeks) continue;
    action.active = false;
    ended = true;
    if (!initiator || !target) continue;
    const label = RIVALRY_ACTIONS[action.kind as RivalryActionKind]?.label ?? action.kind;
    const mine = expiryText(action, initiator.name, target.name, true);
    const theirs = expiryText(action, initiator.name, target.name, false);
    events.push(interaction(initiator.id, target.id, `${action.kind}Ended`, mine));
    events.push(interaction(target.id, initiator.id, `${action.kind}Ended`, theirs));
    tellPlayer(world, initiator, `${label} ended`, mine, week.now);
    tellPlayer(world, target, `${label} ended`, theirs, week.now);
  }
  if (ended) trimRecords(world);
  return events;
}
