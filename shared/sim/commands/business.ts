// Products, venue upgrades, campaigns and TV deals.
import { buyAudienceSurge, buyCampaign, buyEliteScouting } from '../business/campaigns.ts';
import { investInProduct, setProductActive } from '../business/products.ts';
import { buyVenueUpgrade } from '../business/venueUpgrades.ts';
import { acceptTvOffer, assignTvDeal, declineTvOffer } from '../tv/tvDeals.ts';
import type { CommandSpecs } from './command.ts';

/** Spending moves funds and bills, the business page, and the cards' expected figures (production, surges). */
const SPENDING = ['federation', 'business', 'ledgerLines', 'messages', 'upcomingShows'] as const;
/** A TV decision moves the offers, the deals, the shows they air and the federation's figures. */
const TV = ['tv', 'deals', 'upcomingShows', 'federation', 'ledgerLines', 'messages'] as const;

export const businessCommands: CommandSpecs<
  'investInProduct' | 'setProductActive' | 'buyVenueUpgrade' | 'buyCampaign' | 'buyAudienceSurge' | 'buyEliteScouting' | 'acceptTvOffer' | 'declineTvOffer' | 'assignTvDeal'
> = {
  investInProduct: { touches: SPENDING, run: (world, federationId, { product }) => ({ events: investInProduct(world, federationId, product) }) },
  setProductActive: {
    touches: SPENDING,
    run: (world, federationId, { product, active }) => {
      setProductActive(world, federationId, product, active);
      return { events: [] };
    },
  },
  buyVenueUpgrade: { touches: SPENDING, run: (world, federationId, { upgradeId }) => ({ events: buyVenueUpgrade(world, federationId, upgradeId) }) },
  buyCampaign: { touches: SPENDING, run: (world, federationId, { campaignId }) => ({ events: buyCampaign(world, federationId, campaignId) }) },
  buyAudienceSurge: { touches: SPENDING, run: (world, federationId) => ({ events: buyAudienceSurge(world, federationId) }) },
  // Elite scouting puts a prospect on the market.
  buyEliteScouting: { touches: [...SPENDING, 'market', 'roster'], run: (world, federationId) => ({ events: buyEliteScouting(world, federationId) }) },
  acceptTvOffer: {
    touches: TV,
    run: (world, federationId, { networkId, showId }) => {
      acceptTvOffer(world, federationId, networkId, showId);
      return { events: [] };
    },
  },
  declineTvOffer: {
    touches: TV,
    run: (world, federationId, { networkId }) => {
      declineTvOffer(world, federationId, networkId);
      return { events: [] };
    },
  },
  assignTvDeal: {
    touches: TV,
    run: (world, federationId, { dealId, showId }) => {
      assignTvDeal(world, federationId, dealId, showId);
      return { events: [] };
    },
  },
};
