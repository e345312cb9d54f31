// /companies and a page per federation read the world with read-only commands (getCompanies,
// getCompany): a new game lists the player's federation and the three rivals; a rival's page carries its
// public facts only; an unknown federation gets a short sentence and nothing changes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';
import { joinGame, refusal, snapshot, until } from '../test/roomHelpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { roomGraceMs: 200 });
});
afterEach(async () => {
  await app.colyseus.cleanup();
});
afterAll(async () => {
  await app.close();
});

describe('getCompanies and getCompany', () => {
  it('lists every federation of a new game and opens a rival’s public page; an unknown one is refused', async () => {
    const room = await joinGame(await playerBrowser(app, 'companies@example.com'));
    await room.request('createFederation', { name: 'Home Wrestling', logo: '' });
    await until(() => [...room.state.federations.values()].some((f) => f.name === 'Home Wrestling'));
    const before = snapshot(room);

    const { companies } = await room.request('getCompanies', {});
    expect(companies).toHaveLength(4);
    const you = companies.filter((c: { isYou: boolean }) => c.isYou);
    expect(you).toEqual([expect.objectContaining({ name: 'Home Wrestling', controller: 'player', status: 'active' })]);
    const rivals = companies.filter((c: { controller: string }) => c.controller === 'ai');
    expect(rivals.map((c: { tier: string }) => c.tier).sort()).toEqual(['large', 'medium', 'small']);

    const rival = rivals[0];
    const { company } = await room.request('getCompany', { federationId: rival.id });
    expect(company.company).toMatchObject({ id: rival.id, name: rival.name, isYou: false });
    expect(company.roster.length).toBe(rival.rosterSize);
    expect(company.titles.length).toBe(rival.titles);
    expect(company.history).toEqual([expect.objectContaining({ kind: 'founded' })]);
    const text = JSON.stringify(company);
    for (const secret of ['"salary"', '"askingSalary"', '"contract"', '"morale"', '"funds"']) expect(text).not.toContain(secret);

    expect(await refusal(room.request('getCompany', { federationId: 'nope' }))).toBe('That federation does not exist.');
    expect(await refusal(room.request('getCompany', { federationId: '../x' }))).toBe('Invalid getCompany command: Federation id is not valid');
    expect(await refusal(room.request('getCompany', {}))).toBe('Invalid getCompany command: Federation id is required');
    expect(snapshot(room)).toBe(before);
  });
});
