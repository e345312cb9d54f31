// A balance strategy's dealings with the rival federations (docs/rules/diplomacy.md), as candidates for its
// decisions (controller.ts strategyController): the exploits a player would try with them, each spamming one
// dealing whenever the rules allow it, read from the same quotes the screens show (a refused quote is no
// candidate). Only with rivals (the AI world).
import { RIVALRY_ACTIONS } from '#shared/rules/diplomacy.ts';
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { LOAN_MAX_WEEKS } from '#shared/rules/loans.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { quoteJointShow } from '#shared/sim/diplomacy/jointShowTerms.ts';
import { quoteLoan } from '#shared/sim/diplomacy/loanQuote.ts';
import { quotePoach } from '#shared/sim/diplomacy/poaching.ts';
import { quoteRivalryAction } from '#shared/sim/diplomacy/rivalryActions.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { showsNotRun, wrestlersOnCard } from '#shared/sim/shows/show.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import { usd } from './finances.ts';
import type { Plan, StrategyCandidate } from './strategies.ts';

/** The joint show farmer's share of each show it proposes (percent): what a rival often accepts (rules/ai.ts AI revenue share). */
const FARMER_SPLIT = 60;

/** The most popular running rival: the one a rumour-spammer hits. */
function topRival(world: World): Federation | undefined {
  return activeAiFederations(world).sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id))[0];
}

/** Every dealing the strategy spams, one candidate each (its weights say which it does). */
export function dealingCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  const out: StrategyCandidate[] = [];
  // Rumour-spammer: rumours about the top rival every week it can pay for them.
  if (plan.weights.rumours) {
    const rival = topRival(world);
    if (rival && quoteRivalryAction(world, federation.id, rival.id, 'spreadRumours').refusal === null) {
      out.push({ kind: 'rumours', need: 1, command: 'takeRivalryAction', payload: { targetId: rival.id, kind: 'spreadRumours' }, cost: RIVALRY_ACTIONS.spreadRumours.cost, reason: `Spread rumours about ${rival.name}, the top rival` });
    }
  }
  // Poacher: the best-rated rival wrestler it may take and pay, whenever its roster has room.
  if (plan.weights.poach && rosterOf(world, federation.id).length < AI_ROSTER_SIZE.max) {
    const theirs = activeAiFederations(world)
      .flatMap((f) => rosterOf(world, f.id))
      .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
    for (const w of theirs) {
      const quote = quotePoach(world, federation.id, w.id);
      if (quote.refusal) continue;
      out.push({ kind: 'poach', need: 1, command: 'poachWrestler', payload: { wrestlerId: w.id }, cost: quote.cost, reason: `Poached ${w.name} (rating ${w.totalPoints}) for ${usd(quote.cost)}` });
      break;
    }
  }
  // Lender: every wrestler not booked, lent for the longest loan to the first rival that takes them.
  if (plan.weights.lendOut) {
    const booked = new Set<string>();
    for (const show of showsNotRun(world)) if (show.federationId === federation.id) for (const id of wrestlersOnCard(show)) booked.add(id);
    const rivals = activeAiFederations(world);
    for (const w of rosterOf(world, federation.id)) {
      if (booked.has(w.id) || w.status !== 'active') continue;
      const weeks = Math.min(LOAN_MAX_WEEKS, (w.contract?.weeksRemaining ?? 0) - 1);
      if (weeks < 1) continue;
      const to = rivals.find((r) => {
        const quote = quoteLoan(world, federation.id, { direction: 'lend', wrestlerId: w.id, otherFederationId: r.id, weeks, term: 'none' });
        return quote.refusal === null && quote.answer?.accepts;
      });
      if (to) out.push({ kind: 'lendOut', need: 1, command: 'lendWrestler', payload: { wrestlerId: w.id, toFederationId: to.id, weeks, term: 'none' }, cost: 0, reason: `Lent ${w.name} to ${to.name} for ${weeks} weeks` });
    }
  }
  // Joint show farmer: a joint show with every rival that would hear it, as early as allowed.
  if (plan.weights.jointShowFarm) {
    for (const rival of activeAiFederations(world)) {
      for (const type of ['charity', 'supershow', 'tournament', 'invasion'] as const) {
        const terms = { type, split: FARMER_SPLIT, weeksAhead: 2 };
        if (quoteJointShow(world, federation.id, rival.id, terms).refusal) continue;
        out.push({ kind: 'jointShowFarm', need: 1, command: 'proposeJointShow', payload: { partnerId: rival.id, ...terms }, cost: 0, reason: `Proposed a ${type} to ${rival.name}` });
        break;
      }
    }
  }
  return out;
}
