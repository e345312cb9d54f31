// Hiring and firing (spec §4 "Staff"): hiring pays the hiring cost (4 weeks of salary) and moves the
// candidate to the staff; firing returns them to the candidates. A federation has one adviser of each
// type (our rule: each type is a head of department).
import { coachEffectiveness, STAFF_TYPE_LABELS } from '#shared/rules/staff.ts';
import type { SimEvent } from '../events.ts';
import { payNow } from '../ledger/payments.ts';
import { SimRefusal } from '../refusal.ts';
import { requireFederation, type Federation, type World } from '../world.ts';

/** The hired head coach's effectiveness (0-1), or 0 without one. */
export function headCoachEffectiveness(federation: Federation): number {
  const coach = federation.staff.find((s) => s.type === 'head_coach');
  return coach ? coachEffectiveness(coach.skill, coach.experience) : 0;
}

export function hireStaff(world: World, federationId: string, candidateId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const candidate = federation.staffCandidates.find((s) => s.id === candidateId);
  if (!candidate) throw new SimRefusal('That staff candidate is not available.');
  const current = federation.staff.find((s) => s.type === candidate.type);
  if (current) throw new SimRefusal(`You already have a ${STAFF_TYPE_LABELS[candidate.type]}: let ${current.name} go first.`);
  payNow(federation, 'staff_hiring', `Hiring: ${candidate.name} (${STAFF_TYPE_LABELS[candidate.type]})`, candidate.hiringCost);
  federation.staffCandidates = federation.staffCandidates.filter((s) => s.id !== candidateId);
  federation.staff.push({ ...candidate, isHired: true, hiredWeek: world.calendar.totalWeeksProgressed });
  return [{ kind: 'staffHired', federationId, staffId: candidate.id, name: candidate.name, staffType: candidate.type, cost: candidate.hiringCost }];
}

export function fireStaff(world: World, federationId: string, staffId: string): SimEvent[] {
  const federation = requireFederation(world, federationId);
  const member = federation.staff.find((s) => s.id === staffId);
  if (!member) throw new SimRefusal('That person is not on your staff.');
  federation.staff = federation.staff.filter((s) => s.id !== staffId);
  federation.staffCandidates.push({ ...member, isHired: false, hiredWeek: null });
  return [{ kind: 'staffFired', federationId, staffId, name: member.name, staffType: member.type }];
}
