import { describe, expect, it } from 'vitest';
import { describeSimEvent, isKnownSimEvent } from './describeSimEvent.ts';

const f = 'fed-1';

describe('describeSimEvent: the talent events', () => {
  it('says what a signing and a renewal cost', () => {
    expect(
      describeSimEvent({ kind: 'wrestlerSigned', federationId: f, wrestlerId: 'w', name: 'Ace Rivera', source: 'market', contractType: 'permanent', salary: 1200, weeks: 5, bonus: 1200 }),
    ).toBe('Ace Rivera signed a 5-week Permanent Deal at $1,200 a week (signing bonus $1,200)');
    expect(describeSimEvent({ kind: 'contractRenewed', federationId: f, wrestlerId: 'w', name: 'Ace Rivera', contractType: 'perAppearance', salary: 1500, weeks: 12, bonus: 1500 })).toBe(
      'Ace Rivera renewed for 12 weeks, Per Appearance at $1,500 per show (bonus $1,500)',
    );
  });

  it('tells a release from an expiry and warns a week ahead', () => {
    expect(describeSimEvent({ kind: 'wrestlerReleased', federationId: f, wrestlerId: 'w', name: 'Ace', reason: 'expired' })).toBe("Ace's contract ended: now a free agent");
    expect(describeSimEvent({ kind: 'wrestlerReleased', federationId: f, wrestlerId: 'w', name: 'Ace', reason: 'released' })).toBe('Ace was released');
    expect(describeSimEvent({ kind: 'wrestlerReleased', federationId: f, wrestlerId: 'w', name: 'Ace', reason: 'retired' })).toBe('Ace retired from the ring');
    expect(describeSimEvent({ kind: 'contractExpiring', federationId: f, wrestlerId: 'w', name: 'Ace' })).toBe("Ace's contract expires next week: renew it on the roster or lose them");
  });

  it('names the skill trained and the morale reasons', () => {
    expect(describeSimEvent({ kind: 'trainingStarted', federationId: f, wrestlerId: 'w', name: 'Ace', skill: 'technic', weeks: 1, cost: 1700 })).toBe('Ace started Technical training: 1 week, $1,700');
    expect(describeSimEvent({ kind: 'trainingCompleted', federationId: f, wrestlerId: 'w', name: 'Ace', skill: 'agility', change: 3, value: 71 })).toBe('Ace finished training: Agility +3 to 71');
    expect(
      describeSimEvent({ kind: 'moraleChanged', federationId: f, wrestlerId: 'w', name: 'Ace', from: 70, to: 68, parts: [{ label: 'No work for 3 weeks', amount: -1 }, { label: 'Paid below asking', amount: -1 }] }),
    ).toBe('Ace: morale 70 → 68 (No work for 3 weeks -1, Paid below asking -1)');
  });

  it('sums up the ledger and the staff news', () => {
    expect(describeSimEvent({ kind: 'ledgerSettled', federationId: f, weekNumber: 1, revenue: 0, expenses: 7480, profit: -7480, tax: 0, afterTax: -7480, fundsAfter: 42520 })).toBe(
      'Week settled: revenue $0, expenses $7,480, tax $0, funds now $42,520',
    );
    expect(describeSimEvent({ kind: 'staffHired', federationId: f, staffId: 's', name: 'Dana Cole', staffType: 'head_coach', cost: 7600 })).toBe('Dana Cole hired as Head Coach ($7,600)');
    expect(describeSimEvent({ kind: 'staffReport', federationId: f, staffType: 'head_coach', reportId: 'r', title: 'Training Report' })).toBe('New report from your Head Coach: Training Report');
    expect(describeSimEvent({ kind: 'marketRefreshed', federationId: f, kept: 4, added: 6 })).toBe('Weekly market: 4 kept, 6 new wrestlers');
  });

  it('says which unrun shows Next Week ran for the player and which could not run, with why', () => {
    expect(describeSimEvent({ kind: 'showRunForYou', federationId: f, showId: 's', name: 'Harbor TV', autoBooked: true })).toBe('Harbor TV was run for you before the advance (its empty card auto-booked)');
    expect(describeSimEvent({ kind: 'showRunForYou', federationId: f, showId: 's', name: 'Harbor TV', autoBooked: false })).toBe('Harbor TV was run for you before the advance');
    expect(describeSimEvent({ kind: 'showNotRun', federationId: f, showId: 's', name: 'One Night', reason: 'Book at least one match before running the show.' })).toBe(
      'One Night could not run: Book at least one match before running the show.',
    );
  });

  it('knows its own kinds only', () => {
    expect(isKnownSimEvent({ kind: 'staffFired' })).toBe(true);
    expect(isKnownSimEvent({ kind: 'sponsorSigned' })).toBe(false);
    expect(isKnownSimEvent({ kind: 'toString' })).toBe(false);
  });
});
