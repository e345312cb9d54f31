// Rivalry actions, poaching and talent raids (shared/sim/diplomacy/, docs/rules/diplomacy.md): payload shapes only; the rules are the sim's.
import { z } from 'zod';
import { RIVALRY_ACTION_KINDS } from '../rules/diplomacy.ts';
import { idSchema } from './ids.ts';

export const RivalryActionPayloads = {
  /** Takes a rivalry action against (or with) another federation: spread rumours, counter-programming, media war, alliance, cross-promotion, trade agreement. */
  takeRivalryAction: z.object({ targetId: idSchema('Federation id'), kind: z.enum(RIVALRY_ACTION_KINDS, { error: 'Unknown rivalry action' }) }).strict(),
  /** Poaches one wrestler of another federation (2.5 x salary, a 52-week contract). */
  poachWrestler: z.object({ wrestlerId: idSchema('Wrestler id') }).strict(),
  /** Raids 2-3 wrestlers of one federation ($50,000 plus their salaries); how many is the sim's rule. */
  talentRaid: z.object({ targetId: idSchema('Federation id'), wrestlerIds: z.array(idSchema('Wrestler id'), { error: 'Pick the wrestlers to raid' }).max(10, 'Too many wrestlers') }).strict(),
} satisfies Record<string, z.ZodType>;
