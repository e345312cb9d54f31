// The world screens' read-only commands: /global-wrestling-scene and /global-ranking
// fetch their data with these instead of growing the synced state (docs/protocol.md).
import { z } from 'zod';

const empty = z.object({}).strict();

export const WorldScreenPayloads = {
  /** Every active federation's public face for the global scene (changes nothing). */
  getWorldScene: empty,
  /** Federations by power score and the world's top wrestlers (changes nothing). */
  getRanking: empty,
} as const;
