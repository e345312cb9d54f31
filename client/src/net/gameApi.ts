// The game's HTTP routes (docs/protocol.md "HTTP"): save slots, logos, music, the music profile.
import { apiRequest } from './apiRequest.ts';

export type SlotNumber = 1 | 2;
export const SLOT_NUMBERS: readonly SlotNumber[] = [1, 2];

export interface SaveSummary {
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number;
  /** ISO date. */
  savedAt: string;
}

export interface SaveSlot {
  slotNumber: SlotNumber;
  save: SaveSummary | null;
}

export interface FederationLogo {
  name: string;
  url: string;
}

export interface Song {
  id: string;
  title: string;
  artist: string;
  url: string;
}

export interface MusicProfile {
  musicMuted: boolean;
  mutedSongs: string[];
}

export const gameApi = {
  /** The two slots and the one the game being played autosaves to. */
  saves: () => apiRequest<{ slots: SaveSlot[]; autosaveSlot?: SlotNumber }>('GET', '/api/saves'),
  deleteSave: (slot: SlotNumber) => apiRequest<null>('DELETE', `/api/saves/${slot}`),
  logos: () => apiRequest<{ logos: FederationLogo[] }>('GET', '/api/logos'),
  music: () => apiRequest<{ songs: Song[] }>('GET', '/api/music'),
  profile: () => apiRequest<MusicProfile>('GET', '/api/profile'),
  saveMusic: (change: Partial<MusicProfile>) => apiRequest<MusicProfile>('PUT', '/api/profile/music', change),
};
