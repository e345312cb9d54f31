// The world's federations (/companies and a page per federation): read-only queries, nothing synced.
import { z } from 'zod';
import { idSchema } from './ids.ts';

export const CompanyPayloads = {
  /** Every federation that exists or has existed, the most popular first (changes nothing). */
  getCompanies: z.object({}).strict(),
  /** One federation's public page: roster, titles and lineages, recent shows, history (changes nothing). */
  getCompany: z.object({ federationId: idSchema('Federation id') }).strict(),
} as const;
