// The AI world's week is deterministic: three years of the figures' world (the player
// and 5 AI federations, about 250 wrestlers, testing/aiWorld.ts) end in the same world and the same week
// events, byte for byte. The hashes were recorded before the week's look-ups were indexed for speed; an
// optimisation must keep them. A deliberate change of a rule, of an rng draw or of the order of the steps
// changes them: re-record them then (run this file, read the hash it got) and say so in the commit.
// The news and the retirees' records (read by no rule) and the save's version number are left out, like
// weekDeterminism.test.ts. The world's hash was re-recorded when the history step stopped keeping what
// nobody reads of an AI federation (history/compact.ts: its shows past the newest 10, its old ledger weeks,
// its ended deals, its titles' old defenses); the events and the world without those lists kept their
// hashes then, so a change to what is kept must keep them. Re-recorded once more when closing federations
// stopped cloning their weekly show and started ending their TV deals (bugs the AI property test found).
// Re-recorded (the world's two hashes, the events kept theirs) when an AI federation stopped keeping a week
// report and its shows' breakdowns past the week after, and its ledger past the newest week (memory per room;
// history/compact.ts). Re-recorded (the world's hash alone: the events and the world without the history's
// lists kept theirs, so every figure is the same) when an AI federation's shows stopped writing the
// breakdowns nobody reads (shows/runShow.ts breakdownsRead). Re-recorded (the world's two hashes; the events
// kept theirs, and the world hashed without the titles' prestige logs kept its own) when an AI federation's
// titles stopped logging their prestige changes (championships/prestige.ts prestigeLogRead), and again when
// it stopped keeping what nobody reads of its week (its wrestlers' morale reasons, its results' popularity
// reasons, its settled week's lines one by one): the events kept their hash, and the world without those
// parts is the same before and after. Re-recorded (the world's hash alone) when its results stopped keeping
// their wrestlers' changes (shows/runMatch.ts keptChanges), and again (the world's hash alone) when a rival's
// card stopped keeping its segments' results but its main event's, and its booking reasons
// (shows/unreadResults.ts), and its old show's summary kept its main event rather than its last segment.
// Re-recorded (all three) when the promoters started dealing with each other and the player (ai/diplomacy.ts:
// rumours, alliances, loans, joint shows... each a command and draws of the generator); with their dealings
// switched off (world.aiDealings false) the three years are the ones recorded before, hash for hash.
// Re-recorded (the three with dealings) when the promoters' dealings were tuned against the balance goals
// (rules/aiDiplomacy.ts: fewer rumours, media wars and poaches, 16 weeks before the same federation again).
// Re-recorded (the first three) when a joint show's crowd came for both federations' popularity and its
// agreed $50 stopped costing the host popularity as gouging (diplomacy/jointShowRun.ts), and its show took a
// shorter name ("Supershow with ..."): the promoters' joint shows sell other merchandise and move popularity
// otherwise; without dealings nothing changed.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';

const NOT_HASHED = new Set(['news', 'nextNewsId', 'retired', 'version']);
/** The lists the history step trims (history/compact.ts), left out of the hash of what the world plays. */
const HISTORY = new Set([...NOT_HASHED, 'shows', 'ledger', 'broadcastDeals']);

function hash(value: unknown, leftOut: ReadonlySet<string> = NOT_HASHED): string {
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key, v: unknown) {
    // A title's lineage (a championship is the object with a prestigeLog) is trimmed too; a wrestler's history is not.
    return leftOut.has(key) || (leftOut === HISTORY && key === 'history' && 'prestigeLog' in this) ? undefined : v;
  });
  return createHash('sha256').update(json).digest('hex').slice(0, 16);
}

describe('the AI world week, byte for byte', () => {
  it('three years of the player and 5 AI federations end in the same world and the same events', () => {
    const world = figuresAiWorld(1);
    expect(world.wrestlers.length).toBe(250);
    const events: unknown[] = [];
    for (let week = 0; week < 156; week += 1) events.push(playAiWeek(world));
    expect(events.flat().length).toBeGreaterThan(1000);
    expect(hash(events)).toBe('504f6fae1593e4e1');
    expect(hash(world, HISTORY)).toBe('960597fee4adc69d');
    expect(hash(world)).toBe('5727983dbec6ea03');
  });

  it('without the promoters\' dealings, the same three years as before they dealt', () => {
    const world = figuresAiWorld(1);
    world.aiDealings = false;
    const events: unknown[] = [];
    for (let week = 0; week < 156; week += 1) events.push(playAiWeek(world));
    delete world.aiDealings;
    expect(hash(events)).toBe('0d593cb5c9595017');
    expect(hash(world, HISTORY)).toBe('288e775772e8f33b');
    expect(hash(world)).toBe('0994f1a67f8de1c7');
  });
});
