// Roster commands: signing, release, renewal, training, and the read-only queries behind the
// free-agent list and the wrestler profile. See docs/protocol.md.
import { z } from 'zod';
import { CONTRACT_TYPES } from '../rules/contracts.ts';
import { SKILLS } from '../rules/training.ts';
import { FREE_AGENT_SORTS } from '../sim/roster/freeAgents.ts';
import { idSchema } from './ids.ts';

const wrestlerId = idSchema('Wrestler id');
const contractType = z.enum(CONTRACT_TYPES, { error: 'Contract type must be permanent or perAppearance' });
const weeks = z.number({ error: 'Contract length is required' }).int('Contract length must be whole weeks').min(1).max(104);

export const RosterPayloads = {
  signWrestler: z.object({ wrestlerId, source: z.enum(['market', 'freeAgent'], { error: 'Source must be market or freeAgent' }), contractType, weeks }).strict(),
  releaseWrestler: z.object({ wrestlerId }).strict(),
  renewContract: z.object({ wrestlerId, contractType, weeks }).strict(),
  startTraining: z.object({ wrestlerId, skill: z.enum(SKILLS, { error: `Skill must be one of ${SKILLS.join(', ')}` }) }).strict(),
  listFreeAgents: z
    .object({
      search: z.string().max(50, 'Search is too long').optional(),
      sort: z.enum(FREE_AGENT_SORTS).optional(),
      direction: z.enum(['asc', 'desc']).optional(),
      offset: z.number().int().min(0).max(10_000).optional(),
      limit: z.number().int().min(1).max(100).optional(),
    })
    .strict(),
  getWrestler: z.object({ wrestlerId }).strict(),
} as const;
