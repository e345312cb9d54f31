// Competing interest (docs/rules/roster.md "Wrestlers in demand"): how many active AI
// federations other than the asker would sign a free agent now, by the same value test their promoter
// uses when it looks for signings (ai/controller.ts): a free agent, not injured, whose popularity
// requirement it meets, who is not banned from it, with a place open on its roster, rated above its
// roster's average. A lone world (no AI federations) has no interest anywhere: its quotes are unchanged.
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { activeAiFederations } from '../ai/profile.ts';
import type { Federation, World } from '../world.ts';
import { qualifiesFor, rehireBanWeeksLeft } from './eligibility.ts';
import { rosterOf, type Wrestler } from './wrestler.ts';

/** What a federation's promoter weighs a free agent against: its roster's size and average rating. */
export interface SigningAppetite {
  federation: Federation;
  rosterSize: number;
  averageRating: number;
}

/**
 * A federation's appetite, read from the world's roster index (rosterOf): the read touches its own
 * wrestlers only, not every wrestler of the world (the competing interest reads every active AI
 * federation's, several times a week). The ratings are summed in the world's order.
 */
export function signingAppetite(world: World, federation: Federation): SigningAppetite {
  const roster = rosterOf(world, federation.id);
  let points = 0;
  for (const w of roster) points += w.totalPoints;
  return { federation, rosterSize: roster.length, averageRating: roster.length === 0 ? 0 : points / roster.length };
}

/** Whether the wrestler may be signed by the federation at all (anything but money and value). */
export function openToSign(world: World, federation: Federation, wrestler: Wrestler): boolean {
  return wrestler.federationId === null && wrestler.status !== 'injured' && qualifiesFor(federation, wrestler) && rehireBanWeeksLeft(world, federation.id, wrestler) === 0;
}

/** The promoter's value test: a place open and a wrestler rated above the roster's average. */
export function wouldWant(world: World, appetite: SigningAppetite, wrestler: Wrestler): boolean {
  return appetite.rosterSize < AI_ROSTER_SIZE.max && wrestler.totalPoints > appetite.averageRating && openToSign(world, appetite.federation, wrestler);
}

/**
 * A counter of competing interest for one moment of the world: the appetites are read once, then each
 * wrestler costs one test per active AI federation (the promoter counts it for every free agent it weighs).
 */
export function interestCounter(world: World): (wrestler: Wrestler, askerId: string) => number {
  const appetites = activeAiFederations(world).map((f) => signingAppetite(world, f));
  return (wrestler, askerId) => {
    if (wrestler.federationId !== null) return 0;
    let count = 0;
    for (const appetite of appetites) if (appetite.federation.id !== askerId && wouldWant(world, appetite, wrestler)) count += 1;
    return count;
  };
}

/** The number of active AI federations other than `askerId` that would sign the wrestler now. */
export function competingInterest(world: World, wrestler: Wrestler, askerId: string): number {
  // A signed wrestler draws no interest: the appetites are not read for them.
  return wrestler.federationId !== null ? 0 : interestCounter(world)(wrestler, askerId);
}
