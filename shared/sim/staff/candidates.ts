// Staff candidates (spec §9 "Staff"): 2-3 per type, skill 60-99, experience 0-49, salary and hiring
// cost by the spec's formulas. A federation gets its pool when it is founded.
import { STAFF_FIRST_NAMES, STAFF_LAST_NAMES } from '#shared/data/staffNames.ts';
import {
  STAFF_CANDIDATES_MAX,
  STAFF_CANDIDATES_MIN,
  STAFF_EXPERIENCE_MAX,
  STAFF_EXPERIENCE_MIN,
  STAFF_SKILL_MAX,
  STAFF_SKILL_MIN,
  STAFF_SPECIALIZATIONS,
  STAFF_TYPES,
  staffHiringCost,
  staffWeeklySalary,
  type StaffType,
} from '#shared/rules/staff.ts';
import { nextInt, pick, type RngState } from '../rng.ts';
import { takeId, type Federation, type World } from '../world.ts';
import type { StaffMember } from './staffMember.ts';

function uniqueName(taken: Set<string>, rng: RngState): string {
  for (;;) {
    const name = `${pick(rng, STAFF_FIRST_NAMES)} ${pick(rng, STAFF_LAST_NAMES)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

export function createCandidate(world: World, type: StaffType, taken: Set<string>, rng: RngState): StaffMember {
  const skill = nextInt(rng, STAFF_SKILL_MIN, STAFF_SKILL_MAX);
  const weeklySalary = staffWeeklySalary(type, skill);
  return {
    id: takeId(world, 'staff'),
    type,
    name: uniqueName(taken, rng),
    skill,
    weeklySalary,
    hiringCost: staffHiringCost(weeklySalary),
    experience: nextInt(rng, STAFF_EXPERIENCE_MIN, STAFF_EXPERIENCE_MAX),
    specialization: pick(rng, STAFF_SPECIALIZATIONS[type]),
    isHired: false,
    hiredWeek: null,
  };
}

/** The federation's candidate pool: 2-3 of every type. */
export function fillStaffCandidates(world: World, federation: Federation, rng: RngState): void {
  const taken = new Set([...federation.staff, ...federation.staffCandidates].map((s) => s.name));
  for (const type of STAFF_TYPES) {
    const count = nextInt(rng, STAFF_CANDIDATES_MIN, STAFF_CANDIDATES_MAX);
    for (let i = 0; i < count; i += 1) federation.staffCandidates.push(createCandidate(world, type, taken, rng));
  }
}
