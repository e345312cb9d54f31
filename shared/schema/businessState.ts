// The federation's business and TV in the synced state: products, venue upgrades, campaigns and shop
// boosts (FederationPrivateState.business), the TV networks and the broadcast deals.
import { schema, t, type SchemaType } from '@colyseus/schema';

export const ProductState = schema({ level: t.uint8().default(0), isActive: t.boolean().default(false) }, 'ProductState');
export type ProductState = SchemaType<typeof ProductState>;

/** A TV network as the federation sees it: unlocked or not, and its offer as JSON (TvOffer) or '' (syncedJson.ts tvOfferField). */
export const TvNetworkState = schema(
  {
    networkId: t.string(),
    name: t.string(),
    networkSize: t.uint32(),
    minPopularityRequired: t.uint8(),
    description: t.string().default(''),
    isUnlocked: t.boolean().default(false),
    offer: t.string().default(''),
  },
  'TvNetworkState',
);
export type TvNetworkState = SchemaType<typeof TvNetworkState>;

/** A broadcast deal with its record: JSON of the BroadcastDeal (syncedJson.ts broadcastDealField). */
export const BroadcastDealState = schema(
  {
    id: t.string(),
    networkId: t.string(),
    showId: t.string(),
    isActive: t.boolean(),
    totalEarnings: t.float64(),
    deal: t.string().default('{}'),
  },
  'BroadcastDealState',
);
export type BroadcastDealState = SchemaType<typeof BroadcastDealState>;

/** The federation's business: products, venue upgrades, campaigns and shop boosts. */
export const BusinessState = schema(
  {
    merchandising: ProductState,
    advertising: ProductState,
    production: ProductState,
    /** Ids of the venue upgrades owned (shared/rules/venueUpgrades.ts). */
    venueUpgrades: t.array('string'),
    /** JSON of ActiveCampaign[] (syncedJson.ts activeCampaignsField). */
    activeCampaigns: t.string().default('[]'),
    /** Shows left on audience surges (0 for none), and its percentage. */
    surgeShowsLeft: t.uint8().default(0),
    surgePercent: t.uint8().default(0),
    /** The free agent elite scouting would bring now ('' for none), and its fee. */
    eliteProspectName: t.string().default(''),
    eliteProspectCost: t.float64().default(0),
  },
  'BusinessState',
);
export type BusinessState = SchemaType<typeof BusinessState>;
