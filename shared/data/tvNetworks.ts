// The TV networks (spec §9 "TV networks": viewers and minimum federation popularity). The spec's
// "{name} International TV" takes a name of our own; Local Community TV is unlocked at the start.

export interface TvNetworkRow {
  id: string;
  name: string;
  /** Viewers the network reaches. */
  networkSize: number;
  minPopularityRequired: number;
  description: string;
}

export const TV_NETWORKS: readonly TvNetworkRow[] = [
  { id: 'local_community_tv', name: 'Local Community TV', networkSize: 75_000, minPopularityRequired: 5, description: 'Public-access airtime for local promotions.' },
  { id: 'cable_access_network', name: 'Cable Access Network', networkSize: 125_000, minPopularityRequired: 12, description: 'Regional cable slots on weeknights.' },
  { id: 'ash_network_tv', name: 'Ash Network TV', networkSize: 450_000, minPopularityRequired: 35, description: 'A growing network hungry for live sport.' },
  { id: 'wrestling_channel', name: 'Wrestling Channel', networkSize: 680_000, minPopularityRequired: 42, description: 'Wrestling around the clock for the faithful.' },
  { id: 'sports_central', name: 'Sports Central', networkSize: 1_250_000, minPopularityRequired: 55, description: 'A national sports channel with a weekend slot.' },
  { id: 'primetime_sports', name: 'Primetime Sports', networkSize: 1_850_000, minPopularityRequired: 63, description: 'Prime-time sport for a national audience.' },
  { id: 'meridian_international_tv', name: 'Meridian International TV', networkSize: 3_200_000, minPopularityRequired: 72, description: 'Satellite reach across several countries.' },
  { id: 'entertainment_plus', name: 'Entertainment Plus', networkSize: 4_100_000, minPopularityRequired: 76, description: 'Entertainment first: big stars, big stories.' },
  { id: 'national_broadcasting', name: 'National Broadcasting', networkSize: 5_800_000, minPopularityRequired: 81, description: 'The free-to-air national network.' },
  { id: 'premium_wrestling_network', name: 'Premium Wrestling Network', networkSize: 8_500_000, minPopularityRequired: 85, description: 'The premium home of major wrestling.' },
  { id: 'global_sports_empire', name: 'Global Sports Empire', networkSize: 12_000_000, minPopularityRequired: 90, description: 'A worldwide sports giant.' },
  { id: 'mega_sports_broadcasting', name: 'Mega Sports Broadcasting', networkSize: 18_000_000, minPopularityRequired: 94, description: 'Sport on every continent.' },
  { id: 'ultimate_entertainment', name: 'Ultimate Entertainment', networkSize: 25_000_000, minPopularityRequired: 97, description: 'The biggest entertainment brand on air.' },
  { id: 'apex_global_network', name: 'Apex Global Network', networkSize: 35_000_000, minPopularityRequired: 99, description: 'The summit of television.' },
];

export function findTvNetwork(id: string): TvNetworkRow | undefined {
  return TV_NETWORKS.find((n) => n.id === id);
}
