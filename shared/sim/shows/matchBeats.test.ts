// The live run's beats: told from fixed results, they name the winner in the finish,
// give a draw no winner, end a ladder match on the prize, keep near-falls for close matches, settle the
// crowd on the rating, and read the same every time.
import { describe, expect, it } from 'vitest';
import { crowdHeat } from '#shared/rules/crowd.ts';
import type { MatchType, Stipulation } from '#shared/rules/matchTypes.ts';
import type { Finish } from '#shared/rules/finishes.ts';
import { MATCH_BEATS_MAX, MATCH_BEATS_MIN, segmentBeats, type BeatContext, type BeatWrestler } from './matchBeats.ts';
import type { MatchSegment, PromoSegment } from './show.ts';

const even = { strength: 60, agility: 60, technic: 60, charisma: 60, stamina: 60 };
const weak = { strength: 20, agility: 20, technic: 20, charisma: 20, stamina: 20 };

const people: Record<string, BeatWrestler> = {
  w1: { name: 'Kit Hollander', style: 'High-Flyer', skills: even },
  w2: { name: 'Rex Dorado', style: 'Powerhouse', skills: even },
  w3: { name: 'Vera Stone', style: 'Technician', skills: even },
  w4: { name: 'Bo Lightfoot', style: 'Brawler', skills: even },
  weak: { name: 'Dusty Rookie', style: 'Brawler', skills: weak },
};
const context: BeatContext = { wrestler: (id) => people[id] ?? { name: 'A former wrestler' } };

function match(options: { id?: string; type?: MatchType; stipulation?: Stipulation; participants?: string[]; winners?: string[]; stars?: number; finishType?: Finish; championshipId?: string | null } = {}): MatchSegment {
  const winners = options.winners ?? ['w1'];
  const isDraw = winners.length === 0;
  return {
    id: options.id ?? 's1',
    kind: 'match',
    title: 'A match',
    type: options.type ?? 'singles',
    stipulation: options.stipulation ?? 'standard',
    participants: options.participants ?? ['w1', 'w2'],
    championshipId: options.championshipId ?? null,
    isExhibition: false,
    winnerId: null,
    finish: null,
    bookingReason: null,
    result: {
      rating: { value: options.stars ?? 6, parts: [{ label: 'In-ring work', stars: options.stars ?? 6 }] },
      crowd: '',
      changes: [],
      injuries: [],
      winners,
      isDraw,
      finish: isDraw ? 'draw' : 'pinfall',
      ...(options.finishType ? { finishType: options.finishType } : {}),
      title: null,
    },
  };
}

describe('match beats', () => {
  it('tell a match in 4-8 beats, the finish last naming the winner, the crowd settling on the rating', () => {
    const beats = segmentBeats('show1', match({ winners: ['w2'], stars: 6 }), context);
    expect(beats.length).toBeGreaterThanOrEqual(MATCH_BEATS_MIN);
    expect(beats.length).toBeLessThanOrEqual(MATCH_BEATS_MAX);
    expect(beats[0]!.kind).toBe('opening');
    const finish = beats.at(-1)!;
    expect(finish.kind).toBe('finish');
    expect(finish.text).toContain('Rex Dorado wins by pinfall');
    expect(finish.text).toContain('a sit-out powerbomb'); // the Powerhouse's finisher
    expect(finish.crowd).toBe(6);
    for (const beat of beats) {
      expect(beat.crowd).toBeGreaterThanOrEqual(0);
      expect(beat.crowd).toBeLessThanOrEqual(10);
    }
    // Each reaction is the meter's move from the beat before.
    let level = 0;
    for (const beat of beats) {
      expect(beat.reaction).toBeCloseTo(beat.crowd - level, 5);
      level = beat.crowd;
    }
  });

  it('read the same for the same result, whatever else happened (their own seed from the show and segment)', () => {
    const segment = match({ stars: 7.2 });
    expect(segmentBeats('show1', segment, context)).toEqual(segmentBeats('show1', structuredClone(segment), context));
    const others = ['s2', 's3', 's4', 's5'].map((id) => segmentBeats('show1', match({ id, stars: 7.2 }), context).map((b) => b.text).join('|'));
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('give a draw no winner', () => {
    const beats = segmentBeats('show1', match({ winners: [], stars: 5.5 }), context);
    const finish = beats.at(-1)!;
    expect(finish.text).toContain('draw');
    expect(finish.text).toContain('nobody wins');
    expect(finish.text).not.toContain('Kit Hollander');
    expect(finish.text).not.toContain('Rex Dorado');
    expect(beats.map((b) => b.text).join(' ')).not.toMatch(/wins by/);
  });

  it('end a ladder match on the prize, the title when one is on the line', () => {
    const beats = segmentBeats('show1', match({ stipulation: 'ladder', winners: ['w1'], stars: 6.8 }), { ...context, titleName: 'Iron Title' });
    expect(beats.at(-1)!.text).toBe('Kit Hollander climbs to the top of the ladder and pulls down the Iron Title: Kit Hollander wins by retrieving the prize.');
    expect(beats.some((b) => b.kind === 'stipulation' && b.text.includes('ladder'))).toBe(true);
    const plain = segmentBeats('show1', match({ stipulation: 'ladder', winners: ['w2'], stars: 4 }), context);
    expect(plain.at(-1)!.text).toContain('pulls down the prize');
  });

  it('tell the booked finish when the result has one', () => {
    const dq = segmentBeats('show1', match({ winners: ['w1'], finishType: 'disqualification' }), context).at(-1)!.text;
    expect(dq).toBe("Rex Dorado grabs a chair and the referee calls for the bell: Kit Hollander wins by disqualification.");
    const submission = segmentBeats('show1', match({ winners: ['w1'], finishType: 'submission' }), context).at(-1)!.text;
    expect(submission).toContain('Kit Hollander wins by submission');
    const noContest = segmentBeats('show1', match({ winners: [], finishType: 'no_contest' }), context).at(-1)!.text;
    expect(noContest).toContain('no contest, nobody wins');
    const cage = segmentBeats('show1', match({ stipulation: 'steel_cage', winners: ['w2'] }), context).at(-1)!.text;
    expect(cage).toContain('Rex Dorado wins by escaping the cage');
  });

  it('keep near-falls for close matches: a good rating between even sides', () => {
    const nearFalls = (segment: MatchSegment) => segmentBeats('show1', segment, context).filter((b) => b.kind === 'near_fall');
    expect(nearFalls(match({ stars: 5.2 }))).toHaveLength(1);
    expect(nearFalls(match({ stars: 7.5 }))).toHaveLength(2);
    // A poor match has none, even between equals.
    expect(nearFalls(match({ stars: 4.9 }))).toHaveLength(0);
    // A good match between uneven sides has none: a squash.
    expect(nearFalls(match({ participants: ['w1', 'weak'], stars: 7.5 }))).toHaveLength(0);
    const [first] = nearFalls(match({ winners: ['w1'], stars: 5.2 }));
    // The side that loses comes close, the winner survives.
    expect(first!.text).toMatch(/^Rex Dorado .*Kit Hollander kicks out!$/);
  });

  it('let the tag team make the hot tag and name both winners', () => {
    const beats = segmentBeats('show1', match({ type: 'tag_team', participants: ['w1', 'w2', 'w3', 'w4'], winners: ['w3', 'w4'], stars: 6 }), context);
    expect(beats.find((b) => b.kind === 'tag')!.text).toBe('Vera Stone makes the hot tag to Bo Lightfoot, who cleans house!');
    expect(beats.at(-1)!.text).toContain('Vera Stone & Bo Lightfoot win by pinfall');
  });

  it('cool the crowd with a rest hold in a poor match and never lift it past the hot band', () => {
    const beats = segmentBeats('show1', match({ stars: 2.4 }), context);
    expect(beats).toHaveLength(MATCH_BEATS_MIN);
    expect(beats.some((b) => b.kind === 'lull' && b.reaction < 0)).toBe(true);
    expect(beats.every((b) => b.crowd < 5)).toBe(true);
    expect(crowdHeat(beats.at(-1)!.crowd)).toBe('restless');
  });

  it('mix in the moves of a skill that stands out on top of the style', () => {
    const flyingBrawler: BeatContext = { wrestler: (id) => (id === 'w1' ? { name: 'Kit Hollander', style: 'Brawler', skills: { ...even, agility: 90 } } : people[id]!) };
    const texts = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].flatMap((id) => segmentBeats('show1', match({ id, stars: 4 }), flyingBrawler).filter((b) => b.kind === 'move' && b.text.startsWith('Kit Hollander')).map((b) => b.text));
    expect(texts.some((text) => /dives over the top rope|crossbody|hurricanrana/.test(text))).toBe(true);
    expect(texts.some((text) => /slug it out|barricade|in the corner/.test(text))).toBe(true);
  });

  it('name a wrestler who left through the name the result kept', () => {
    const beats = segmentBeats('show1', match({ participants: ['w1', 'gone'], winners: ['gone'] }), context);
    expect(beats.at(-1)!.text).toContain('A former wrestler wins by pinfall');
  });
});

describe('promo beats', () => {
  const promo = (stars: number, promoType: PromoSegment['promoType'] = 'promo', participants = ['w1']): PromoSegment => ({
    id: 'p1',
    kind: 'promo',
    title: 'Opening Promo',
    promoType,
    participants,
    result: { rating: { value: stars, parts: [] }, crowd: '', changes: [], injuries: [] },
  });

  it('give a promo 2 or 3 beats from its rating, the crowd settling on it', () => {
    const poor = segmentBeats('show1', promo(2.4), context);
    expect(poor.map((b) => b.text)).toEqual(['Kit Hollander grabs the microphone', 'The crowd talks over Kit Hollander until the music hits']);
    expect(poor.at(-1)!.crowd).toBe(2.4);
    const hot = segmentBeats('show1', promo(7, 'confrontation', ['w1', 'w2']), context);
    expect(hot).toHaveLength(3);
    expect(hot[0]!.text).toBe('Kit Hollander & Rex Dorado meet face to face in the middle of the ring');
    expect(hot.at(-1)!.crowd).toBe(7);
  });

  it('has no beats before the segment is run', () => {
    expect(segmentBeats('show1', { ...promo(3), result: null }, context)).toEqual([]);
  });
});

describe('crowd heat', () => {
  it('names the meter in the bands of the crowd line', () => {
    expect([0, 2, 3.5, 5, 6.5, 8, 10].map(crowdHeat)).toEqual(['cold', 'restless', 'quiet', 'warm', 'hot', 'electric', 'electric']);
  });
});
