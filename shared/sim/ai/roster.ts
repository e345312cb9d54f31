// An AI federation's roster (spec §9: 6-11 wrestlers), signed from the world's free agents through the same
// signing rules as the player's (roster/signing.ts: popularity requirement, rehire ban, the bonus paid now):
// a 52-week Permanent Deal. The budget for the places to fill is AI_SIGNING_BUDGET_SHARE of its funds,
// split evenly; each place takes the best wrestler (by rating) whose bonus fits its part, or else the
// cheapest it can pay (docs/game-rules.md "AI federations").
import { AI_CONTRACT_WEEKS, AI_SIGNING_BUDGET_SHARE } from '../../rules/ai.ts';
import type { SimEvent } from '../events.ts';
import { quoteContract } from '../roster/contractTerms.ts';
import { qualifiesFor, rehireBanWeeksLeft, signWrestler } from '../roster/signing.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';

const AI_OFFER = { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS } as const;

function bonusOf(wrestler: Wrestler): number {
  return quoteContract(wrestler, AI_OFFER).bonus;
}

/** Signs free agents until the roster reaches `target` or nobody it may sign is affordable. */
export function fillAiRoster(world: World, federation: Federation, target: number): SimEvent[] {
  const events: SimEvent[] = [];
  let places = target - rosterOf(world, federation.id).length;
  if (places <= 0) return events;
  // Best first, ties by id so a seed always gives the same roster.
  const candidates = world.wrestlers
    .filter((w) => w.federationId === null && w.status !== 'injured' && qualifiesFor(federation, w) && rehireBanWeeksLeft(world, federation.id, w) === 0)
    .sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
  let budget = federation.funds * AI_SIGNING_BUDGET_SHARE;
  while (places > 0 && candidates.length > 0) {
    const part = budget / places;
    let index = candidates.findIndex((w) => bonusOf(w) <= part);
    if (index < 0) {
      let cheapest = -1;
      candidates.forEach((w, i) => {
        if (bonusOf(w) <= federation.funds && (cheapest < 0 || bonusOf(w) < bonusOf(candidates[cheapest]!))) cheapest = i;
      });
      index = cheapest;
    }
    if (index < 0) break;
    const [wrestler] = candidates.splice(index, 1);
    budget -= bonusOf(wrestler!);
    events.push(...signWrestler(world, federation.id, wrestler!.id, { source: AI_OFFER.source, contractType: AI_OFFER.type, weeks: AI_OFFER.weeks }));
    places -= 1;
  }
  return events;
}
