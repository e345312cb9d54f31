import { describe, expect, it } from 'vitest';
import type { SimEvent } from '#shared/sim/events.ts';
import { weekSections } from './weekSections.ts';

const f = 'fed-1';

describe('week report sections', () => {
  it('puts each event in its section, in report order, without the date and without empty sections', () => {
    const events = [
      { kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 },
      { kind: 'moraleChanged', federationId: f, wrestlerId: 'w1', name: 'Ace', from: 70, to: 72, parts: [{ label: 'Paid above asking', amount: 2 }] },
      { kind: 'trainingCompleted', federationId: f, wrestlerId: 'w1', name: 'Ace', skill: 'agility', change: 2, value: 64 },
      { kind: 'ledgerSettled', federationId: f, weekNumber: 1, revenue: 0, expenses: 5000, profit: -5000, tax: 0, afterTax: -5000, fundsAfter: 45000 },
      { kind: 'popularityChanged', federationId: f, from: 10, to: 9.8, reason: 'No show was completed this week' },
      { kind: 'staffReport', federationId: f, staffType: 'head_coach', reportId: 'r1', title: 'Training Report' },
      { kind: 'contractExpiring', federationId: f, wrestlerId: 'w2', name: 'Blaze' },
    ] as SimEvent[];
    const sections = weekSections(events);
    expect(sections.map((section) => section.name)).toEqual(['federation', 'money', 'contracts', 'training', 'staff', 'morale']);
    expect(sections.flatMap((section) => section.events)).toHaveLength(6);
  });

  it('keeps kinds it does not know under Other news', () => {
    const sections = weekSections([{ kind: 'sponsorSigned', message: 'Iron Cola' } as unknown as SimEvent]);
    expect(sections).toEqual([{ name: 'other', title: 'Other news', events: [{ kind: 'sponsorSigned', message: 'Iron Cola' }] }]);
  });
});

describe('the week report groups the week\'s show results', () => {
  it('lists every show run in the week under "Shows this week", before other show news', () => {
    const events = [
      { kind: 'showCloned', federationId: f, showId: 's3', name: 'Harbor Weekly', rental: 2500 },
      { kind: 'showCompleted', federationId: f, showId: 's1', name: 'Harbor Weekly', rating: 3.2, attendance: 380, revenue: 9000, profit: 4000, popularityChange: 0.4 },
      { kind: 'showCompleted', federationId: f, showId: 's2', name: 'Harbor Special', rating: 4.1, attendance: 400, revenue: 12000, profit: -500, popularityChange: 0.6 },
    ] as SimEvent[];
    const sections = weekSections(events);
    expect(sections.map((section) => [section.name, section.title, section.events.length])).toEqual([
      ['results', 'Shows this week: 2 results', 2],
      ['shows', 'Shows, titles and rivalries', 1],
    ]);
    expect(weekSections([events[1]!])[0]!.title).toBe('Shows this week: 1 result');
  });
});
