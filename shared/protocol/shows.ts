// Show, championship and rivalry commands. Text rules (show name, match and storyline titles)
// are checked by the sim with the shared schemas, so the room and the forms give the same sentences;
// these payloads cap sizes and shapes. See docs/protocol.md.
import { z } from 'zod';
import { PROMO_TYPES } from '../rules/matchRating.ts';
import { FINISHES } from '../rules/finishes.ts';
import { MATCH_TYPES, STIPULATIONS } from '../rules/matchTypes.ts';
import { RIVALRY_MAX_WRESTLERS, RIVALRY_TYPES } from '../rules/rivalries.ts';
import { SHOW_FREQUENCIES, SHOW_MAX_SEGMENTS, SHOW_MAX_WEEKS_AHEAD } from '../rules/shows.ts';
import { idSchema } from './ids.ts';

const showId = idSchema('Show id');
const segmentId = idSchema('Segment id');
const wrestlerIds = z.array(idSchema('Wrestler id')).max(8, 'Too many wrestlers');
const text = (what: string, max: number) => z.string({ error: `${what} is required` }).max(max * 2, `${what} is too long`);
const ticketPrice = z.number({ error: 'Ticket price must be a number' }).finite('Ticket price must be a number');
const frequency = z.enum(SHOW_FREQUENCIES, { error: 'Frequency must be weekly or special' });

const match = {
  type: z.enum(MATCH_TYPES, { error: `Match type must be one of ${MATCH_TYPES.join(', ')}` }),
  stipulation: z.enum(STIPULATIONS, { error: `Stipulation must be one of ${STIPULATIONS.join(', ')}` }),
  participants: wrestlerIds,
  championshipId: idSchema('Championship id').nullable(),
  isExhibition: z.boolean({ error: 'Exhibition must be true or false' }),
  title: text('Match title', 200),
  /** The booked winner (null or absent: left to the match; absent on an edit keeps the booked one). */
  winnerId: idSchema('Winner id').nullable().optional(),
  /** The booked finish (null or absent: left to the match; absent on an edit keeps the booked one). */
  finish: z.enum(FINISHES, { error: `Finish must be one of ${FINISHES.join(', ')}` }).nullable().optional(),
};

export const ShowPayloads = {
  createShow: z
    .object({
      name: text('Show name', 100),
      weeksAhead: z.number().int('Weeks ahead must be whole weeks').min(0).max(SHOW_MAX_WEEKS_AHEAD),
      venueId: idSchema('Venue id'),
      ticketPrice,
      frequency,
    })
    .strict(),
  updateShow: z.object({ showId, name: text('Show name', 100).optional(), ticketPrice: ticketPrice.optional(), frequency: frequency.optional(), venueId: idSchema('Venue id').optional() }).strict(),
  cancelShow: z.object({ showId }).strict(),
  addMatch: z.object({ showId, ...match }).strict(),
  updateMatch: z.object({ showId, segmentId, ...match }).strict(),
  addPromo: z.object({ showId, promoType: z.enum(PROMO_TYPES, { error: `Segment type must be one of ${PROMO_TYPES.join(', ')}` }), participants: wrestlerIds, title: text('Promo title', 200) }).strict(),
  removeSegment: z.object({ showId, segmentId }).strict(),
  reorderSegments: z.object({ showId, order: z.array(segmentId).max(SHOW_MAX_SEGMENTS, 'Too many segments') }).strict(),
  clearCard: z.object({ showId }).strict(),
  autoBook: z.object({ showId }).strict(),
  runShow: z.object({ showId }).strict(),
  /** Read-only: one show of the federation with its card and results. */
  getShow: z.object({ showId }).strict(),
  /** Read-only: the federation's completed shows, newest first. */
  getShowHistory: z.object({ offset: z.number().int().min(0).max(100_000).optional(), limit: z.number().int().min(1).max(100).optional() }).strict(),

  createChampionship: z.object({ name: text('Championship name', 200), holderId: idSchema('Wrestler id').nullable() }).strict(),
  awardChampionship: z.object({ championshipId: idSchema('Championship id'), wrestlerId: idSchema('Wrestler id') }).strict(),
  vacateChampionship: z.object({ championshipId: idSchema('Championship id') }).strict(),
  /** Read-only: a title with its whole lineage. */
  getChampionship: z.object({ championshipId: idSchema('Championship id') }).strict(),

  createRivalry: z
    .object({
      title: text('Storyline title', 100),
      description: z.string().max(2000, 'Description is too long'),
      type: z.enum(RIVALRY_TYPES, { error: `Rivalry type must be one of ${RIVALRY_TYPES.join(', ')}` }),
      wrestlers: z.array(idSchema('Wrestler id')).max(RIVALRY_MAX_WRESTLERS * 2, 'Too many wrestlers'),
    })
    .strict(),
  endRivalry: z.object({ rivalryId: idSchema('Rivalry id') }).strict(),
} as const;
