// The show commands through the real room: shows, booking, running, championships and rivalries, each
// accepted with its effect on the synced state, and refused with its sentence, changing nothing.
import type { Room } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameState } from '#shared/schema/GameState.ts';
import type { Segment, ShowResult } from '#shared/sim/shows/show.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, refusal, snapshot, until, own, marketIds } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

/** A founded federation that has signed four wrestlers from its market. */
async function rosterRoom(): Promise<{ room: Room<any, GameState>; ids: string[] }> {
  const room = await foundedRoom(app, 'shows', 'Show Pro');
  const ids = marketIds(room).slice(0, 4);
  for (const wrestlerId of ids) await room.request('signWrestler', { wrestlerId, source: 'market', contractType: 'permanent', weeks: 5 });
  await until(() => own(room).roster.size === 4);
  return { room, ids };
}

const newShow = { name: 'Harbor Nights', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' } as const;

describe('shows through the room', () => {
  it('creates a show (rental paid), auto-books it, runs it, and syncs the result and the money', async () => {
    const { room } = await rosterRoom();
    const funds = own(room).federation.funds;
    const created = await room.request('createShow', newShow);
    const id = created.show.id as string;
    await until(() => own(room).shows.has(id));
    expect(own(room).shows.get(id)!.toJSON()).toMatchObject({ name: 'Harbor Nights', venue: 'The Cellar Door', venueCapacity: 100, rentalPaid: 200, rating: -1, segmentCount: 0 });
    expect(own(room).federation.funds).toBe(funds - 200);

    // Nobody is tired on a new roster: the answer's note on who rested is empty.
    expect((await room.request('autoBook', { showId: id })).autoBookNote).toBe('');
    await until(() => own(room).shows.get(id)!.segmentCount > 0);
    const card = JSON.parse(own(room).shows.get(id)!.card) as Segment[];
    // Four wrestlers: a match and two promos (a fuller card than two matches), each wrestler once.
    expect(card.map((s) => s.kind).sort()).toEqual(['match', 'promo', 'promo']);
    expect(new Set(card.flatMap((s) => s.participants)).size).toBe(4);

    const answer = await room.request('runShow', { showId: id });
    expect(answer.events.at(-1)).toMatchObject({ kind: 'showCompleted', showId: id });
    await until(() => own(room).shows.get(id)!.isComplete);
    const synced = own(room).shows.get(id)!;
    const result = JSON.parse(synced.result) as ShowResult;
    expect(synced.rating).toBe(result.rating.value);
    expect(result.attendance).toBeLessThanOrEqual(100);
    expect(own(room).totalShows).toBe(1);
    expect(own(room).showsCompletedThisWeek).toBe(1);
    expect(own(room).currentLines.map((l) => l.kind)).toEqual(expect.arrayContaining(['venue_rental', 'tickets']));
    // A club needs no licence (docs/rules/shows.md "Shows and venues").
    expect(own(room).currentLines.some((l) => l.kind === 'venue_licensing')).toBe(false);
    expect(own(room).messages.some((m) => m.type === 'show_results' && m.title === 'Show Results: Harbor Nights')).toBe(true);

    await room.request('advanceWeek', {});
    await until(() => [...own(room).shows.values()].some((s) => s.id !== id && s.name === 'Harbor Nights' && !s.isComplete));
    await room.leave();
  });

  it('refuses bad shows and bookings with a sentence and changes nothing', async () => {
    const { room, ids } = await rosterRoom();
    const { show } = await room.request('createShow', newShow);
    await until(() => own(room).shows.has(show.id));
    await room.request('addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: [ids[0], ids[1]], championshipId: null, isExhibition: false, title: '' });
    await until(() => own(room).shows.get(show.id)!.segmentCount === 1);
    const before = snapshot(room);
    expect(await refusal(room.request('createShow', { ...newShow, name: 'Bad <script>' }))).toBe('Show name contains invalid characters');
    expect(await refusal(room.request('createShow', { ...newShow, name: 'Stadium Dreams', venueId: 'gold_coast_stadium' }))).toBe('Insufficient funds. This action costs $362,500');
    const name = own(room).roster.get(ids[0]!)!.name;
    expect(await refusal(room.request('addMatch', { showId: show.id, type: 'singles', stipulation: 'standard', participants: [ids[0], ids[2]], championshipId: null, isExhibition: false, title: '' }))).toBe(
      `${name} is already booked on this show.`,
    );
    expect(await refusal(room.request('addMatch', { showId: show.id, type: 'tag_team', stipulation: 'standard', participants: [ids[2], ids[3]], championshipId: null, isExhibition: false, title: '' }))).toBe(
      'A Tag Team match needs 4 wrestlers.',
    );
    expect(await refusal(room.request('autoBook', { showId: show.id }))).toBe('Auto-book fills an empty card: clear the card first.');
    expect(await refusal(room.request('runShow', { showId: 'show-999' }))).toBe('That show does not exist.');
    expect(await refusal(room.request('addMatch', { showId: show.id, type: 'cage_of_doom', stipulation: 'standard', participants: [], championshipId: null, isExhibition: false, title: '' }))).toMatch(
      /^Invalid addMatch command: Match type must be one of/,
    );
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });

  it('books a match with a chosen winner and finish, refuses a winner outside it or a finish it cannot have, and runs it as booked', async () => {
    const { room, ids } = await rosterRoom();
    const { show } = await room.request('createShow', newShow);
    await until(() => own(room).shows.has(show.id));
    const base = { showId: show.id, type: 'singles', stipulation: 'standard', participants: [ids[0], ids[1]], championshipId: null, isExhibition: false, title: '' };
    const before = snapshot(room);
    expect(await refusal(room.request('addMatch', { ...base, winnerId: ids[2] }))).toBe('The winner must be one of the wrestlers in the match.');
    expect(await refusal(room.request('addMatch', { ...base, stipulation: 'ladder', finish: 'disqualification' }))).toBe('A Singles match (Ladder) cannot end by disqualification.');
    expect(await refusal(room.request('addMatch', { ...base, winnerId: ids[0], finish: 'draw' }))).toBe('A draw has no winner: leave the winner to the match.');
    expect(await refusal(room.request('addMatch', { ...base, finish: 'piledriver' }))).toMatch(/^Invalid addMatch command: Finish must be one of/);
    expect(snapshot(room)).toBe(before);

    await room.request('addMatch', { ...base, winnerId: ids[1], finish: 'disqualification' });
    await until(() => own(room).shows.get(show.id)!.segmentCount === 1);
    const [segment] = JSON.parse(own(room).shows.get(show.id)!.card) as Array<Segment & { winnerId: string; finish: string; bookingReason: string | null }>;
    expect(segment).toMatchObject({ winnerId: ids[1], finish: 'disqualification', bookingReason: null });

    await room.request('runShow', { showId: show.id });
    await until(() => own(room).shows.get(show.id)!.isComplete);
    const [match] = JSON.parse(own(room).shows.get(show.id)!.card) as Array<{ result: { winners: string[]; finishType: string; finish: string } }>;
    const winner = own(room).roster.get(ids[1]!)!.name;
    expect(match!.result).toMatchObject({ winners: [ids[1]], finishType: 'disqualification', finish: `${winner} wins by disqualification` });
    await room.leave();
  });

  it('cancels a show with half the rental back', async () => {
    const { room } = await rosterRoom();
    const { show } = await room.request('createShow', { ...newShow, venueId: 'rust_belt_social' });
    await until(() => own(room).shows.has(show.id));
    const funds = own(room).federation.funds;
    const answer = await room.request('cancelShow', { showId: show.id });
    expect(answer.events).toEqual([{ kind: 'showCancelled', federationId: 'player', showId: show.id, name: 'Harbor Nights', refund: 1_250 }]);
    await until(() => !own(room).shows.has(show.id));
    expect(own(room).federation.funds).toBe(funds + 1_250);
    await room.leave();
  });
});

describe('championships and rivalries through the room', () => {
  it('creates a title with a first champion, and a rivalry that shows on the wrestlers', async () => {
    const { room, ids } = await rosterRoom();
    const { championship } = await room.request('createChampionship', { name: 'Harbor Heavyweight Championship', holderId: ids[0] });
    await until(() => own(room).championships.has(championship.id));
    expect(own(room).championships.get(championship.id)!.toJSON()).toMatchObject({ holderId: ids[0], holderName: own(room).roster.get(ids[0]!)!.name, prestige: 40, reigns: 1 });
    expect(own(room).roster.get(ids[0]!)!.championships).toBe(1);
    const lineage = await room.request('getChampionship', { championshipId: championship.id });
    expect(lineage.championship.history.map((h: { event: string }) => h.event)).toEqual(['created', 'awarded']);

    const { rivalry } = await room.request('createRivalry', { title: 'Harbor Feud: Part One', description: 'It is personal.', type: 'personal', wrestlers: [ids[1], ids[2]] });
    await until(() => own(room).rivalries.has(rivalry.id));
    expect(own(room).rivalries.get(rivalry.id)!.toJSON()).toMatchObject({ intensity: 25, isActive: true, wrestlers: [ids[1], ids[2]] });

    const before = snapshot(room);
    expect(await refusal(room.request('createChampionship', { name: 'Harbor Heavyweight Championship', holderId: null }))).toBe('You already have a championship with that name.');
    expect(await refusal(room.request('createRivalry', { title: 'Again', description: '', type: 'personal', wrestlers: [ids[2], ids[1]] }))).toBe('These wrestlers are already in a rivalry together.');
    expect(await refusal(room.request('createRivalry', { title: 'Bad <b>', description: '', type: 'personal', wrestlers: [ids[0], ids[3]] }))).toBe('Storyline title contains invalid characters');
    expect(snapshot(room)).toBe(before);
    await room.leave();
  });
});
