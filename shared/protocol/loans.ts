// Lending and borrowing wrestlers between federations (shared/sim/diplomacy/, docs/rules/diplomacy.md): payload shapes only; the rules are the sim's.
import { z } from 'zod';

export const LoanPayloads = {} satisfies Record<string, z.ZodType>;
