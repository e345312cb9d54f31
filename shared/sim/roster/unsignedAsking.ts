// Asking salaries fall for a wrestler no one signs (docs/rules/roster.md "The weekly market and free agents"): each week a free
// agent stays unsigned, the asking salary is their value less UNSIGNED_ASKING_DROP_PER_WEEK of it per week,
// down to UNSIGNED_ASKING_FLOOR_SHARE. A signed wrestler keeps the salary they signed for (morale reads pay
// against it); once free again their price starts from their value. A birthday sets a new value.
import { unsignedAskingSalary } from '#shared/rules/market.ts';
import type { World } from '../world.ts';

/** The week advance's step: every free agent one week longer unsigned and asking accordingly; the signed' counters reset. */
export function lowerUnsignedAsking(world: World): void {
  for (const wrestler of world.wrestlers) {
    if (wrestler.federationId !== null) {
      if (wrestler.weeksUnsigned) wrestler.weeksUnsigned = 0;
      continue;
    }
    if (wrestler.marketValue === undefined) wrestler.marketValue = wrestler.askingSalary;
    wrestler.weeksUnsigned = (wrestler.weeksUnsigned ?? 0) + 1;
    wrestler.askingSalary = unsignedAskingSalary(wrestler.marketValue, wrestler.weeksUnsigned);
  }
}
