// What the fans say after a show (docs/rules/fans.md "After a show"): one small generator per topic, each
// reading the night's facts and writing a draft only when its threshold is met. The night's luck is in the
// facts already: nothing here draws from the generator.
import {
  FAN_BOTCHED_TITLE_STARS,
  FAN_COMMENTS_PER_SHOW,
  FAN_GREAT_LOOKBACK_SHOWS,
  FAN_GREAT_MAIN_EVENT_STARS,
  FAN_LETDOWN_STARS,
  FAN_COMPARE_MIN_SHOWS,
  FAN_STAR_MIN_POPULARITY,
  FAN_STAR_MISSED_SHOWS,
} from '#shared/rules/fans.ts';
import { formatNumberUs } from '#shared/rules/money.ts';
import { findWrestlerIn, rosterOf } from '../roster/wrestler.ts';
import { canAppear } from '../shows/loanTerms.ts';
import { mainEventSegment, type MatchResult, type Show } from '../shows/show.ts';
import { requireFederation, type Federation, type World } from '../world.ts';
import { postComments } from './fanFeed.ts';
import type { CommentDraft, SocialComment } from './socialComment.ts';

/** A completed show's generator: a draft when its topic applies, else null. */
export type ShowCommentGenerator = (world: World, federation: Federation, show: Show) => CommentDraft | null;

const stars = (value: number) => value.toFixed(1);
/** Ratings are kept to a tenth of a star: a threshold is met within rounding. */
const EPSILON = 1e-9;

function nameOf(world: World, id: string): string {
  return findWrestlerIn(world, id)?.name ?? 'someone';
}

/** The federation's other completed shows, newest first (the archive order: creation, which is booking order). */
function earlierShows(world: World, show: Show): Show[] {
  const out: Show[] = [];
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const other = world.shows[i]!;
    if (other !== show && other.federationId === show.federationId && other.isComplete && other.result && other.weekIndex <= show.weekIndex) out.push(other);
  }
  return out;
}

/** A main event at or above FAN_GREAT_MAIN_EVENT_STARS, better than the last FAN_GREAT_LOOKBACK_SHOWS shows' (once FAN_COMPARE_MIN_SHOWS were run): the fans want more of it. */
export const greatMainEvent: ShowCommentGenerator = (world, _federation, show) => {
  const main = mainEventSegment(show);
  const rating = main?.result?.rating.value;
  if (!main || main.kind !== 'match' || rating === undefined || rating < FAN_GREAT_MAIN_EVENT_STARS - EPSILON) return null;
  const earlier = earlierShows(world, show);
  if (earlier.length < FAN_COMPARE_MIN_SHOWS) return null;
  const compared = earlier.slice(0, FAN_GREAT_LOOKBACK_SHOWS);
  for (const other of compared) {
    const best = mainEventSegment(other)?.result?.rating.value;
    if (best !== undefined && best >= rating) return null;
  }
  const names = main.participants.map((id) => nameOf(world, id));
  const who = names.length === 2 ? `${names[0]} vs ${names[1]}` : names.join(', ');
  return {
    topic: 'great_main_event',
    text: `${who} at ${show.name}: ${stars(rating)} stars, the best main event of the last ${compared.length} shows! Build the next big show around them.`,
    reason: `A ${stars(rating)}-star main event at ${show.name}`,
    href: '/shows',
  };
};

/** A crowd above every earlier show's, once the federation has run FAN_COMPARE_MIN_SHOWS shows. */
export const recordCrowd: ShowCommentGenerator = (world, federation, show) => {
  if (!show.result || show.joint) return null;
  const earlier = earlierShows(world, show);
  if (earlier.length < FAN_COMPARE_MIN_SHOWS) return null;
  let best = 0;
  for (const other of earlier) best = Math.max(best, other.result!.attendance);
  if (show.result.attendance <= best) return null;
  const fans = formatNumberUs(show.result.attendance);
  return {
    topic: 'record_crowd',
    text: `${fans} of us at ${show.name}, the biggest crowd ${federation.name} ever drew. Time for a bigger building?`,
    reason: `A record crowd of ${fans} at ${show.name}`,
    href: '/shows',
  };
};

/** A title that changed hands in a match rated below FAN_BOTCHED_TITLE_STARS. */
export const botchedTitleChange: ShowCommentGenerator = (world, _federation, show) => {
  for (const segment of show.segments) {
    if (segment.kind !== 'match' || !segment.result) continue;
    const result = segment.result as MatchResult;
    if (result.title?.outcome !== 'new_champion' || !result.title.holderId) continue;
    const rating = result.rating.value;
    if (rating >= FAN_BOTCHED_TITLE_STARS - EPSILON) continue;
    const title = world.championships.find((c) => c.id === result.title!.championshipId)?.name ?? 'the title';
    const champion = nameOf(world, result.title.holderId);
    return {
      topic: 'botched_title_change',
      text: `${champion} won the ${title} in a ${stars(rating)}-star mess at ${show.name}? The belt deserves better: give them a real first defense.`,
      reason: `The ${title} changed hands in a ${stars(rating)}-star match`,
      href: '/championships',
    };
  }
  return null;
};

/** A show rated FAN_LETDOWN_STARS or more below what its announced card promised. */
export const letdown: ShowCommentGenerator = (_world, _federation, show) => {
  if (!show.result) return null;
  const gap = show.result.expectedRating - show.result.rating.value;
  if (gap < FAN_LETDOWN_STARS - EPSILON) return null;
  return {
    topic: 'letdown',
    text: `${show.name} was sold as a ${stars(show.result.expectedRating)}-star card and gave us ${stars(show.result.rating.value)}. Fix the card before you ask us to buy tickets again.`,
    reason: `${show.name} fell ${stars(gap)} stars short of its card`,
    href: '/shows',
  };
};

/** The most popular wrestler who could appear, at least FAN_STAR_MIN_POPULARITY, left off FAN_STAR_MISSED_SHOWS shows in a row. */
export const missingStar: ShowCommentGenerator = (world, federation, show) => {
  if (show.joint) return null;
  let star = null;
  for (const w of rosterOf(world, federation.id)) if (!star || w.popularity > star.popularity) star = w;
  if (!star || star.popularity < FAN_STAR_MIN_POPULARITY || !canAppear(star)) return null;
  const shows = [show, ...earlierShows(world, show).slice(0, FAN_STAR_MISSED_SHOWS - 1)];
  if (shows.length < FAN_STAR_MISSED_SHOWS) return null;
  for (const s of shows) for (const segment of s.segments) if (segment.participants.includes(star.id)) return null;
  return {
    topic: 'missing_star',
    text: `${FAN_STAR_MISSED_SHOWS} shows in a row without ${star.name}? We buy tickets to see ${star.name}: put them on the next card.`,
    reason: `${star.name}, your biggest star, missed ${FAN_STAR_MISSED_SHOWS} shows in a row`,
    href: '/shows',
  };
};

/** The show generators in priority order: praise and scandal first, complaints after (rules/fans.ts FAN_TOPICS). */
export const SHOW_COMMENT_GENERATORS: readonly ShowCommentGenerator[] = [greatMainEvent, recordCrowd, botchedTitleChange, letdown, missingStar];

/** After a show is run: the fans' comments on it, at most FAN_COMMENTS_PER_SHOW and what the week's cap leaves. */
export function commentOnShow(world: World, show: Show): SocialComment[] {
  const federation = requireFederation(world, show.federationId);
  const drafts: CommentDraft[] = [];
  for (const generate of SHOW_COMMENT_GENERATORS) {
    if (drafts.length >= FAN_COMMENTS_PER_SHOW) break;
    const draft = generate(world, federation, show);
    if (draft) drafts.push(draft);
  }
  return postComments(world, federation, drafts, { weekIndex: show.weekIndex, showId: show.id, limit: FAN_COMMENTS_PER_SHOW });
}
