// When a week's bills exceed the funds (our design, rules/insolvency.ts): funds stay at 0, and the unpaid
// week has consequences the player sees coming. Every signed wrestler loses morale; after 2 unpaid weeks
// in a row the staff walk out; after 3, unhappy wrestlers leave. A fully paid week resets the count.
import { REHIRE_BAN_WEEKS } from '../../rules/contracts.ts';
import { STAFF_WALKOUT_UNPAID_WEEKS, UNPAID_MORALE_LOSS, WALKOUT_MORALE, WRESTLER_WALKOUT_UNPAID_WEEKS } from '../../rules/insolvency.ts';
import { clampMorale } from '../../rules/morale.ts';
import { formatUsdPlain } from '../../rules/money.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { recordsRead } from '../ai/profile.ts';
import type { Federation, World } from '../world.ts';

export function settleShortfall(world: World, federation: Federation, shortfall: number, now: number): SimEvent[] {
  if (shortfall <= 0) {
    federation.unpaidWeeks = 0;
    return [];
  }
  federation.unpaidWeeks += 1;
  const events: SimEvent[] = [{ kind: 'payrollMissed', federationId: federation.id, shortfall, unpaidWeeks: federation.unpaidWeeks }];
  const roster = rosterOf(world, federation.id);
  for (const wrestler of roster) {
    wrestler.morale = clampMorale(wrestler.morale - UNPAID_MORALE_LOSS);
    // A computer-run federation's wrestlers keep no reasons (ai/profile.ts recordsRead).
    if (recordsRead(federation)) wrestler.moraleChange = [...wrestler.moraleChange, { label: 'Wages not paid', amount: -UNPAID_MORALE_LOSS }];
  }
  const lines = [
    `Your federation could not pay $${formatUsdPlain(shortfall)} of this week's bills (${federation.unpaidWeeks} week${federation.unpaidWeeks === 1 ? '' : 's'} in a row). Every wrestler lost ${UNPAID_MORALE_LOSS} morale.`,
  ];
  if (federation.unpaidWeeks >= STAFF_WALKOUT_UNPAID_WEEKS && federation.staff.length > 0) {
    const names = federation.staff.map((s) => s.name);
    federation.staffCandidates.push(...federation.staff.map((s) => ({ ...s, isHired: false, hiredWeek: null })));
    federation.staff = [];
    lines.push(`Your staff walked out: ${names.join(', ')}.`);
    events.push({ kind: 'walkout', federationId: federation.id, names, who: 'staff' });
  }
  if (federation.unpaidWeeks >= WRESTLER_WALKOUT_UNPAID_WEEKS) {
    const leaving = roster.filter((w) => w.morale < WALKOUT_MORALE);
    for (const wrestler of leaving) {
      freeWrestler(world, wrestler, 'Walked out over unpaid wages');
      wrestler.rehireBanUntilWeek = world.calendar.totalWeeksProgressed + REHIRE_BAN_WEEKS;
      wrestler.rehireBanFederationId = federation.id;
    }
    if (leaving.length) {
      lines.push(`Unpaid and unhappy, these wrestlers left and will not sign with you for ${REHIRE_BAN_WEEKS} weeks: ${leaving.map((w) => w.name).join(', ')}.`);
      events.push({ kind: 'walkout', federationId: federation.id, names: leaving.map((w) => w.name), who: 'wrestlers' });
    }
  } else {
    lines.push(
      federation.unpaidWeeks + 1 >= STAFF_WALKOUT_UNPAID_WEEKS
        ? 'Pay next week\'s bills in full or your staff will walk out, and after that your unhappiest wrestlers.'
        : 'Run shows, cut costs or release wrestlers before next week.',
    );
  }
  addMessage(world, federation.id, 'payroll_missed', 'Missed payroll', lines.join(' '), now);
  return events;
}
