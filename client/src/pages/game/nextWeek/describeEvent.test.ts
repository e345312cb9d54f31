import { describe, expect, it } from 'vitest';
import { describeEvent, eventTone } from './describeEvent.ts';

describe('week report lines', () => {
  it('describes the simulation events', () => {
    expect(describeEvent({ kind: 'weekAdvanced', week: 1, month: 'February', year: 2025 })).toBe('Now Week 1, February 2025');
    expect(describeEvent({ kind: 'popularityChanged', federationId: 'f', from: 10, to: 9.8, reason: 'No show was completed this week' })).toBe(
      'Popularity 10 → 9.8: No show was completed this week',
    );
    expect(describeEvent({ kind: 'gameSaved', slot: 2 })).toBe('Game saved to slot 2');
  });

  it('reads newer kinds from their own text or their name', () => {
    expect(describeEvent({ kind: 'sponsorSigned', message: 'Iron Cola signed a sponsorship deal' })).toBe('Iron Cola signed a sponsorship deal');
    expect(describeEvent({ kind: 'sponsorDeal' })).toBe('Sponsor deal');
  });

  it('picks an icon tone', () => {
    expect(eventTone({ kind: 'weekAdvanced' })).toBe('calendar');
    expect(eventTone({ kind: 'popularityChanged', from: 10, to: 9.8 })).toBe('down');
    expect(eventTone({ kind: 'fundsChanged', amount: 500 })).toBe('up');
    expect(eventTone({ kind: 'news' })).toBe('info');
  });
});
