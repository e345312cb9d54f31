// Training (spec: simulation §4 "Training"): starting costs funds and sets status training (the
// wrestler cannot appear on shows); each week counts down; at the end the skill rises by the spec's
// distribution, capped at 100, status returns to active and a history entry is added.
import { SKILL_LABELS, SKILL_MAX, trainingCost, trainingGainFor, trainingWeeks, type SkillName } from '#shared/rules/training.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { nextFloat, type RngState } from '../rng.ts';
import { headCoachEffectiveness } from '../staff/hiring.ts';
import { requireFederation, type World } from '../world.ts';
import { requireOwnWrestler } from './contracts.ts';
import { addHistory, NO_TRAINING, refreshRating } from './wrestler.ts';
import { noteWrestlerChange } from './wrestlerWeekChanges.ts';

export interface TrainingPlan {
  skill: SkillName;
  weeks: number;
  cost: number;
}

/** What a course would take for this wrestler and skill at this federation (the screens preview it). */
export function planTraining(world: World, federationId: string, level: number, skill: SkillName): TrainingPlan {
  const federation = requireFederation(world, federationId);
  return { skill, weeks: trainingWeeks(level, headCoachEffectiveness(federation)), cost: trainingCost(level) };
}

export function startTraining(world: World, federationId: string, wrestlerId: string, skill: SkillName): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const wrestler = requireOwnWrestler(world, federationId, wrestlerId);
  if (wrestler.status === 'training' && wrestler.training.targetSkill) {
    const left = wrestler.training.weeksRemaining;
    throw new SimRefusal(`${wrestler.name} is already training ${SKILL_LABELS[wrestler.training.targetSkill]} (${left} week${left === 1 ? '' : 's'} left).`);
  }
  if (wrestler.status === 'injured') throw new SimRefusal(`${wrestler.name} is injured and cannot train.`);
  if (wrestler.status === 'on_loan') throw new SimRefusal(`${wrestler.name} is on loan and cannot train.`);
  const booked = world.shows.find((show) => show.federationId === federationId && !show.hasBeenRun && show.segments.some((segment) => segment.participants.includes(wrestler.id)));
  if (booked) throw new SimRefusal(`${wrestler.name} is booked on ${booked.name}: take them off the card before training.`);
  const level = wrestler.skills[skill];
  if (level >= SKILL_MAX) throw new SimRefusal(`${wrestler.name}'s ${SKILL_LABELS[skill]} is already at ${SKILL_MAX}.`);
  const plan = planTraining(world, federationId, level, skill);
  payNow(federation, 'training', `Training: ${wrestler.name} (${SKILL_LABELS[skill]})`, plan.cost);
  wrestler.status = 'training';
  wrestler.training = { isTraining: true, targetSkill: skill, weeksRemaining: plan.weeks, completedWeeks: 0, totalWeeks: plan.weeks };
  return [{ kind: 'trainingStarted', federationId, wrestlerId, name: wrestler.name, skill, weeks: plan.weeks, cost: plan.cost }];
}

/** The week advance's step (after the calendar moved): every course counts down; finished ones raise their skill. */
export function advanceTraining(world: World, rng: RngState): SimEvent[] {
  const events: SimEvent[] = [];
  for (const wrestler of world.wrestlers) {
    const { training } = wrestler;
    if (wrestler.status !== 'training' || !training.isTraining || !training.targetSkill || !wrestler.federationId) continue;
    training.weeksRemaining -= 1;
    training.completedWeeks += 1;
    if (training.weeksRemaining > 0) continue;
    const skill = training.targetSkill;
    const before = wrestler.skills[skill];
    const value = Math.min(SKILL_MAX, before + trainingGainFor(nextFloat(rng)));
    wrestler.skills[skill] = value;
    refreshRating(wrestler);
    addHistory(wrestler, { week: world.calendar.totalWeeksProgressed, skill, change: value - before, value, reason: 'Training' });
    noteWrestlerChange(world, wrestler, { what: skill, change: value - before, value, reason: 'Training completed' });
    wrestler.status = 'active';
    wrestler.training = { ...NO_TRAINING };
    events.push({ kind: 'trainingCompleted', federationId: wrestler.federationId, wrestlerId: wrestler.id, name: wrestler.name, skill, change: value - before, value });
  }
  return events;
}
