// Competing interest (issue 18 item 4, docs/game-rules.md "Wrestlers in demand"): how many active AI
// federations other than the asker would sign a free agent now, by the same value test their promoter
// uses when it looks for signings (ai/controller.ts): a free agent, not injured, whose popularity
// requirement it meets, who is not banned from it, with a place open on its roster, rated above its
// roster's average. A lone world (no AI federations) has no interest anywhere: its quotes are unchanged.
import { AI_ROSTER_SIZE } from '../../rules/ai.ts';
import { activeAiFederations } from '../ai/profile.ts';
import type { Federation, World } from '../world.ts';
import { qualifiesFor, rehireBanWeeksLeft } from './signing.ts';
import type { Wrestler } from './wrestler.ts';

/** What a federation's promoter weighs a free agent against: its roster's size and average rating. */
export interface SigningAppetite {
  federation: Federation;
  rosterSize: number;
  averageRating: number;
}

export function signingAppetite(world: World, federation: Federation): SigningAppetite {
  return signingAppetites(world, [federation])[0]!;
}

/**
 * The appetites of several federations, read in one pass over the world's wrestlers instead of one pass
 * each (the competing interest asks it of every active AI federation, several times a week: issue 18
 * figures). Each roster's ratings are summed in the world's order, as one pass per federation would.
 */
export function signingAppetites(world: World, federations: readonly Federation[]): SigningAppetite[] {
  const slot = new Map<string, number>();
  const sizes: number[] = [];
  const points: number[] = [];
  for (const [i, federation] of federations.entries()) {
    slot.set(federation.id, i);
    sizes.push(0);
    points.push(0);
  }
  for (const w of world.wrestlers) {
    if (w.federationId === null) continue;
    const at = slot.get(w.federationId);
    if (at === undefined) continue;
    sizes[at]! += 1;
    points[at]! += w.totalPoints;
  }
  return federations.map((federation, i) => ({ federation, rosterSize: sizes[i]!, averageRating: sizes[i] === 0 ? 0 : points[i]! / sizes[i]! }));
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
 * `appetites` are the active AI federations' (signingAppetites), when the caller has read them already.
 */
export function interestCounter(world: World, appetites: readonly SigningAppetite[] = signingAppetites(world, activeAiFederations(world))): (wrestler: Wrestler, askerId: string) => number {
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
