// Loans through the real room (docs/rules/diplomacy.md "Loans"): the quote the screen shows, lending to a
// rival (refused in a sentence and nothing changed, then made: the roster re-synced, the loan listed, the fee
// credited as this week's line after Next Week), and borrowing (refused a dollar short with the spec's
// sentence, then made: the loanee on the roster, on loan, with the lender's term).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { withRoster } from '#shared/sim/testing/worlds.ts';
import type { World } from '#shared/sim/world.ts';
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

/** The player's federation with six good wrestlers on 20-week contracts, and the rival with the fewest wrestlers (room for one more), rich. */
function prepare(world: World) {
  const home = world.federations.find((f) => f.controller === 'player')!;
  const rival = world.federations.filter((f) => f.controller === 'ai').sort((a, b) => rosterOf(world, a.id).length - rosterOf(world, b.id).length)[0]!;
  const mine = withRoster(world, 6, home.id);
  for (const w of mine) w.contract!.weeksRemaining = 20;
  rival.funds = 1_000_000;
  for (const w of rosterOf(world, rival.id)) if (w.contract) w.contract.weeksRemaining = 20;
  return { home, rival, mine };
}

describe('loans through the room', () => {
  it('quotes, refuses in a sentence, lends, lists the loan, and credits the fee after Next Week', async () => {
    const room = await foundedRoom(app, 'loan-out', 'Home Wrestling');
    const world = serverWorld(app, room);
    const { rival, mine } = prepare(world);
    const w = mine[0]!;
    const { loanQuote } = await room.request('quoteLoan', { direction: 'lend', wrestlerId: w.id, otherFederationId: rival.id, weeks: 3, term: 'noCleanLoss' });
    expect(loanQuote).toMatchObject({ weeklyFee: w.totalPoints * 2, total: w.totalPoints * 6, refusal: null, answer: { accepts: true }, term: 'noCleanLoss' });

    const before = snapshot(room);
    expect(await refusal(room.request('lendWrestler', { wrestlerId: 'no_such_wrestler', toFederationId: rival.id, weeks: 3, term: 'none' }))).toBe('Wrestler not found.');
    expect(await refusal(room.request('lendWrestler', { wrestlerId: w.id, toFederationId: rival.id, weeks: 13, term: 'none' }))).toBe('Invalid lendWrestler command: A loan lasts 1 to 12 weeks');
    expect(await refusal(room.request('lendWrestler', { wrestlerId: w.id, toFederationId: rival.id, weeks: 3, term: 'always' }))).toMatch(/^Invalid lendWrestler command: Term must be one of/);
    expect(snapshot(room)).toBe(before);

    const { events } = await paced(() => room.request('lendWrestler', { wrestlerId: w.id, toFederationId: rival.id, weeks: 3, term: 'noCleanLoss' }));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'federationInteraction', action: 'loanOut' }));
    await until(() => own(room).roster.size === 5);
    expect(own(room).roster.has(w.id)).toBe(false);
    const { loans } = await room.request('getLoans', { otherFederationId: rival.id });
    expect(loans).toEqual([expect.objectContaining({ wrestlerId: w.id, direction: 'out', weeksLeft: 3, term: 'noCleanLoss', toName: rival.name })]);

    await paced(() => room.request('advanceWeek', {}));
    await until(() => own(room).currentLines.toJSON().some((line: { kind: string }) => line.kind === 'loan_fee_received'));
    expect(own(room).currentLines.toJSON().find((line: { kind: string }) => line.kind === 'loan_fee_received')).toMatchObject({
      label: `Loan fee: ${w.name} to ${rival.name} (week 1 of 3)`,
      amount: w.totalPoints * 2,
    });
    await room.leave();
  });

  it('refuses to borrow a dollar short, then borrows: the loanee on the roster, on loan, with the lender term', async () => {
    const room = await foundedRoom(app, 'loan-in', 'Borrowers');
    const world = serverWorld(app, room);
    const { home } = prepare(world);
    // A wrestler a rival would lend (its rule reads its roster and funds, which a new game draws): asked as the panel asks.
    home.funds = 1_000_000;
    let found: { rival: (typeof world.federations)[number]; spare: (typeof world.wrestlers)[number] } | null = null;
    for (const rival of world.federations.filter((f) => f.controller === 'ai')) {
      for (const w of rosterOf(world, rival.id)) {
        const { loanQuote } = await room.request('quoteLoan', { direction: 'borrow', wrestlerId: w.id, otherFederationId: rival.id, weeks: 2, term: 'none' });
        if (!found && !loanQuote.refusal && loanQuote.answer?.accepts) found = { rival, spare: w };
      }
    }
    expect(found).not.toBeNull();
    const { rival, spare } = found!;
    home.funds = spare.totalPoints * 2 - 1;
    await paced(() => room.request('getLoans', {}));
    const before = snapshot(room);
    expect(await refusal(room.request('borrowWrestler', { wrestlerId: spare.id, fromFederationId: rival.id, weeks: 2 }))).toBe(
      `Insufficient funds. This action costs $${(spare.totalPoints * 2).toLocaleString('en-US')}`,
    );
    expect(snapshot(room)).toBe(before);

    home.funds = 100_000;
    await paced(() => room.request('borrowWrestler', { wrestlerId: spare.id, fromFederationId: rival.id, weeks: 2 }));
    await until(() => own(room).roster.has(spare.id));
    expect(own(room).roster.get(spare.id)!.status).toBe('on_loan');
    const { wrestlerLoan } = await room.request('getWrestlerLoan', { wrestlerId: spare.id });
    expect(wrestlerLoan).toMatchObject({ direction: 'in', fromId: rival.id, weeksLeft: 2, weeklyFee: spare.totalPoints * 2 });
    expect((await room.request('getWrestlerLoan', { wrestlerId: rosterOf(world, rival.id)[0]!.id })).wrestlerLoan).toBeNull();
    await room.leave();
  });
});
