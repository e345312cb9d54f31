// Rivalry actions, poaching and talent raids (shared/sim/diplomacy/, docs/rules/diplomacy.md): payload shapes only; the rules are the sim's.
import { z } from 'zod';

export const RivalryActionPayloads = {} satisfies Record<string, z.ZodType>;
