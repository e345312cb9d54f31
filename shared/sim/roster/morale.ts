// How morale moves each week (our design, docs/rules/roster.md "Morale"): pay against the asking salary,
// time on the roster without work, training, a new contract, and a contract running out. Every change
// keeps its reasons (moraleChange) so the screens can say why: the week's show nights (applied when each
// show ran) come first, then the advance's own parts. Later systems add their own parts.
import { LENGTH_SALARY_FACTOR, PER_APPEARANCE_FEE_FACTOR } from '#shared/rules/contracts.ts';
import {
  clampMorale,
  MORALE_EXPIRY_WORRY_LOSS,
  MORALE_EXPIRY_WORRY_WEEKS,
  MORALE_IDLE_GRACE_WEEKS,
  MORALE_IDLE_LONG_LOSS,
  MORALE_IDLE_LONG_WEEKS,
  MORALE_IDLE_LOSS,
  MORALE_NEW_CONTRACT_GAIN,
  MORALE_PAY_STEPS,
  MORALE_TRAINING_GAIN,
} from '#shared/rules/morale.ts';
import type { SimEvent } from '../events.ts';
import { showsOfWeek, type Show } from '../shows/show.ts';
import { recordsRead } from '../ai/profile.ts';
import type { World } from '../world.ts';
import type { MoralePart, Wrestler } from './wrestler.ts';

/**
 * Agreed pay against what the wrestler asks for a contract of that length, as a ratio (a Per Appearance
 * fee is compared per week). A long deal's discount (LENGTH_SALARY_FACTOR: 52 weeks at 90%) is what the
 * wrestler asked for that security, so taking it is never "below their asking salary".
 */
export function payRatio(wrestler: Wrestler): number {
  if (!wrestler.contract || wrestler.askingSalary <= 0) return 1;
  const weekly = wrestler.contract.type === 'perAppearance' ? wrestler.contract.salary / PER_APPEARANCE_FEE_FACTOR : wrestler.contract.salary;
  const asked = wrestler.askingSalary * (LENGTH_SALARY_FACTOR[wrestler.contract.lengthWeeks] ?? 1);
  return weekly / asked;
}

/**
 * The pay part of the week's morale (MORALE_PAY_STEPS), or null when the pay is fair. It assumes the week's
 * wages are paid: a week that goes unpaid takes it back (ledger/insolvency.ts settleShortfall).
 */
export function payPart(wrestler: Wrestler): MoralePart | null {
  const ratio = payRatio(wrestler);
  for (const [minimum, amount, label] of MORALE_PAY_STEPS) {
    if (ratio >= minimum) return amount !== 0 ? { label, amount } : null;
  }
  return null;
}

/**
 * This week's morale parts for a signed wrestler. `weeksProgressed` is the calendar's count before the
 * advance; `trainedThisWeek` and `workedThisWeek` say how the week was spent.
 */
export function moraleParts(wrestler: Wrestler, weeksProgressed: number, trainedThisWeek: boolean, idleWeeks: number): MoralePart[] {
  const parts: MoralePart[] = [];
  const pay = payPart(wrestler);
  if (pay) parts.push(pay);
  if (wrestler.contract && wrestler.contract.signedWeek === weeksProgressed) parts.push({ label: 'New contract', amount: MORALE_NEW_CONTRACT_GAIN });
  if (trainedThisWeek) parts.push({ label: 'Training: the federation invests in them', amount: MORALE_TRAINING_GAIN });
  if (idleWeeks > MORALE_IDLE_LONG_WEEKS) parts.push({ label: `No work for ${idleWeeks} weeks`, amount: -MORALE_IDLE_LONG_LOSS });
  else if (idleWeeks > MORALE_IDLE_GRACE_WEEKS) parts.push({ label: `No work for ${idleWeeks} weeks`, amount: -MORALE_IDLE_LOSS });
  if (wrestler.contract && wrestler.contract.weeksRemaining <= MORALE_EXPIRY_WORRY_WEEKS) {
    parts.push({ label: 'Contract running out', amount: -MORALE_EXPIRY_WORRY_LOSS });
  }
  return parts;
}

/**
 * What each show night of the week did to its wrestlers' morale (already applied when the show ran):
 * one part per appearance, "Won at {show}", "Lost at …", "Draw at …" or "Promo at …", with the change
 * the night made (0 included: the night is a reason too).
 */
export function showNightParts(shows: readonly Show[]): Map<string, MoralePart[]> {
  const parts = new Map<string, MoralePart[]>();
  for (const show of shows) {
    // The night's four labels, written once per show rather than once per appearance.
    const labels = { Promo: `Promo at ${show.name}`, Draw: `Draw at ${show.name}`, Won: `Won at ${show.name}`, Lost: `Lost at ${show.name}` };
    for (const segment of show.segments) {
      const result = segment.result;
      if (!result) continue;
      const match = 'winners' in result ? result : null;
      for (const change of result.changes) {
        const label = !match ? labels.Promo : match.isDraw ? labels.Draw : match.winners.includes(change.wrestlerId) ? labels.Won : labels.Lost;
        const list = parts.get(change.wrestlerId);
        if (list) list.push({ label, amount: change.morale });
        else parts.set(change.wrestlerId, [{ label, amount: change.morale }]);
      }
    }
  }
  return parts;
}

/**
 * The week advance's morale step for every signed wrestler; runs before training and contracts move on.
 * `weeksProgressed` is the count of the week that just ended (before the calendar moved).
 */
export function advanceMorale(world: World, weeksProgressed: number): SimEvent[] {
  const events: SimEvent[] = [];
  const weekShows: Show[] = [];
  const appeared = new Set<string>();
  for (const show of showsOfWeek(world, weeksProgressed)) {
    if (!show.hasBeenRun) continue;
    weekShows.push(show);
    for (const segment of show.segments) for (const id of segment.participants) appeared.add(id);
  }
  const nights = showNightParts(weekShows);
  // A computer-run federation's wrestlers keep no reasons (ai/profile.ts recordsRead): a rival's wrestler
  // is seen without morale (world/wrestlerView.ts publicWrestler) and a release clears them. Kept, each
  // week's list outlived the young generation and was dropped the week after.
  const unread = new Set<string>();
  for (const federation of world.federations) if (!recordsRead(federation)) unread.add(federation.id);
  for (const wrestler of world.wrestlers) {
    const federationId = wrestler.federationId;
    if (!federationId) continue;
    const trained = wrestler.status === 'training';
    // A week spent training or on a show is work.
    wrestler.idleWeeks = trained || appeared.has(wrestler.id) ? 0 : wrestler.idleWeeks + 1;
    const parts = moraleParts(wrestler, weeksProgressed, trained, wrestler.idleWeeks);
    const from = wrestler.morale;
    let change = 0;
    for (const part of parts) change += part.amount;
    wrestler.morale = clampMorale(from + change);
    // The nights were applied when the shows ran: listed as reasons, not added again. The list is the
    // wrestler's own (the event keeps `parts`): the nights' list is this step's, or a copy of the parts.
    const night = nights.get(wrestler.id);
    if (night) for (const part of parts) night.push(part);
    if (unread.has(federationId)) {
      if (wrestler.moraleChange.length > 0) wrestler.moraleChange = [];
    } else wrestler.moraleChange = night ?? parts.slice();
    if (wrestler.morale !== from) {
      events.push({ kind: 'moraleChanged', federationId, wrestlerId: wrestler.id, name: wrestler.name, from, to: wrestler.morale, parts });
    }
  }
  return events;
}
