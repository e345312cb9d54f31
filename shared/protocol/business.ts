// Business commands: product investments, venue upgrades, campaigns and the shop. See
// docs/protocol.md.
import { z } from 'zod';
import { PRODUCT_KINDS } from '../rules/products.ts';
import { idSchema } from './ids.ts';

const product = z.enum(PRODUCT_KINDS, { error: `Product must be one of ${PRODUCT_KINDS.join(', ')}` });

export const BusinessPayloads = {
  investInProduct: z.object({ product }).strict(),
  setProductActive: z.object({ product, active: z.boolean({ error: 'Active must be true or false' }) }).strict(),
  buyVenueUpgrade: z.object({ upgradeId: idSchema('Upgrade id') }).strict(),
  buyCampaign: z.object({ campaignId: idSchema('Campaign id') }).strict(),
  buyAudienceSurge: z.object({}).strict(),
  buyEliteScouting: z.object({}).strict(),
  acceptTvOffer: z.object({ networkId: idSchema('Network id'), showId: idSchema('Show id') }).strict(),
  declineTvOffer: z.object({ networkId: idSchema('Network id') }).strict(),
  /** Moves an active deal onto another weekly show (when its show was cancelled). */
  assignTvDeal: z.object({ dealId: idSchema('Deal id'), showId: idSchema('Show id') }).strict(),
} as const;
