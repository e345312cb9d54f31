// Talent figures as the roster, market, free agents and profile show them.
import { CONTRACT_TYPE_LABELS, type ContractType } from '#shared/rules/contracts.ts';
import { coachEffectiveness } from '#shared/rules/staff.ts';
import { SKILL_LABELS, SKILLS, isSkillName, type SkillName } from '#shared/rules/training.ts';
import { formatUsd } from '#client/lib/format.ts';

/** A salary with its unit: "$1,200/wk" (Permanent Deal) or "$1,500/show" (Per Appearance). */
export function formatSalary(amount: number, contractType: string): string {
  return `${formatUsd(amount)}/${contractType === 'perAppearance' ? 'show' : 'wk'}`;
}

export function contractTypeLabel(contractType: string): string {
  return contractType === 'permanent' || contractType === 'perAppearance' ? CONTRACT_TYPE_LABELS[contractType as ContractType] : 'No contract';
}

export function weeksText(weeks: number): string {
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

export function skillLabel(skill: string): string {
  return isSkillName(skill) ? SKILL_LABELS[skill] : skill;
}

/** The five skills of a synced wrestler (flat fields) or a fetched one (skills record). */
export function skillsOf(wrestler: Readonly<Record<SkillName, number>>): Record<SkillName, number> {
  return Object.fromEntries(SKILLS.map((skill) => [skill, wrestler[skill]])) as Record<SkillName, number>;
}

/** The hired head coach's effectiveness (0-1), 0 without one: the same formula the server uses. */
export function headCoachEffectivenessOf(staff: ReadonlyArray<{ type: string; skill: number; experience: number; isHired?: boolean }>): number {
  const coach = staff.find((member) => member.type === 'head_coach' && member.isHired !== false);
  return coach ? coachEffectiveness(coach.skill, coach.experience) : 0;
}

export function percent(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}
