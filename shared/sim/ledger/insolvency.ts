// When a week's bills exceed the funds (our design, rules/insolvency.ts): funds stay at 0, and the unpaid
// week has consequences the player sees coming. Every signed wrestler loses morale; after 2 unpaid weeks
// in a row the staff walk out; after 3, unhappy wrestlers leave. A fully paid week resets the count.
// Unpaid wages are not "paid above" or "below" anything: the morale step's pay part (settled before the
// ledger, when the payroll was not known) is taken back, and "Wages not paid" takes its place. Who walks
// out is read on the morale the wrestler stood at before this week's wage loss (below WALKOUT_MORALE), the
// figure the player saw when the last warning came.
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import { STAFF_WALKOUT_UNPAID_WEEKS, UNPAID_MORALE_LOSS, WALKOUT_MORALE, WRESTLER_WALKOUT_UNPAID_WEEKS } from '#shared/rules/insolvency.ts';
import { clampMorale } from '#shared/rules/morale.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { barFromRehire } from '../roster/eligibility.ts';
import { payPart } from '../roster/morale.ts';
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
  const read = recordsRead(federation);
  const standing = new Map<string, number>();
  for (const wrestler of roster) {
    const from = wrestler.morale;
    // The pay part the morale step added this week does not count: nothing was paid.
    const pay = payPart(wrestler);
    const before = pay ? clampMorale(from - pay.amount) : from;
    standing.set(wrestler.id, before);
    wrestler.morale = clampMorale(before - UNPAID_MORALE_LOSS);
    const parts = [...(pay ? [{ label: `${pay.label}: not this week, wages not paid`, amount: -pay.amount }] : []), { label: 'Wages not paid', amount: -UNPAID_MORALE_LOSS }];
    // A computer-run federation's wrestlers keep no reasons (ai/profile.ts recordsRead).
    if (read) {
      wrestler.moraleChange = [...wrestler.moraleChange.filter((part) => !pay || part.label !== pay.label), { label: 'Wages not paid', amount: -UNPAID_MORALE_LOSS }];
      if (wrestler.morale !== from) events.push({ kind: 'moraleChanged', federationId: federation.id, wrestlerId: wrestler.id, name: wrestler.name, from, to: wrestler.morale, parts });
    }
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
    const leaving = roster.filter((w) => (standing.get(w.id) ?? w.morale) < WALKOUT_MORALE);
    for (const wrestler of leaving) {
      freeWrestler(world, wrestler, 'Walked out over unpaid wages');
      barFromRehire(world, federation.id, wrestler);
    }
    if (leaving.length) {
      lines.push(`Unpaid and unhappy, these wrestlers left and will not sign with you for ${REHIRE_BAN_WEEKS} weeks: ${leaving.map((w) => w.name).join(', ')}.`);
      events.push({ kind: 'walkout', federationId: federation.id, names: leaving.map((w) => w.name), who: 'wrestlers' });
    }
  } else {
    lines.push(
      federation.unpaidWeeks + 1 >= STAFF_WALKOUT_UNPAID_WEEKS
        ? `Pay next week's bills in full or your staff will walk out, and after that every wrestler below ${WALKOUT_MORALE} morale.`
        : 'Run shows, cut costs or release wrestlers before next week.',
    );
  }
  addMessage(world, federation.id, 'payroll_missed', 'Missed payroll', lines.join(' '), now);
  return events;
}
