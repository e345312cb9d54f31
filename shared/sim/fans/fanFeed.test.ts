import { describe, expect, it } from 'vitest';
import { FAN_BUZZ_WEEKS, FAN_COMMENTS_KEPT, FAN_FOLLOWERS } from '#shared/rules/fans.ts';
import { newFederation } from '../newFederation.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { hireStaff } from '../staff/hiring.ts';
import { followersFor, writeStaffReports } from '../staff/reports.ts';
import type { SocialReportData } from '../staff/staffMember.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { commentsOf, fanBuzz, postComments } from './fanFeed.ts';
import type { CommentDraft } from './socialComment.ts';

const draft = (topic: CommentDraft['topic'] = 'great_main_event'): CommentDraft => ({ topic, text: 'What a night', reason: 'A great night', href: '/shows' });

function post(world: World, federationId: string, weekIndex: number, showId: string | null = null) {
  const federation = world.federations.find((f) => f.id === federationId)!;
  return postComments(world, federation, [draft()], { weekIndex, showId, limit: 1 });
}

describe('the bounded feed', () => {
  it(`keeps a player's newest ${FAN_COMMENTS_KEPT} and a computer-run federation's only while its talk lasts`, () => {
    const world = startedWorld(31);
    const ai = newFederation('ai-test', 'Robot Wrestling', 'ai');
    world.federations.push(ai);
    for (let week = 0; week < 30; week += 1) {
      post(world, player(world).id, week);
      post(world, ai.id, week);
    }
    const mine = commentsOf(world, player(world).id);
    expect(mine).toHaveLength(FAN_COMMENTS_KEPT);
    expect(mine[0]!.weekIndex).toBe(29);
    expect(mine.at(-1)!.weekIndex).toBe(30 - FAN_COMMENTS_KEPT);
    expect(commentsOf(world, ai.id).map((c) => c.weekIndex)).toEqual([29, 28, 27, 26].slice(0, FAN_BUZZ_WEEKS));
  });

  it('lists a show\'s comments alone when asked for that show', () => {
    const world = startedWorld(32);
    post(world, player(world).id, 0, 'show-a');
    post(world, player(world).id, 1, 'show-b');
    post(world, player(world).id, 2);
    expect(commentsOf(world, player(world).id, 'show-a').map((c) => c.showId)).toEqual(['show-a']);
    expect(commentsOf(world, player(world).id)).toHaveLength(3);
  });
});

describe('the fans who post', () => {
  it('are different fans within a week, each handle chosen from the facts', () => {
    const world = startedWorld(36);
    const federation = player(world);
    const same = { topic: 'letdown' as const, text: 'Same words', reason: 'r', href: '/shows' };
    const posted = postComments(world, federation, [same, same, same], { weekIndex: 4, showId: null, limit: 3 });
    expect(new Set(posted.map((c) => c.handle)).size).toBe(3);
    const again = startedWorld(36);
    expect(postComments(again, player(again), [same, same, same], { weekIndex: 4, showId: null, limit: 3 }).map((c) => c.handle)).toEqual(posted.map((c) => c.handle));
  });
});

describe('the followers the talk moves', () => {
  it(`sums the comments of the last ${FAN_BUZZ_WEEKS} weeks, the current one included`, () => {
    const world = startedWorld(33);
    const id = player(world).id;
    post(world, id, 10);
    expect(fanBuzz(world, id, 10).change).toBe(FAN_FOLLOWERS.great_main_event);
    expect(fanBuzz(world, id, 10 + FAN_BUZZ_WEEKS - 1).change).toBe(FAN_FOLLOWERS.great_main_event);
    expect(fanBuzz(world, id, 10 + FAN_BUZZ_WEEKS).change).toBe(0);
    expect(fanBuzz(world, id, 9).change).toBe(0);
  });

  it('moves the followers without a head of social media, and the head of social media reports it with its reasons', () => {
    const world = startedWorld(34);
    withRoster(world, 4);
    const federation = player(world);
    const week = world.calendar.totalWeeksProgressed;
    postComments(world, federation, [draft('great_main_event'), draft('letdown')], { weekIndex: week, showId: null, limit: 2 });
    const change = FAN_FOLLOWERS.great_main_event + FAN_FOLLOWERS.letdown;
    writeStaffReports(world, federation, TEST_NOW);
    expect(federation.socialFollowers).toBe(followersFor(federation, rosterOf(world, federation.id)) + change);

    const social = federation.staffCandidates.find((c) => c.type === 'head_of_social_media')!;
    hireStaff(world, federation.id, social.id);
    writeStaffReports(world, federation, TEST_NOW);
    expect(federation.socialFollowers).toBe(followersFor(federation, rosterOf(world, federation.id)) + change);
    const report = federation.staffReports.at(-1)!;
    expect(report.staffType).toBe('head_of_social_media');
    expect(report.content).toContain('What the fans are saying moves');
    const data = report.data as SocialReportData;
    expect(data.fanTalk).toEqual({ change, parts: [{ label: 'A great night', amount: FAN_FOLLOWERS.great_main_event }, { label: 'A great night', amount: FAN_FOLLOWERS.letdown }] });
  });

  it('never takes the followers below zero', () => {
    const world = startedWorld(35);
    const federation = player(world);
    federation.popularity = 0;
    postComments(world, federation, [draft('letdown'), draft('wrestler_quit')], { weekIndex: world.calendar.totalWeeksProgressed, showId: null, limit: 2 });
    writeStaffReports(world, federation, TEST_NOW);
    expect(federation.socialFollowers).toBe(0);
  });
});
