// Offers through the real room (docs/rules/diplomacy.md "Offers and the computer's dealings"): makeOffer from
// the player's seat to a computer-run federation or to itself is refused in a sentence and changes nothing; an
// offer a rival makes (the computer's side of the same command) arrives in the synced inbox carrying its offer,
// and the player's Accept (answerOffer) agrees the joint show it proposed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { notAPlayer } from '#shared/sim/diplomacy/offerProposals.ts';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { foundedRoom, own, paced, refusal, serverWorld, snapshot, until } from '../test/roomHelpers.ts';

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

describe('offers through the room', () => {
  it('refuses an offer to a computer-run federation, to yourself and of the wrong shape, changing nothing', async () => {
    const room = await foundedRoom(app, 'offer-refused', 'Home Wrestling');
    const world = serverWorld(app, room);
    const home = world.federations.find((f) => f.controller === 'player')!;
    const rival = world.federations.find((f) => f.controller === 'ai')!;
    await paced(() => room.request('getRelations', {}));
    const before = snapshot(room);
    expect(await refusal(room.request('makeOffer', { kind: 'alliance', toFederationId: rival.id, reason: 'Partners.' }))).toBe(notAPlayer(rival.name));
    expect(await refusal(room.request('makeOffer', { kind: 'alliance', toFederationId: home.id, reason: 'Partners.' }))).toBe('You cannot deal with your own federation.');
    expect(await refusal(room.request('makeOffer', { kind: 'merger', toFederationId: rival.id, reason: 'Big.' }))).toMatch(/^Invalid makeOffer command: /);
    expect(await refusal(room.request('makeOffer', { kind: 'alliance', toFederationId: rival.id, reason: '' }))).toBe('Invalid makeOffer command: Say why you make the offer');
    expect(snapshot(room)).toBe(before);
    expect(world.diplomacyOffers).toEqual([]);
    await room.leave();
  });

  it("a rival's joint show offer arrives in the synced inbox, and Accept agrees the show", async () => {
    const room = await foundedRoom(app, 'offer-accepted', 'Home Wrestling');
    const world = serverWorld(app, room);
    const home = world.federations.find((f) => f.controller === 'player')!;
    const rival = world.federations.find((f) => f.controller === 'ai')!;
    // The rival's side: the same command through the world's table, as its promoter sends it in the week.
    executeCommand(world, 'makeOffer', rival.id, { kind: 'jointShow', toFederationId: home.id, type: 'supershow', split: 60, weeksAhead: 2, reason: `${rival.name} wants a partner in the business.` }, { now: Date.now() });
    const offer = world.diplomacyOffers[0]!;
    // Reading the inbox re-syncs it.
    await paced(() => room.request('markAllMessagesRead', {}));
    await until(() => own(room).messages.some((m) => m.offerId === offer.id));
    const message = own(room).messages.find((m) => m.offerId === offer.id)!;
    expect(message.title).toBe(`Joint show proposal from ${rival.name}`);
    expect(message.offerState).toBe('open');
    expect(message.content).toContain(`Why: ${rival.name} wants a partner in the business.`);

    await paced(() => room.request('answerOffer', { offerId: offer.id, accept: true }));
    await until(() => own(room).messages.find((m) => m.offerId === offer.id)?.offerState === 'accepted');
    const { jointShows } = await room.request('getJointShows', { otherFederationId: rival.id });
    expect(jointShows).toEqual([expect.objectContaining({ type: 'supershow', otherFederationId: rival.id, proposedByYou: false, youHost: true, status: 'accepted', yourSplit: 40 })]);
    expect(await refusal(room.request('answerOffer', { offerId: offer.id, accept: false }))).toBe('That offer is no longer open.');
    await room.leave();
  });
});
